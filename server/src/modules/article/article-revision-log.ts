import type { EntityManager } from "@mikro-orm/postgresql";
import type { Account } from "../../kernel/permissions";
import { bodyText, wordCount } from "../../shared/article-text";
import { User } from "../user/user.entity";
import type { Article } from "./article.entity";
import { ArticleRevision, ArticleRevisionKind } from "./article-revision.entity";

/** Autosaves by one author closer together than this (from the first of them) make one revision, not one per pause. */
export const AUTOSAVE_JOIN_MS = 5 * 60_000;

/** The title and body a revision keeps. */
export interface RevisionTexts {
  title: string;
  content: string;
}

function revisionFigures(texts: RevisionTexts) {
  return { title: texts.title, content: texts.content, size: Buffer.byteLength(texts.content), wordCount: wordCount(bodyText(texts.content)) };
}

/**
 * The article's latest revision, body included; read before anything changes. An article written before
 * histories began gets its first revision now, from its live texts, so the first change can be undone too.
 */
export async function historyOf(em: EntityManager, article: Article): Promise<ArticleRevision | null> {
  const latest = await em.findOne(ArticleRevision, { article: article.id }, { orderBy: { id: "desc" }, populate: ["content"] });
  if (latest || article.id === undefined) return latest;
  const when = article.updateTime;
  return em.create(ArticleRevision, { ...revisionFigures(article), article, kind: ArticleRevisionKind.SAVE, author: null, createdAt: when, savedAt: when });
}

/**
 * Notes a save of an article's title and body, given its latest revision as historyOf read it. Nothing is
 * added when they are as that revision has them (an Update after an autosave marks the autosave as saved by
 * the author instead); an autosave joins the author's last autosave when that began less than AUTOSAVE_JOIN_MS ago.
 */
export function recordRevision(em: EntityManager, article: Article, latest: ArticleRevision | null, texts: RevisionTexts, author: Account | null, kind: ArticleRevisionKind): void {
  if (latest && latest.title === texts.title && latest.content === texts.content) {
    if (kind !== ArticleRevisionKind.AUTOSAVE && latest.kind === ArticleRevisionKind.AUTOSAVE) latest.kind = kind;
    return;
  }
  const now = new Date();
  const joins =
    kind === ArticleRevisionKind.AUTOSAVE &&
    latest?.kind === ArticleRevisionKind.AUTOSAVE &&
    (latest.author?.id ?? null) === (author?.id ?? null) &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_JOIN_MS;
  if (joins) em.assign(latest, { ...revisionFigures(texts), savedAt: now });
  else em.create(ArticleRevision, { ...revisionFigures(texts), article, kind, createdAt: now, savedAt: now, author: author ? em.getReference(User, author.id) : null });
}
