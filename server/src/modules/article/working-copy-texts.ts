import type { EntityManager } from "@mikro-orm/postgresql";
import type { Account } from "../../kernel/permissions";
import { User } from "../user/user.entity";
import type { Article } from "./article.entity";
import { ArticleWorkingCopy, WORKING_COPY_FIELDS, type WorkingCopyField } from "./article-working-copy.entity";

export function findWorkingCopy(em: EntityManager, articleId: number): Promise<ArticleWorkingCopy | null> {
  return em.findOne(ArticleWorkingCopy, { article: articleId });
}

/** The live texts with the working copy's changes over them: what the author sees in the editor. */
export function textsBeingWritten(article: Article, copy: ArticleWorkingCopy | null): Record<WorkingCopyField, string> {
  return Object.fromEntries(WORKING_COPY_FIELDS.map((field) => [field, copy?.[field] ?? article[field]])) as Record<WorkingCopyField, string>;
}

/** A working copy's fields: a text, or null where it is the live one. */
export type WorkingCopyTexts = Record<WorkingCopyField, string | null>;

/** The working copy's fields as they stand, all null when there is none. */
export function pendingTexts(copy: ArticleWorkingCopy | null): WorkingCopyTexts {
  return Object.fromEntries(WORKING_COPY_FIELDS.map((field) => [field, copy?.[field] ?? null])) as WorkingCopyTexts;
}

/**
 * Keeps these texts as the article's working copy, stamped with who saved it and when: a text equal to the
 * live one is kept as null, and the row goes when nothing differs. Answers the texts the author now has.
 */
export function putWorkingCopy(em: EntityManager, article: Article, existing: ArticleWorkingCopy | null, texts: WorkingCopyTexts, author: Account | null): Record<WorkingCopyField, string> {
  const changes = Object.fromEntries(WORKING_COPY_FIELDS.map((field) => [field, texts[field] === article[field] ? null : texts[field]])) as WorkingCopyTexts;
  if (WORKING_COPY_FIELDS.every((field) => changes[field] === null)) {
    if (existing) em.remove(existing);
    return textsBeingWritten(article, null);
  }
  const stamp = { savedAt: new Date(), savedBy: author ? em.getReference(User, author.id) : null };
  const copy = existing ? em.assign(existing, { ...changes, ...stamp }) : em.create(ArticleWorkingCopy, { article, ...changes, ...stamp });
  return textsBeingWritten(article, copy);
}

/**
 * Drops from the working copy the changes that are live now: the fields just saved to the article, and any
 * that the article has caught up with. The row goes once nothing differs.
 */
export function settleWorkingCopy(em: EntityManager, article: Article, copy: ArticleWorkingCopy | null, saved: readonly string[]): void {
  if (!copy) return;
  for (const field of WORKING_COPY_FIELDS) {
    if (saved.includes(field) || copy[field] === article[field]) copy[field] = null;
  }
  if (WORKING_COPY_FIELDS.every((field) => copy[field] === null)) em.remove(copy);
}

/** The article as the author is writing it, for a preview: a copy, so the working copy's texts can never be written to the article by a later flush. */
export async function articleAsWritten(em: EntityManager, article: Article): Promise<Article> {
  const copy = await findWorkingCopy(em, article.id);
  if (!copy) return article;
  const shown: Article = Object.create(Object.getPrototypeOf(article) as object);
  return Object.assign(shown, article, textsBeingWritten(article, copy));
}
