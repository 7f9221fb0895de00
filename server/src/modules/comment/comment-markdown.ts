import MarkdownIt from "markdown-it";
import { sanitizeCommentHtml } from "../../kernel/sanitize-html";

/**
 * The Markdown a comment may use: paragraphs and line breaks, emphasis, inline code and code blocks, quotes,
 * lists and links (written, or bare addresses). Headings, images, tables and raw HTML are not part of it:
 * `html: false` shows typed markup as text, and the rules below are the only ones on.
 */
const markdown = new MarkdownIt("zero", { html: false, linkify: true, breaks: true }).enable([
  "blockquote",
  "code",
  "fence",
  "list",
  "paragraph",
  "backticks",
  "emphasis",
  "link",
  "autolink",
  "linkify",
  "newline",
  "escape",
  "entity",
]);

/**
 * A comment's HTML: rendered by markdown-it, then put through the comment sanitiser, which keeps its short
 * element list and sets every link's rel. The sanitiser is the guarantee; markdown-it's own refusal of
 * `javascript:` and similar addresses is a first line only.
 */
export function renderCommentMarkdown(source: string): string {
  return sanitizeCommentHtml(markdown.render(source)).trim();
}

/** How many links a rendered comment holds: more than a few sends it to the queue. */
export function countLinks(html: string): number {
  return (html.match(/<a\s/g) ?? []).length;
}
