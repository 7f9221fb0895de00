import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminNewsletterSettingsDocument, AdminPostSendCountsDocument, AdminSendPostTestDocument, type ArticleStatus } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useFormat, useT } from "../../../i18n/admin";
import { useFormMutation } from "../shared/use-form-mutation";
import { useIsAdmin } from "../shell/admin-user";

const NO_FIELDS = [] as const;

/**
 * The editor's "also send by e-mail" choice: what the server remembers from the latest publication until the
 * author ticks or unticks it. Only administrators send posts to subscribers; for anyone else it is undefined,
 * and publishing says nothing about e-mail.
 */
export function useSendByEmail(): { sendByEmail: boolean | undefined; setSendByEmail(send: boolean): void } {
  const isAdmin = useIsAdmin();
  const { data } = useQuery(AdminNewsletterSettingsDocument, { context: ADMIN_CONTEXT, skip: !isAdmin });
  const [chosen, setSendByEmail] = useState<boolean | null>(null);
  return { sendByEmail: isAdmin ? (chosen ?? data?.newsletterSettings.sendByDefault ?? false) : undefined, setSendByEmail };
}

interface NewsletterPanelProps {
  articleId: number | undefined;
  status: ArticleStatus;
  sendByEmail: boolean | undefined;
  onSendByEmail(send: boolean): void;
  disabled: boolean;
  /** Saves what the author wrote, so the test copy is the text on screen; answers the article's id. */
  saveDraft(): Promise<number | undefined>;
}

/**
 * Sending the post by e-mail, in the editor's side panel: before publishing, the choice and a test copy to the
 * owner's contact address; once published, how the send went.
 */
export function NewsletterPanel({ articleId, status, sendByEmail, onSendByEmail, disabled, saveDraft }: NewsletterPanelProps) {
  const t = useT();
  const toast = useToast();
  const { run, busy } = useFormMutation(NO_FIELDS);
  if (sendByEmail === undefined) return null;
  if (status !== "DRAFT") return articleId === undefined ? null : <PostSendCounts articleId={articleId} />;

  const sendTest = async () => {
    const id = await saveDraft();
    const sent = id === undefined ? undefined : (await run(AdminSendPostTestDocument, { articleId: id }))?.sendPostTest;
    if (sent) toast(t(sent.state === "NOT_SENT" ? "admin.newsletter.testKept" : "admin.newsletter.testSent", { to: sent.recipient }), "success");
  };

  return (
    <div className="article-newsletter">
      <label className="article-shown">
        <input type="checkbox" checked={sendByEmail} disabled={disabled} onChange={(event) => onSendByEmail(event.target.checked)} />
        {t("admin.newsletter.send")}
      </label>
      <button type="button" className="button-plain" disabled={disabled || busy} onClick={() => void sendTest()}>
        {t("admin.newsletter.test")}
      </button>
    </div>
  );
}

/** How a published post's e-mail went, when it was sent. */
function PostSendCounts({ articleId }: { articleId: number }) {
  const t = useT();
  const format = useFormat();
  const { data } = useQuery(AdminPostSendCountsDocument, { variables: { articleId }, context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const counts = data?.postSendCounts;
  if (!counts?.requested) return null;
  const n = (count: number) => format.number(count);
  return (
    <p className="article-publish-state article-newsletter-counts">
      {t("admin.newsletter.counts", {
        queued: n(counts.queued),
        sent: n(counts.sent),
        failed: n(counts.failed),
        bounced: n(counts.bounced),
        unsubscribed: n(counts.unsubscribed),
        notSent: n(counts.notSent),
      })}
    </p>
  );
}
