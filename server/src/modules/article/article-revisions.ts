import type { EntityManager } from "@mikro-orm/postgresql";
import { rowNotFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT, SESSION } from "../../kernel/permissions";
import { historyOf, recordRevision } from "./article-revision-log";
import { ArticleRevision, ArticleRevisionKind } from "./article-revision.entity";
import { findArticle } from "./article.service";
import { findWorkingCopy, pendingTexts, putWorkingCopy } from "./working-copy-texts";

/** A history longer than this is read from its newest end: nobody compares with the 201st save back. */
export const MAX_REVISIONS_LISTED = 200;

export const listArticleRevisions = operation(SESSION, async (ctx, { articleId }: { articleId: number }) => {
  await findArticle(ctx.em, articleId, true);
  return ctx.em.find(ArticleRevision, { article: articleId }, { orderBy: { id: "desc" }, limit: MAX_REVISIONS_LISTED });
});

async function findRevision(em: EntityManager, id: number): Promise<ArticleRevision> {
  const revision = Number.isInteger(id) && id > 0 ? await em.findOne(ArticleRevision, { id }, { populate: ["content"] }) : null;
  if (!revision) throw rowNotFound("Revision", id);
  return revision;
}

export const getArticleRevision = operation(SESSION, (ctx, { id }: { id: number }) => findRevision(ctx.em, id));

export const restoreArticleRevision = operation(
  EDIT,
  "Brings back a revision's title and body into the article's working copy, as a new revision: the editor shows them, and they go live with updateArticle (the editor's Update or Save draft). The revisions after it stay, so a restore can be undone.",
  async (ctx, { id }: { id: number }) => {
    const revision = await findRevision(ctx.em, id);
    const article = await findArticle(ctx.em, revision.article.id, true);
    const existing = await findWorkingCopy(ctx.em, article.id);
    const latest = await historyOf(ctx.em, article);
    const written = putWorkingCopy(ctx.em, article, existing, { ...pendingTexts(existing), title: revision.title, content: revision.content }, ctx.user);
    recordRevision(ctx.em, article, latest, written, ctx.user, ArticleRevisionKind.RESTORE);
    await ctx.em.flush();
    return article;
  },
);
