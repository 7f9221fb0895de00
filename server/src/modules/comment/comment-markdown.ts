import { sanitizeCommentHtml } from "../../kernel/sanitize-html";

/**
 * The Markdown a comment may use: paragraphs and line breaks, emphasis, inline code and code blocks, quotes,
 * lists and links (written, or bare addresses). Headings, images, tables and raw HTML are not part of it:
 * `html: false` shows typed markup as text, and the rules below are the only ones on.
 */
const RULES = ["blockquote", "code", "fence", "list", "paragraph", "backticks", "emphasis", "link", "autolink", "linkify", "newline", "escape", "entity"];

/** markdown-it (about 45 ms to load) comes with the first comment written: showing the comments made needs none of it. */
let markdown: Promise<{ render(source: string): string }> | undefined;
const loadMarkdown = () =>
  (markdown ??= import("markdown-it").then(({ default: MarkdownIt }) => new MarkdownIt("zero", { html: false, linkify: true, breaks: true }).enable(RULES)));

/**
 * A comment's HTML: rendered by markdown-it, then put through the comment sanitiser, which keeps its short
 * element list and sets every link's rel. The sanitiser is the guarantee; markdown-it's own refusal of
 * `javascript:` and similar addresses is a first line only.
 */
export async function renderCommentMarkdown(source: string): Promise<string> {
  return sanitizeCommentHtml((await loadMarkdown()).render(source)).trim();
}

/** How many links a rendered comment holds: more than a few sends it to the queue. */
export function countLinks(html: string): number {
  return (html.match(/<a\s/g) ?? []).length;
}
