import { Image } from "@tiptap/extension-image";
import { IMAGE_SCHEMES, isAllowedUrl } from "@shared/article-markup";
import { exactAttributes } from "./exact-attributes";

/**
 * An image is inline, as HTML's is: one in a paragraph stays in that paragraph, one beside text stays beside
 * it, and one in a link stays linked. It keeps every attribute the list allows; uploaded images bring their
 * srcset and sizes, so a phone fetches a small copy.
 */
export const ArticleImage = Image.extend({
  addAttributes() {
    return exactAttributes(["src", "alt", "title", "width", "height", "loading", "srcset", "sizes"]);
  },
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (element) => (isAllowedUrl(element.getAttribute("src") ?? "", IMAGE_SCHEMES) ? null : false) }];
  },
}).configure({ inline: true, allowBase64: false });
