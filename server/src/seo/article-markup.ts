import { sanitizeArticleHtml } from "../kernel/sanitize-html";
import type { Article } from "../modules/article/article.entity";
import { escapeHtml } from "./escape";

/**
 * The article as plain markup inside the app's root, for readers that run no script (crawlers, previews).
 * React's createRoot replaces it on mount; the class names are the article page's own, so the text looks
 * the same in the moment before that. The body is sanitised again on the way out, whatever put it in the
 * database (a seed or a migration need not have gone through the API's sanitiser).
 */
export function articleMarkup(article: Article): string {
  const created = article.createTime.toISOString();
  const subtitle = article.subtitle ? `<p class="article-subtitle">${escapeHtml(article.subtitle)}</p>` : "";
  return (
    `<div class="card article-frame"><article class="article">` +
    `<header class="article-header"><h1>${escapeHtml(article.title)}</h1>${subtitle}` +
    `<p class="article-meta"><time datetime="${created}">${created.slice(0, 10)}</time></p></header>` +
    `<div class="article-content">${sanitizeArticleHtml(article.content)}</div>` +
    `</article></div>`
  );
}

/** What a script-less reader sees for an address that names no article. */
export function notFoundMarkup(message: string): string {
  return `<div class="card message-page"><h1>${escapeHtml(message)}</h1></div>`;
}
