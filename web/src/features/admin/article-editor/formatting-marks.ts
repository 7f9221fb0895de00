import { Mark, mergeAttributes } from "@tiptap/core";
import { Bold } from "@tiptap/extension-bold";
import { Code } from "@tiptap/extension-code";
import { Italic } from "@tiptap/extension-italic";
import { Strike } from "@tiptap/extension-strike";
import { exactAttributes } from "./exact-attributes";

/**
 * A format written with either of two tags keeps the one it was written with: `<b>` stays `<b>` and `<strong>`
 * stays `<strong>`. New formatting from the toolbar or the keyboard uses the first, semantic one.
 */
function keepingItsTag<T extends typeof Bold | typeof Italic | typeof Strike>(format: T, tags: readonly string[]): T {
  const [usual] = tags;
  return format.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        tag: {
          default: null,
          rendered: false,
          parseHTML: (element: HTMLElement) => {
            const tag = element.nodeName.toLowerCase();
            return tag !== usual && tags.includes(tag) ? tag : null;
          },
        },
      };
    },
    renderHTML({ mark, HTMLAttributes }) {
      return [(mark.attrs.tag as string | null) ?? usual, mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
    },
  }) as T;
}

export const KeptBold = keepingItsTag(Bold, ["strong", "b"]);
export const KeptItalic = keepingItsTag(Italic, ["em", "i"]);
export const KeptStrike = keepingItsTag(Strike, ["s", "del"]);

/** Inline code keeps its language class, and may sit inside a link or bold text, as in any technical post. */
export const KeptCode = Code.extend({
  excludes: "code",
  addAttributes() {
    return exactAttributes(["class"]);
  },
});

/** A format the toolbar does not offer, held so that a body that has it keeps it. */
function heldFormat(tag: "sub" | "sup" | "mark" | "span", name: string) {
  return Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
}

export const Subscript = heldFormat("sub", "subscript");
export const Superscript = heldFormat("sup", "superscript");
export const Highlight = heldFormat("mark", "highlight");
/** A span has no attributes left once sanitised and changes nothing on screen; it is held only to be given back. */
export const PlainSpan = heldFormat("span", "plainSpan");
