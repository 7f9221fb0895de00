import { useState } from "react";
import { AdminCreatePreviewLinkDocument } from "../../../gql/admin/graphql";
import { formatDateTime } from "../../../lib/format-date";
import { useToast } from "../../../lib/toast";
import { useFormMutation } from "../shared/use-form-mutation";

interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** Makes a preview link for the article (a day long, no sign-in needed), for the bar's Share preview button. */
export function usePreviewLink(articleId: number | undefined) {
  const { run, busy } = useFormMutation([] as const);
  const [link, setLink] = useState<PreviewLink>();
  const make = async () => {
    if (articleId === undefined) return;
    const made = (await run(AdminCreatePreviewLinkDocument, { id: articleId }))?.createPreviewLink;
    if (made) setLink({ url: new URL(made.path, window.location.origin).href, expiresAt: made.expiresAt });
  };
  return { make, link, busy };
}

/** The link to send a friend, ready to copy, and until when it works. */
export function PreviewLinkBox({ link }: { link: PreviewLink }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast("Preview link copied.", "success");
    } catch {
      toast("The browser would not copy: select the link and copy it yourself.", "error");
    }
  };
  return (
    <div className="preview-link" role="status">
      <input readOnly value={link.url} aria-label="Preview link" onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button-plain" onClick={() => void copy()}>
        Copy
      </button>
      <small>Anyone with this link can read the article as saved, until {formatDateTime(link.expiresAt)}. Search engines are told to leave it out.</small>
    </div>
  );
}
