import { Node } from "@tiptap/core";
import { setSanitizedHtml } from "../../../lib/sanitize-html";
import { translatorFor } from "../../../i18n/admin";

/** The attribute that carries held HTML in the editor's own HTML, until the body is saved. */
export const HELD_HTML = "data-held-html";

export const isHeldHtml = (element: Element) => element.localName === "div" && element.hasAttribute(HELD_HTML);

/**
 * A part of a body the editor cannot hold as it is (formatting inside a code block, a list directly inside a
 * list, markup the list does not allow …). It is kept exactly: shown as visitors would see it, with its HTML
 * on request, and saved back as it was. The author can move or delete it, but not edit inside it.
 */
export const HeldHtmlBlock = Node.create({
  name: "heldHtml",
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: () => ({
    html: {
      default: "",
      parseHTML: (element) => element.getAttribute(HELD_HTML) ?? "",
      renderHTML: ({ html }) => ({ [HELD_HTML]: html }),
    },
  }),
  parseHTML: () => [{ tag: `div[${HELD_HTML}]` }],
  renderHTML: ({ HTMLAttributes }) => ["div", HTMLAttributes],
  addNodeView: () => ({ node }) => {
    const html = node.attrs.html as string;
    // A node view is drawn outside React: it speaks the language the back-office has set on <html lang>.
    const t = translatorFor(document.documentElement.lang.startsWith("zh") ? "zh" : "en");
    const dom = document.createElement("div");
    dom.className = "held-html";
    dom.contentEditable = "false";

    const label = document.createElement("p");
    label.className = "held-html-label";
    label.textContent = t("admin.held.label");
    const preview = document.createElement("div");
    preview.className = "held-html-preview";
    void setSanitizedHtml(preview, html);
    const source = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = t("admin.held.showHtml");
    const code = document.createElement("pre");
    code.textContent = html;
    source.append(summary, code);
    dom.append(label, preview, source);

    return {
      dom,
      // The HTML toggle is the reader's, not an edit.
      stopEvent: (event) => source.contains(event.target as globalThis.Node),
      ignoreMutation: () => true,
    };
  },
});
