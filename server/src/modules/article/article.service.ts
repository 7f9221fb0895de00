import type { EntityManager } from "@mikro-orm/postgresql";
import { UniqueConstraintViolationException, type FilterQuery } from "@mikro-orm/core";
import { badInput, notFound, nothingToChange, rowNotFound, unauthenticated } from "../../kernel/errors";
import { checkPage, checkSid, orderBy, type PageArgs } from "../../kernel/paging";
import { columnOfKind } from "../column/column.service";
import { visibleToVisitors, visibleToVisitorsSql } from "./article-visibility";
import { firstVersions, oneVisibleVersion, otherVersions, shareWithVersions, versionIn } from "./article-versions";
import { languageOfText, type Language } from "../../kernel/language";
import { ColumnKind } from "../column/column.entity";
import { deleteRowOperation, rowFieldsOperation } from "../../kernel/row-updates";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC, type Account } from "../../kernel/permissions";
import { cleanArticleTexts } from "./article-texts";
import { historyOf, recordRevision } from "./article-revision-log";
import { ArticleRevisionKind } from "./article-revision.entity";
import { findWorkingCopy, settleWorkingCopy } from "./working-copy-texts";
import { Article, ArticleStatus } from "./article.entity";
import { SEARCH_MAX_LENGTH, type ArticleListArgs, type CreateArticleInput, type UpdateArticleInput } from "./article.inputs";
import { literalLike } from "../../kernel/like-pattern";
import { blank, tooLong } from "../../kernel/text-rules";
import { findPage } from "../../kernel/find-page";
import { bodyText, excerptOf } from "../../shared/article-text";
import { HomeOrder } from "../site-info/site-info.entity";
import { checkedSlug } from "../../kernel/slug";
import type { RequestContext } from "../../kernel/request-context";
import { articleWithSlug, moveArticleSlug, newArticleSlug } from "./article-slug";

/** The last body read as text, per article: excerpt, word count and reading time all start from it. */
const bodyTexts = new WeakMap<object, { content: string; text: string }>();

/** The article body's plain text, read once for as long as the body stays the same. */
export function articleText(article: Pick<Article, "content">): string {
  const known = bodyTexts.get(article);
  if (known?.content === article.content) return known.text;
  const text = bodyText(article.content);
  bodyTexts.set(article, { content: article.content, text });
  return text;
}

/** The summary, or when the author wrote none, the start of the body: what lists, feeds and page heads show. */
export function excerptFor(article: Pick<Article, "summary" | "content">): string {
  return article.summary || excerptOf(articleText(article));
}

export { visibleToVisitors, visibleToVisitorsSql } from "./article-visibility";

/** Whether visitors may see this article now, by visibleToVisitors (its column's state is read too). */
async function isVisibleToVisitors(em: EntityManager, article: Article): Promise<boolean> {
  return (await em.count(Article, { $and: [{ id: article.id }, visibleToVisitors()] })) > 0;
}

/** The condition for a title search; nothing for an empty one. */
function titleSearch(search: string | null | undefined): { title?: { $ilike: string } } {
  const text = search?.trim() ?? "";
  if (text === "") return {};
  if (text.length > SEARCH_MAX_LENGTH) throw tooLong("search", SEARCH_MAX_LENGTH);
  return { title: { $ilike: `%${literalLike(text)}%` } };
}

/** A page of articles; unpublished and hidden ones only when `includeHidden` (the caller has checked who may see them). */
export async function findArticles(em: EntityManager, args: ArticleListArgs) {
  checkPage(args);
  const filters: FilterQuery<Article> = {
    ...(args.columnId === undefined ? {} : { column: args.columnId }),
    ...(args.tag === undefined || args.tag === null ? {} : { tags: { slug: args.tag.trim() } }),
    ...(args.status === undefined || args.status === null ? {} : { status: args.status }),
    ...titleSearch(args.search),
  };
  // Visibility is a condition of its own, so no filter (a status, say) can stand in for it.
  const where = (): FilterQuery<Article> =>
    args.includeHidden ? { $and: [firstVersions(), filters] } : { $and: [visibleToVisitors(), oneVisibleVersion(args.language), filters] };
  const [items, total] = await findPage(em, Article, where, {
    orderBy: orderBy(args.orderBy, args.direction),
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
}

/**
 * The home page's order: featured articles first, then by sort order when the site info's homeOrder says
 * SORT_ORDER, then newest published first. The setting is read inside the statement, so the list stays one
 * SQL statement and follows the setting at once.
 */
const homeOrder = (a: string) =>
  `${a}.featured desc, case when (select home_order from site_info order by id desc limit 1) = '${HomeOrder.SORT_ORDER}' then ${a}.sid end asc, ${a}.published_at desc, ${a}.id desc`;

/** The home page's list: what visitors may see, each article once in `language` when it has that version, in the home order. */
export async function findHomeArticles(em: EntityManager, page: PageArgs, language?: Language | null) {
  checkPage(page);
  const [items, total] = await findPage(em, Article, () => ({ $and: [visibleToVisitors(), oneVisibleVersion(language)] }), { orderBy: homeOrder, offset: page.offset, limit: page.limit });
  return { items, total };
}

/** An article visitors may see; the others too when `includeHidden` (a signed-in preview). */
export async function findArticle(em: EntityManager, id: number, includeHidden: boolean): Promise<Article> {
  const where: FilterQuery<Article> = includeHidden ? { id } : { $and: [{ id }, visibleToVisitors()] };
  const article = Number.isInteger(id) && id > 0 ? await em.findOne(Article, where) : null;
  if (!article) throw rowNotFound("Article", id);
  return article;
}

/** The article with this slug, or the one that had it before (the caller redirects to its permalink). */
export async function findArticleBySlug(em: EntityManager, slug: string, includeHidden: boolean): Promise<Article> {
  const article = await articleWithSlug(em, slug.trim());
  if (!article || (!includeHidden && !(await isVisibleToVisitors(em, article)))) throw notFound(`No article has the slug "${slug}".`, { id: "article.noSlug", values: { slug } });
  return article;
}

/**
 * The article published just before this one (`older`) or just after it (`newer`) that visitors may see, by
 * publishing time (the id breaks ties); null at either end, and for an article that is not published.
 */
export async function neighbourOf(em: EntityManager, article: Article, direction: "older" | "newer"): Promise<Article | null> {
  if (!article.publishedAt || article.status === ArticleStatus.DRAFT) return null;
  const [before, order] = direction === "older" ? (["$lt", "desc"] as const) : (["$gt", "asc"] as const);
  const when = article.publishedAt;
  return em.findOne(
    Article,
    { $and: [visibleToVisitors(), { language: article.language }, { $or: [{ publishedAt: { [before]: when } }, { publishedAt: when, id: { [before]: article.id } }] }] },
    { orderBy: { publishedAt: order, id: order } },
  );
}

/** An article as the database holds it, kept in memory for the views of the next moments. */
interface ShownRow {
  /** Mapped once, when read: mapping a row into an entity costs more than the rest of a view together. */
  article: Article;
  /** This process's written views of the article before the row was read (see CountBatcher.viewsSince). */
  writtenBefore: number;
}

/**
 * The article a view is for, when visitors may see it: from memory while nothing about articles or columns
 * has changed (cache_version), so a page view costs no database work; else one statement. Articles
 * visitors cannot see are not kept (a scheduled one becomes visible without a new version).
 */
function shownRow(ctx: RequestContext, id: number): Promise<ShownRow | undefined> {
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve(undefined);
  return ctx.rows.get(`article ${id}`, async () => {
    const writtenBefore = await ctx.counts.writtenViews(id);
    const rows: Record<string, unknown>[] = await ctx.em.getConnection().execute(`select * from articles a where a.id = ? and ${visibleToVisitorsSql("a")}`, [id]);
    if (!rows[0]) return undefined;
    const bytes = Object.values(rows[0]).reduce<number>((sum, value) => sum + (typeof value === "string" ? value.length * 2 : 16), 0);
    return { value: { article: ctx.em.map(Article, rows[0]), writtenBefore }, bytes };
  });
}

/**
 * A visitor's view: counted in memory when `counts` (written with the others within about a second, see
 * view-counting/count-batcher.ts), and answered with hits that include it and every view still waiting.
 */
async function viewArticle(ctx: RequestContext, id: number, counts: boolean): Promise<Article> {
  const shown = await shownRow(ctx, id);
  if (!shown) throw rowNotFound("Article", id);
  if (counts) ctx.counts.addView(id);
  // Every view of the kept article shares it; each answer gets a copy of its own with its own count (a plain
  // value: the ORM may have made hits an accessor, whose setter would change the shared article).
  const hits = shown.article.hits + ctx.counts.viewsSince(id, shown.writtenBefore);
  return Object.create(Article.prototype, {
    ...Object.getOwnPropertyDescriptors(shown.article),
    hits: { value: hits, writable: true, enumerable: true, configurable: true },
  }) as Article;
}

/** A slug given in an input, checked; undefined when none is given. */
export function givenSlug(slug: string | null | undefined): string | undefined {
  return slug === undefined || slug === null ? undefined : checkedSlug(slug);
}

/** The index that allows one version per language (its refusal is the caller's to explain). */
export const ONE_VERSION_PER_LANGUAGE = "articles_one_version_per_language";

/** Whether an error is a unique index's refusal, and which index's. */
export const uniqueViolationOf = (error: unknown): string | undefined =>
  error instanceof UniqueConstraintViolationException ? ((error as { constraint?: string }).constraint ?? "") : undefined;

/**
 * Writes, turning the slug's refusal (the same slug saved by another request at the same moment) into a clear
 * one; the one-version-per-language refusal goes to the caller, which knows the language.
 */
export async function flushArticle(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    const index = uniqueViolationOf(error);
    if (index !== undefined && index !== ONE_VERSION_PER_LANGUAGE) throw badInput("Another article took this slug a moment ago: save again.", "slug", { id: "slug.justTaken" });
    throw error;
  }
}

async function saveArticleChanges(em: EntityManager, id: number, input: UpdateArticleInput, author: Account | null): Promise<Article> {
  const changes: Record<string, unknown> = cleanArticleTexts(input);
  const slug = givenSlug(input.slug);
  if (input.columnId !== undefined) changes.column = await columnOfKind(em, input.columnId, ColumnKind.ARTICLES);
  if (Object.keys(changes).length === 0 && slug === undefined) throw nothingToChange();
  const article = await findArticle(em, id, true);
  // Everything is read before anything changes, so no query flushes half a change.
  const copy = await findWorkingCopy(em, id);
  const latest = await historyOf(em, article);
  const sharing = changes.cover !== undefined || changes.column !== undefined ? await otherVersions(em, article) : [];
  await moveArticleSlug(em, article, { slug, title: changes.title as string | undefined });
  em.assign(article, changes);
  shareWithVersions(article, sharing);
  settleWorkingCopy(em, article, copy, Object.keys(changes));
  recordRevision(em, article, latest, article, author, ArticleRevisionKind.SAVE);
  await flushArticle(em);
  return article;
}

async function saveNewArticle(em: EntityManager, input: CreateArticleInput, author: Account | null): Promise<Article> {
  if (input.title === undefined || input.title === null) throw blank("title");
  const fields = cleanArticleTexts(input);
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = await columnOfKind(em, input.columnId, ColumnKind.ARTICLES);
  const { slug, id } = await newArticleSlug(em, fields.title as string, givenSlug(input.slug));
  const article = em.create(Article, {
    ...fields,
    ...(id === undefined ? {} : { id }),
    slug,
    title: fields.title as string,
    column,
    isShow: input.isShow ?? true,
    sid: input.sid ?? 0,
    status: ArticleStatus.DRAFT,
    // Unless the author says, the language the title is written in (Han characters: Chinese).
    language: input.language ?? languageOfText(fields.title as string),
  });
  recordRevision(em, article, null, article, author, ArticleRevisionKind.SAVE);
  await flushArticle(em);
  return article;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Articles a page at a time; visitors see the ones visibleToVisitors allows only. */
export const listArticles = operation(PUBLIC, async (ctx, args: ArticleListArgs) => {
  if (args.includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden articles.", { id: "signIn.hiddenArticles" });
  return findArticles(ctx.em, args);
});

/**
 * One article by id or by slug (a former slug finds it too); an unpublished or hidden one only for a signed-in
 * user (a preview). With `language`, its version in that language when there is one the caller may see.
 */
export const getArticle = operation(PUBLIC, async (ctx, { id, slug, language }: { id?: number | null; slug?: string | null; language?: Language | null }) => {
  if ((id === undefined || id === null) === (slug === undefined || slug === null)) throw badInput("Give the article's id or its slug, one of the two.", undefined, { id: "article.idOrSlug" });
  const found = slug === undefined || slug === null ? await findArticle(ctx.em, id!, !!ctx.user) : await findArticleBySlug(ctx.em, slug, !!ctx.user);
  return versionIn(ctx.em, found, language, !!ctx.user);
});

/**
 * A visitor opens an article: counts the view when the view counter says it counts (once per visitor per
 * article per half hour, within a budget per address) and answers the shown article either way.
 */
export const recordArticleView = operation(PUBLIC, (ctx, { id }: { id: number }) =>
  viewArticle(ctx, id, ctx.viewCounter.shouldCount(ctx.ip, ctx.userAgent, `article:${id}`)),
);

/** The home page's articles, featured first. */
export const listHomeArticles = operation(PUBLIC, (ctx, { language, ...page }: PageArgs & { language?: Language | null }) => findHomeArticles(ctx.em, page, language));

export const setArticleFeatured = operation(EDIT, "Features an article (the home page lists featured articles first) or stops featuring it.", async (ctx, { id, featured }: { id: number; featured: boolean }) => {
  const article = await findArticle(ctx.em, id, true);
  article.featured = featured;
  await ctx.em.flush();
  return article;
});

/** Shows or hides an article, ticks it, or sets its sort order. */
export const setArticleFields = rowFieldsOperation(EDIT, Article, "Article");

export const updateArticle = operation(
  EDIT,
  "Changes an article's fields: its texts go live at once (a published article's page changes), and the working copy's changes to them are done with. A changed title or body is kept as a revision.",
  (ctx, { id, input }: { id: number; input: UpdateArticleInput }) => saveArticleChanges(ctx.em, id, input, ctx.user),
);

export const createArticle = operation(EDIT, "Writes a new article, as a draft; the body is sanitised before it is stored. Its first revision is kept.", (ctx, { input }: { input: CreateArticleInput }) => saveNewArticle(ctx.em, input, ctx.user));

export const deleteArticle = deleteRowOperation(EDIT, Article, "Article");

/** Publishes now, backdates to a past `at`, or schedules for a future one. */
async function publish(em: EntityManager, id: number, at: Date | undefined): Promise<Article> {
  if (at !== undefined && Number.isNaN(at.getTime())) throw badInput("at must be a date and time", "at", { id: "article.badTime" });
  const article = await findArticle(em, id, true);
  markPublished(article, at);
  await em.flush();
  return article;
}

/** Publishes now or at `at` (scheduled when it is to come); a published article keeps its date when no `at` is given, so it does not jump to the top. */
export function markPublished(article: Article, at?: Date, now = new Date()): void {
  const kept = article.status === ArticleStatus.PUBLISHED ? article.publishedAt : undefined;
  const when = at ?? kept ?? now;
  article.status = when > now ? ArticleStatus.SCHEDULED : ArticleStatus.PUBLISHED;
  article.publishedAt = when;
}

/** Returns an article to the drafts. */
export function markDraft(article: Article): void {
  article.status = ArticleStatus.DRAFT;
  article.publishedAt = null;
}

export const publishArticle = operation(
  EDIT,
  "Publishes an article now (no `at`, or one in the past, which becomes its publishing date) or schedules it for a future `at`, when it appears to visitors by itself. An article already published keeps its date when no `at` is given. Visitors see it only while it (isShow) and its column are shown too.",
  (ctx, { id, at }: { id: number; at?: Date | null }) => publish(ctx.em, id, at ?? undefined),
);

export const unpublishArticle = operation(EDIT, "Returns a published or scheduled article to a draft: visitors no longer see it.", async (ctx, { id }: { id: number }) => {
  const article = await findArticle(ctx.em, id, true);
  markDraft(article);
  await ctx.em.flush();
  return article;
});

/**
 * Marks scheduled articles whose time has come as published. Visitors already see them from their time on
 * (visibleToVisitors); the write raises cache_version, which is what makes every server process drop the
 * pages, feeds and sitemap it kept from before. Run by each process every SCHEDULE_SWEEP_MS.
 */
export function publishDueArticles(em: EntityManager): Promise<number> {
  return em.nativeUpdate(Article, { status: ArticleStatus.SCHEDULED, publishedAt: { $lte: new Date() } }, { status: ArticleStatus.PUBLISHED });
}

/** A scheduled article reaches every process's cached pages within this (plus the cache's staleness bound). */
export const SCHEDULE_SWEEP_MS = 10_000;
