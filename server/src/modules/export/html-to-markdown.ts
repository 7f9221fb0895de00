import { parseHtml, type HtmlElement, type HtmlNode } from "./html-tree";

/**
 * An article body as Markdown (CommonMark with GitHub's tables), as Hexo and Hugo read it: headings, emphasis,
 * links, images (a figure's caption becomes the image's title), lists, quotes, code blocks with their
 * language, and tables. What Markdown cannot say (underline, marks, sub- and superscripts, a table cell over
 * several columns) stays as inline HTML, which both render.
 */
export function htmlToMarkdown(html: string): string {
  return blocks(parseHtml(html).children).trim() + "\n";
}

const isElement = (node: HtmlNode): node is HtmlElement => typeof node !== "string";
const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre", "hr", "figure", "table"]);

/** Characters that would start Markdown syntax inside running text. */
const escapeText = (text: string) =>
  text
    .replace(/([\\`*_[\]<>#|])/g, "\\$1")
    .replace(/^(\s*)([-+])(\s)/, "$1\\$2$3")
    .replace(/^(\s*\d+)\.(\s)/, "$1\\.$2");

function blocks(nodes: HtmlNode[]): string {
  const out: string[] = [];
  let loose: HtmlNode[] = [];
  const flushLoose = () => {
    const text = inline(loose).trim();
    if (text) out.push(text);
    loose = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCKS.has(node.tag)) {
      flushLoose();
      out.push(block(node));
    } else loose.push(node);
  }
  flushLoose();
  return out.filter(Boolean).join("\n\n");
}

function block(node: HtmlElement): string {
  switch (node.tag) {
    case "p":
      return inline(node.children).trim();
    case "h1": case "h2": case "h3": case "h4": case "h5": case "h6":
      return `${"#".repeat(Number(node.tag[1]))} ${inline(node.children).trim()}`;
    case "hr":
      return "---";
    case "blockquote":
      return blocks(node.children).split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
    case "pre": {
      const code = node.children.find(isElement);
      const language = /language-([\w-]+)/.exec(code?.attrs.class ?? node.attrs.class ?? "")?.[1] ?? "";
      const text = textOf(code ?? node).replace(/\n$/, "");
      const fence = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
      return `${fence}${language}\n${text}\n${fence}`;
    }
    case "ul": case "ol":
      return list(node);
    case "figure": {
      const image = findImage(node);
      const caption = node.children.find((child) => isElement(child) && child.tag === "figcaption") as HtmlElement | undefined;
      return image ? imageOf(image, caption ? textOf(caption).trim() : undefined) : blocks(node.children);
    }
    case "table":
      return table(node);
    default:
      return inline(node.children);
  }
}

function list(node: HtmlElement): string {
  const start = Number(node.attrs.start) || 1;
  return node.children
    .filter((child): child is HtmlElement => isElement(child) && child.tag === "li")
    .map((item, index) => {
      const marker = node.tag === "ol" ? `${start + index}.` : "-";
      const body = blocks(item.children);
      return `${marker} ${body.split("\n").join(`\n${" ".repeat(marker.length + 1)}`)}`;
    })
    .join("\n");
}

function table(node: HtmlElement): string {
  const rows: HtmlElement[] = [];
  const collect = (element: HtmlElement) => {
    for (const child of element.children.filter(isElement)) {
      if (child.tag === "tr") rows.push(child);
      else collect(child);
    }
  };
  collect(node);
  const cells = (row: HtmlElement) => row.children.filter((cell): cell is HtmlElement => isElement(cell) && (cell.tag === "td" || cell.tag === "th"));
  // Markdown's tables have one header row and no merged cells: anything else stays as HTML.
  if (rows.length === 0 || rows.some((row) => cells(row).some((cell) => cell.attrs.colspan || cell.attrs.rowspan))) return htmlOf(node);
  const width = Math.max(...rows.map((row) => cells(row).length));
  const line = (row: HtmlElement) => {
    // The cells' text has its | escaped already, as all text has.
    const texts = cells(row).map((cell) => inline(cell.children).trim().replace(/\n/g, " "));
    while (texts.length < width) texts.push("");
    return `| ${texts.join(" | ")} |`;
  };
  const [head, ...body] = rows;
  return [line(head), `|${" --- |".repeat(width)}`, ...body.map(line)].join("\n");
}

const findImage = (node: HtmlElement): HtmlElement | undefined => {
  for (const child of node.children.filter(isElement)) {
    if (child.tag === "img") return child;
    const found = child.tag === "figcaption" ? undefined : findImage(child);
    if (found) return found;
  }
  return undefined;
};

function imageOf(image: HtmlElement, title = image.attrs.title): string {
  const alt = (image.attrs.alt ?? "").replace(/[[\]]/g, "\\$&");
  const titled = title ? ` "${title.replace(/"/g, '\\"')}"` : "";
  return `![${alt}](${urlOf(image.attrs.src ?? "")}${titled})`;
}

/** A destination with spaces or parentheses is written in angle brackets. */
const urlOf = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url);

function inline(nodes: HtmlNode[]): string {
  return nodes.map(inlineNode).join("");
}

function inlineNode(node: HtmlNode): string {
  if (!isElement(node)) return escapeText(node.replace(/\s+/g, " "));
  const inner = () => inline(node.children);
  switch (node.tag) {
    case "strong": case "b":
      return wrap(inner(), "**");
    case "em": case "i":
      return wrap(inner(), "*");
    case "s": case "del":
      return wrap(inner(), "~~");
    case "code": {
      const text = textOf(node);
      const ticks = "`".repeat(Math.max(1, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
      return `${ticks}${text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text}${ticks}`;
    }
    case "br":
      return "  \n";
    case "a": {
      const text = inner().trim() || node.attrs.href || "";
      const title = node.attrs.title ? ` "${node.attrs.title.replace(/"/g, '\\"')}"` : "";
      return node.attrs.href ? `[${text}](${urlOf(node.attrs.href)}${title})` : text;
    }
    case "img":
      return imageOf(node);
    case "u": case "mark": case "sub": case "sup":
      return `<${node.tag}>${inner()}</${node.tag}>`;
    default:
      return inner();
  }
}

/** Emphasis marks hug their text: spaces at its edges go outside, or the marks would not count. */
function wrap(text: string, mark: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return match[2] ? `${match[1]}${mark}${match[2]}${mark}${match[3]}` : text;
}

function textOf(node: HtmlNode): string {
  return isElement(node) ? node.children.map(textOf).join("") : node;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function htmlOf(node: HtmlNode): string {
  if (!isElement(node)) return escapeHtml(node);
  const attrs = Object.entries(node.attrs).map(([name, value]) => ` ${name}="${escapeHtml(value).replace(/"/g, "&quot;")}"`).join("");
  return `<${node.tag}${attrs}>${node.children.map(htmlOf).join("")}</${node.tag}>`;
}
