import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput, notFound } from "../../kernel/errors";
import { checkPage, checkSid, orderBy } from "../../kernel/paging";
import { sanitizeArticleHtml } from "../../kernel/sanitize-html";
import { optionalText, optionalUrl, requireText } from "../../kernel/text-rules";
import { columnOfKind } from "../column/column.service";
import { ColumnKind } from "../column/column.entity";
import { findRowOrFail, setRowFields } from "../../kernel/row-updates";
import { Article } from "./article.entity";
import type { ArticleListArgs, CreateArticleInput, UpdateArticleInput } from "./article.inputs";
import { findPage } from "../../kernel/find-page";

export const ARTICLE_LIMITS = { title: 200, subtitle: 200, summary: 1000, content: 200_000 };

export async function listArticles(em: EntityManager, args: ArticleListArgs) {
  checkPage(args);
  const where: FilterQuery<Article> = {};
  if (!args.includeHidden) where.isShow = true;
  if (args.columnId !== undefined) where.column = args.columnId;
  const [items, total] = await findPage(em, Article, where, {
    orderBy: orderBy(args.orderBy, args.direction),
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
}

/** A shown article; hidden ones too when `includeHidden` (a signed-in preview). */
export async function getArticle(em: EntityManager, id: number, includeHidden: boolean): Promise<Article> {
  const article = Number.isInteger(id) && id > 0 ? await em.findOne(Article, { id }) : null;
  if (!article || (!article.isShow && !includeHidden)) throw notFound(`Article ${id} was not found.`);
  return article;
}

/** Adds one view in a single SQL statement, so concurrent views are never lost. Hidden articles count nothing. */
export async function recordArticleView(em: EntityManager, id: number): Promise<Article> {
  const rows: Record<string, unknown>[] = Number.isInteger(id) && id > 0
    ? await em.getConnection().execute("update articles set hits = hits + 1 where id = ? and is_show returning *", [id])
    : [];
  if (!rows[0]) throw notFound(`Article ${id} was not found.`);
  return em.map(Article, rows[0]);
}

export const setArticleFields = (em: EntityManager, id: number, changes: Parameters<typeof setRowFields>[4]) =>
  setRowFields(em, Article, "Article", id, changes);

export function cleanArticleText(input: UpdateArticleInput) {
  const changes = {
    title: requireText(input.title, "title", ARTICLE_LIMITS.title),
    subtitle: optionalText(input.subtitle, "subtitle", ARTICLE_LIMITS.subtitle),
    summary: optionalText(input.summary, "summary", ARTICLE_LIMITS.summary),
    cover: optionalUrl(input.cover, "cover"),
    content: input.content === undefined ? undefined : sanitizeContent(input.content),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

function sanitizeContent(html: string): string {
  if (html.length > ARTICLE_LIMITS.content) throw badInput(`content must be at most ${ARTICLE_LIMITS.content} characters`, "content");
  return sanitizeArticleHtml(html);
}

export async function updateArticle(em: EntityManager, id: number, input: UpdateArticleInput): Promise<Article> {
  const changes: Record<string, unknown> = cleanArticleText(input);
  if (input.columnId !== undefined) changes.column = await columnOfKind(em, input.columnId, ColumnKind.ARTICLES);
  if (Object.keys(changes).length === 0) throw badInput("Give at least one field to change.");
  const article = await getArticle(em, id, true);
  em.assign(article, changes);
  await em.flush();
  return article;
}

export async function createArticle(em: EntityManager, input: CreateArticleInput): Promise<Article> {
  if (input.title === undefined || input.title === null) throw badInput("title must not be blank", "title");
  const fields = cleanArticleText(input);
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = await columnOfKind(em, input.columnId, ColumnKind.ARTICLES);
  const article = em.create(Article, {
    ...fields,
    title: fields.title as string,
    column,
    isShow: input.isShow ?? true,
    sid: input.sid ?? 0,
  });
  await em.flush();
  return article;
}

/** Deletes through the unit of work (not a bare DELETE), so flush listeners such as cache invalidation see it. */
export async function deleteArticle(em: EntityManager, id: number): Promise<number> {
  const article = await findRowOrFail(em, Article, "Article", id);
  em.remove(article);
  await em.flush();
  return id;
}
