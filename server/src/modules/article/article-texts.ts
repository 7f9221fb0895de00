import { badInput } from "../../kernel/errors";
import { sanitizeArticleHtml } from "../../kernel/sanitize-html";
import { optionalText, optionalUrl, requireText } from "../../kernel/text-rules";
import type { WorkingCopyField } from "./article-working-copy.entity";

export const ARTICLE_LIMITS = { title: 200, subtitle: 200, summary: 1000, content: 200_000 };

/** An article's texts as an author gives them; an omitted one stays as it is. */
export type ArticleTexts = Partial<Record<WorkingCopyField, string>>;

function sanitizeContent(html: string): string {
  if (html.length > ARTICLE_LIMITS.content) throw badInput(`content must be at most ${ARTICLE_LIMITS.content} characters`, "content", { id: "text.tooLong", values: { field: "content", max: ARTICLE_LIMITS.content } });
  return sanitizeArticleHtml(html);
}

/**
 * The texts checked and cleaned for storing: trimmed, within their limits, the cover a URL or a site path,
 * the body sanitised. A title may be blank only in a working copy (`blankTitle`): the author is still writing.
 */
export function cleanArticleTexts(input: ArticleTexts, { blankTitle = false } = {}): ArticleTexts {
  const changes = {
    title: blankTitle ? optionalText(input.title, "title", ARTICLE_LIMITS.title) : requireText(input.title, "title", ARTICLE_LIMITS.title),
    subtitle: optionalText(input.subtitle, "subtitle", ARTICLE_LIMITS.subtitle),
    summary: optionalText(input.summary, "summary", ARTICLE_LIMITS.summary),
    cover: optionalUrl(input.cover, "cover"),
    content: input.content === undefined ? undefined : sanitizeContent(input.content),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
