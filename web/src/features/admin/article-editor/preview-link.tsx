import { useState } from "react";
import { AdminCreatePreviewLinkDocument } from "../../../gql/admin/graphql";
import { useToast } from "../../../lib/toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { useFormat, useT } from "../../../i18n/admin";

interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** Makes preview links for the article (a day long, no sign-in needed): the bar's Preview opens one, Share preview shows one to copy. */
export function usePreviewLink() {
  const { run, busy } = useFormMutation([] as const);
  const [link, setLink] = useState<PreviewLink>();
  const make = async (articleId: number): Promise<PreviewLink | undefined> => {
    const made = (await run(AdminCreatePreviewLinkDocument, { id: articleId }))?.createPreviewLink;
    return made && { url: new URL(made.path, window.location.origin).href, expiresAt: made.expiresAt };
  };
  const share = async (articleId: number) => setLink(await make(articleId));
  return { make, share, link, busy };
}

/** The link to send a friend, ready to copy, and until when it works. */
export function PreviewLinkBox({ link }: { link: PreviewLink }) {
  const toast = useToast();
  const t = useT();
  const format = useFormat();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast(t("admin.preview.copied"), "success");
    } catch {
      toast(t("admin.preview.copyFailed"), "error");
    }
  };
  return (
    <div className="preview-link" role="status">
      <input readOnly value={link.url} aria-label={t("admin.preview.link")} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button-plain" onClick={() => void copy()}>
        {t("admin.preview.copy")}
      </button>
      <small>{t("admin.preview.note", { time: format.dateTime(link.expiresAt) })}</small>
    </div>
  );
}
