import { DOMParser as ProseMirrorParser, DOMSerializer, type Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";
import { htmlMeaning, isInline } from "@shared/html-meaning";
import { unwrapBareParagraphs, wrapLooseText } from "./bare-paragraphs";
import { HELD_HTML, isHeldHtml } from "./held-html-block";
import { TABLE_HEAD_ROW } from "./table-nodes";

/*
 * The way between a stored body and the editor's document. Opening: loose text is wrapped in bare
 * paragraphs, and each top-level part of the body that the editor would give back changed is held as HTML
 * instead. Saving: the editor's HTML is written, bare paragraphs unwrapped, held HTML put back, and table
 * rows sorted into head and body again.
 */

/** A part of the body the editor holds as HTML. */
export interface HeldPart {
  html: string;
  /** The part's outermost element, or null for loose text. */
  element: string | null;
  /** Its words, blocks set apart by a space. */
  text: string;
}

export interface OpenedBody {
  /** The editor's document, or "" for an empty body. */
  content: Record<string, unknown> | "";
  held: HeldPart[];
}

function putTableRowsInSections(root: ParentNode) {
  for (const body of Array.from(root.querySelectorAll("table > tbody"))) {
    const table = body.parentElement!;
    let section: HTMLTableSectionElement | undefined;
    for (const row of Array.from(body.children)) {
      const name = row.hasAttribute(TABLE_HEAD_ROW) ? "thead" : "tbody";
      if (section?.localName !== name) section = table.appendChild(table.ownerDocument.createElement(name));
      row.removeAttribute(TABLE_HEAD_ROW);
      section.append(row);
    }
    body.remove();
  }
}

function putBackHeldHtml(root: ParentNode) {
  for (const holder of Array.from(root.querySelectorAll("div")).filter(isHeldHtml)) {
    const template = holder.ownerDocument.createElement("template");
    template.innerHTML = holder.getAttribute(HELD_HTML) ?? "";
    holder.replaceWith(template.content);
  }
}

/** The stored form of part of the editor's document, as a DOM fragment. */
function storedFragment(content: ProseMirrorNode["content"], schema: Schema): DocumentFragment {
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(content) as DocumentFragment;
  unwrapBareParagraphs(fragment);
  putBackHeldHtml(fragment);
  putTableRowsInSections(fragment);
  return fragment;
}

/** The HTML to store for the editor's document. */
export function storedHtml(doc: ProseMirrorNode, schema: Schema): string {
  const holder = document.createElement("div");
  holder.append(storedFragment(doc.content, schema));
  return holder.innerHTML;
}

/** The body's top-level parts: each element, and each stretch of loose text between them. */
function topLevelParts(body: HTMLElement): Node[][] {
  const parts: Node[][] = [];
  let loose: Node[] = [];
  const endLoose = () => {
    if (loose.some((node) => node.nodeType !== Node.TEXT_NODE || /[^ \t\n\r\f]/.test(node.nodeValue ?? ""))) parts.push(loose);
    loose = [];
  };
  for (const node of Array.from(body.childNodes)) {
    if (isInline(node)) loose.push(node);
    else if (node.nodeType === Node.ELEMENT_NODE) {
      endLoose();
      parts.push([node]);
    }
  }
  endLoose();
  return parts;
}

/** The words of a part, with a space wherever a block ends, for telling the author which part is meant. */
function wordsOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? "";
  const inner = Array.from(node.childNodes, wordsOf).join("");
  return isInline(node) ? inner : ` ${inner} `;
}

const sameMeaning = (a: ParentNode & Node, b: ParentNode & Node) => JSON.stringify(htmlMeaning(a)) === JSON.stringify(htmlMeaning(b));

/** Opens a stored body: the editor's document for it, and the parts of it held as HTML. */
export function openBody(html: string, schema: Schema): OpenedBody {
  const page = new DOMParser().parseFromString(html, "text/html");
  const parser = ProseMirrorParser.fromSchema(schema);
  const held: HeldPart[] = [];
  const blocks: ProseMirrorNode[] = [];
  for (const part of topLevelParts(page.body)) {
    const original = page.createElement("div");
    original.append(...part.map((node) => node.cloneNode(true)));
    const prepared = original.cloneNode(true) as HTMLElement;
    wrapLooseText(prepared);
    const parsed = parser.parse(prepared);
    if (sameMeaning(original, storedFragment(parsed.content, schema))) {
      parsed.content.forEach((block) => blocks.push(block));
    } else {
      const element = part.length === 1 && part[0].nodeType === Node.ELEMENT_NODE ? (part[0] as Element).localName : null;
      held.push({ html: original.innerHTML, element, text: wordsOf(original).replace(/\s+/g, " ").trim() });
      blocks.push(schema.nodes.heldHtml.create({ html: original.innerHTML }));
    }
  }
  return { content: blocks.length > 0 ? schema.topNodeType.create(null, blocks).toJSON() : "", held };
}
