import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT } from "../../kernel/permissions";
import { findRowOrFail } from "../../kernel/row-updates";
import { Tag } from "../tag/tag.entity";
import { Article } from "./article.entity";
import { markDraft, markPublished } from "./article.service";

/** The back-office's page size; a bulk action acts on the ticked rows of a page. */
export const MAX_BULK_ARTICLES = 100;

/**
 * The articles these ids name, every one of them, or a refusal naming the missing ids: a bulk action is all
 * or nothing, written in one flush (one transaction).
 */
async function articlesWithIds(em: EntityManager, ids: number[]): Promise<Article[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw badInput("Give at least one article id.", "ids", { id: "article.noIdsGiven" });
  if (wanted.length > MAX_BULK_ARTICLES) throw badInput(`At most ${MAX_BULK_ARTICLES} articles at a time.`, "ids", { id: "article.tooManyAtOnce", values: { max: MAX_BULK_ARTICLES } });
  const found = await em.find(Article, { id: { $in: wanted } }, { orderBy: { id: "asc" } });
  const missing = wanted.filter((id) => !found.some((article) => article.id === id));
  if (missing.length > 0) throw notFound(`No article has the id ${missing.join(", ")}.`, { id: "article.noIds", values: { ids: missing.join(", ") } });
  return found;
}

/** Runs a change on every article named, then writes them all at once. */
function bulk(description: string, change: (article: Article) => void) {
  return operation(EDIT, description, async (ctx, { ids }: { ids: number[] }) => {
    const articles = await articlesWithIds(ctx.em, ids);
    articles.forEach(change);
    await ctx.em.flush();
    return articles;
  });
}

export const publishArticles = bulk("Publishes these articles now; published ones keep their date. All or nothing.", (article) => markPublished(article));

export const unpublishArticles = bulk("Returns these articles to the drafts. All or nothing.", markDraft);

export const deleteArticles = operation(EDIT, "Deletes these articles for good. All or nothing. Returns the deleted ids.", async (ctx, { ids }: { ids: number[] }) => {
  const articles = await articlesWithIds(ctx.em, ids);
  articles.forEach((article) => ctx.em.remove(article));
  await ctx.em.flush();
  return articles.map((article) => article.id);
});

export const tagArticles = operation(EDIT, "Adds a tag to these articles (those that have it keep it). All or nothing.", async (ctx, { ids, tagId }: { ids: number[]; tagId: number }) => {
  const tag = await findRowOrFail(ctx.em, Tag, "Tag", tagId);
  const articles = await articlesWithIds(ctx.em, ids);
  for (const article of articles) {
    await article.tags.init();
    if (!article.tags.contains(tag)) article.tags.add(tag);
  }
  await ctx.em.flush();
  return articles;
});
