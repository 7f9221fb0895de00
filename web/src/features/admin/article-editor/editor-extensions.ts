import { Image } from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { StarterKit } from "@tiptap/starter-kit";
import { safeHref } from "./safe-href";

/** Uploaded images keep the srcset and sizes of their copies, so a phone fetches a small one. */
const ResponsiveImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null }, sizes: { default: null } };
  },
});

/**
 * What the body can hold: the server's allow-list, less what the toolbar does not offer. Headings start at
 * H2 because the article page's title is the H1. Links are checked on paste and autolink as well as in the
 * link dialog, so an unsafe address never enters the document.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    isAllowedUri: (url) => safeHref(url) !== null,
  }),
  ResponsiveImage.configure({ allowBase64: false }),
];

/** How wide an article image is drawn: the full width on phones, the article column (≤ 800 px) elsewhere. */
export const ARTICLE_IMAGE_SIZES = "(max-width: 880px) 100vw, 800px";
