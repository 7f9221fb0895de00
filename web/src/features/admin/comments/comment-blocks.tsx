import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { AdminBlockCommentEmailDocument, AdminCommentBlocksDocument, AdminLiftCommentBlockDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useFormat, useT } from "../../../i18n/admin";
import { useFormMutation } from "../shared/use-form-mutation";
import { useSave } from "../shared/use-save";

const EMAIL_FIELD = ["email"] as const;

/** The blocked commenters: each with a button to lift its block, and a form to block an e-mail address typed in. */
export function CommentBlocks({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const { data, refetch } = useQuery(AdminCommentBlocksDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const { save, saving } = useSave(refetch);
  const { run, busy, errors } = useFormMutation(EMAIL_FIELD);
  const [email, setEmail] = useState("");
  const blocks = data?.commentBlocks ?? [];

  const block = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!(await run(AdminBlockCommentEmailDocument, { email: typed }))) return;
    setEmail("");
    toast(t("admin.comments.blocks.added", { email: typed }), "success");
    await refetch().catch(() => undefined);
  };

  return (
    <section className="comments-section" aria-labelledby="comment-blocks-heading">
      <h2 id="comment-blocks-heading">{t("admin.comments.blocks.heading")}</h2>
      {data && blocks.length === 0 && <p className="comment-settings-hint">{t("admin.comments.blocks.empty")}</p>}
      <ul className="comments-section-list">
        {blocks.map((entry) => (
          <li key={entry.id}>
            <span className="comment-blocks-kind">{t(entry.kind === "EMAIL" ? "admin.comments.blocks.kind.email" : "admin.comments.blocks.kind.address")}</span>
            <strong>{entry.note}</strong>
            <time dateTime={entry.createTime}>{format.dateTime(entry.createTime)}</time>
            {canEdit && (
              <button
                type="button"
                className="button-plain"
                disabled={saving}
                aria-label={t("admin.comments.blocks.liftOf", { note: entry.note })}
                onClick={() => void save(AdminLiftCommentBlockDocument, { id: entry.id }, { failure: t("admin.comments.blocks.liftFailed"), done: t("admin.comments.blocks.lifted", { note: entry.note }) })}
              >
                {t("admin.comments.blocks.lift")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        // The server checks the address, so that a refusal reads in the page's language rather than the browser's.
        <form className="comment-blocks-form" onSubmit={(event) => void block(event)} noValidate>
          <label htmlFor="comment-block-email">{t("admin.comments.blocks.email")}</label>
          <input
            id="comment-block-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={200}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "comment-block-email-error" : undefined}
          />
          <button type="submit" className="button" disabled={busy}>
            {t("admin.comments.blocks.block")}
          </button>
          {errors.email && (
            <p className="form-field-error" id="comment-block-email-error" role="alert">
              {errors.email}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
