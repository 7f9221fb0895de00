import { sanitizeArticleHtml } from "../kernel/sanitize-html";
import type { Article } from "../modules/article/article.entity";
import { articlePath } from "../modules/article/article-slug";
import { excerptFor } from "../modules/article/article.service";
import { tagPath } from "../modules/tag/tag-path";
import type { Tag } from "../modules/tag/tag.entity";
import { escapeHtml } from "./escape";

/**
 * The article as plain markup inside the app's root, for readers that run no script (crawlers, previews).
 * React's createRoot replaces it on mount; the class names are the article page's own, so the text looks
 * the same in the moment before that. The body is sanitised again on the way out, whatever put it in the
 * database (a seed or a migration need not have gone through the API's sanitiser).
 */
export function articleMarkup(article: Article, tags: Tag[]): string {
  const published = (article.publishedAt ?? article.createTime).toISOString();
  const subtitle = article.subtitle ? `<p class="article-subtitle">${escapeHtml(article.subtitle)}</p>` : "";
  return (
    `<div class="card article-frame"><article class="article">` +
    `<header class="article-header"><h1>${escapeHtml(article.title)}</h1>${subtitle}` +
    `<p class="article-meta"><time datetime="${published}">${published.slice(0, 10)}</time></p>${tagLinks(tags)}</header>` +
    `<div class="article-content">${sanitizeArticleHtml(article.content)}</div>` +
    `</article></div>`
  );
}

/** An article's tags as links to their pages; nothing when it has none. */
function tagLinks(tags: Tag[]): string {
  if (tags.length === 0) return "";
  const links = tags.map((tag) => `<li><a class="tag-link" href="${escapeHtml(tagPath(tag))}">${escapeHtml(tag.name)}</a></li>`);
  return `<ul class="tag-links">${links.join("")}</ul>`;
}

/** A tag's page: its name, description and newest articles, linked to their permalinks. */
export function tagMarkup(tag: Tag, articles: Article[]): string {
  const description = tag.description ? `<p class="tag-description">${escapeHtml(tag.description)}</p>` : "";
  const items = articles.map(
    (article) =>
      `<li class="article-item"><h3><a href="${escapeHtml(articlePath(article))}">${escapeHtml(article.title)}</a></h3>` +
      `<p class="article-summary">${escapeHtml(excerptFor(article))}</p></li>`,
  );
  return `<div class="card tag-page"><h1>${escapeHtml(tag.name)}</h1>${description}<ul class="article-list">${items.join("")}</ul></div>`;
}

/** What a script-less reader sees for an address that names no article. */
export function notFoundMarkup(message: string): string {
  return `<div class="card message-page"><h1>${escapeHtml(message)}</h1></div>`;
}
