import { isInline } from "@shared/html-meaning";

/**
 * HTML lets text sit directly in a list item, a quote, a table cell, a figure or the body (`<li>one</li>`);
 * the editor holds text only in paragraphs, and its list items must start with one. Before a body is opened
 * such text is wrapped in a paragraph marked bare, and where the editor would make up an empty paragraph a
 * bare one is put first; when the body is saved the bare paragraphs are taken off again.
 */
export const BARE_PARAGRAPH = "data-bare";

const HOLDS_LOOSE_TEXT = new Set(["li", "blockquote", "td", "th", "figure"]);

const isBlank = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !/[^ \t\n\r\f]/.test(node.nodeValue ?? ""));

function bareParagraph(document: Document): HTMLParagraphElement {
  const paragraph = document.createElement("p");
  paragraph.setAttribute(BARE_PARAGRAPH, "");
  return paragraph;
}

function wrapRuns(container: ParentNode & Node, document: Document) {
  let run: Node[] = [];
  const endRun = (before: Node | null) => {
    if (run.some((node) => !isBlank(node))) {
      const paragraph = bareParagraph(document);
      container.insertBefore(paragraph, before);
      paragraph.append(...run);
    }
    run = [];
  };
  for (const child of Array.from(container.childNodes)) {
    if (isInline(child) || child.nodeType === Node.COMMENT_NODE) run.push(child);
    else endRun(child);
  }
  endRun(null);
}

/** Wraps the loose text of `root` and of every container in it, and adds the paragraphs the editor needs. */
export function wrapLooseText(root: ParentNode & Node) {
  const document = root.ownerDocument ?? (root as Document);
  wrapRuns(root, document);
  for (const container of Array.from(root.querySelectorAll<HTMLElement>([...HOLDS_LOOSE_TEXT].join(",")))) {
    wrapRuns(container, document);
    const first = container.firstElementChild;
    if (container.localName === "li" ? first?.localName !== "p" : first === null) container.prepend(bareParagraph(document));
  }
}

/**
 * Takes the bare paragraphs off again. Two bare paragraphs side by side (the author split one) stay
 * paragraphs, as their text would otherwise run together.
 */
export function unwrapBareParagraphs(root: ParentNode) {
  const bare = (element: Element | null) => element?.localName === "p" && element.hasAttribute(BARE_PARAGRAPH);
  const paragraphs = Array.from(root.querySelectorAll(`p[${BARE_PARAGRAPH}]`));
  const keep = paragraphs.filter((paragraph) => bare(paragraph.previousElementSibling) || bare(paragraph.nextElementSibling));
  for (const paragraph of paragraphs) {
    if (keep.includes(paragraph)) paragraph.removeAttribute(BARE_PARAGRAPH);
    else paragraph.replaceWith(...Array.from(paragraph.childNodes));
  }
}
