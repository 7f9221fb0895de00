import { Field, InputType } from "type-graphql";
import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT } from "../../kernel/permissions";
import { historyOf, recordRevision } from "./article-revision-log";
import { ArticleRevisionKind } from "./article-revision.entity";
import { cleanArticleTexts, type ArticleTexts } from "./article-texts";
import { WORKING_COPY_FIELDS } from "./article-working-copy.entity";
import { findArticle } from "./article.service";
import { findWorkingCopy, pendingTexts, putWorkingCopy, type WorkingCopyTexts } from "./working-copy-texts";

const SAME_AS_LIVE = "null when it is the same as the live article's (a change undone)";

@InputType({ description: "The editor's texts to keep in the working copy; an omitted one stays as the working copy has it." })
export class ArticleWorkingCopyInput {
  @Field(() => String, { nullable: true, description: `Title, blank allowed while writing; ${SAME_AS_LIVE}.` }) title?: string | null;
  @Field(() => String, { nullable: true, description: `Subtitle; ${SAME_AS_LIVE}.` }) subtitle?: string | null;
  @Field(() => String, { nullable: true, description: `Summary; ${SAME_AS_LIVE}.` }) summary?: string | null;
  @Field(() => String, { nullable: true, description: `Cover image URL; ${SAME_AS_LIVE}.` }) cover?: string | null;
  @Field(() => String, { nullable: true, description: `Body HTML, sanitised before it is kept; ${SAME_AS_LIVE}.` }) content?: string | null;
}

/** The given fields: cleaned texts, and null for those back to the live text. */
function workingTexts(input: ArticleWorkingCopyInput): { texts: ArticleTexts; undone: string[] } {
  const given = WORKING_COPY_FIELDS.filter((field) => input[field] !== undefined);
  if (given.length === 0) throw badInput("Give at least one text to keep.", undefined, { id: "workingCopy.nothingToKeep" });
  const undone = given.filter((field) => input[field] === null);
  const texts = cleanArticleTexts(Object.fromEntries(given.filter((field) => input[field] !== null).map((field) => [field, input[field]])), { blankTitle: true });
  return { texts, undone };
}

export const saveArticleWorkingCopy = operation(
  EDIT,
  "Keeps the texts the author is writing without making them live: the editor's autosave. A published article's page does not change until updateArticle (the editor's Update); a draft stays a draft. A changed title or body is kept as a revision, one per author per few minutes of writing.",
  async (ctx, { id, input }: { id: number; input: ArticleWorkingCopyInput }) => {
    const { texts, undone } = workingTexts(input);
    const article = await findArticle(ctx.em, id, true);
    const existing = await findWorkingCopy(ctx.em, id);
    const latest = await historyOf(ctx.em, article);
    const kept = pendingTexts(existing);
    const wanted = Object.fromEntries(WORKING_COPY_FIELDS.map((field) => [field, undone.includes(field) ? null : (texts[field] ?? kept[field])])) as WorkingCopyTexts;
    const written = putWorkingCopy(ctx.em, article, existing, wanted, ctx.user);
    recordRevision(ctx.em, article, latest, written, ctx.user, ArticleRevisionKind.AUTOSAVE);
    await ctx.em.flush();
    return article;
  },
);

export const discardArticleWorkingCopy = operation(
  EDIT,
  "Throws away the working copy's changes: the editor shows the live texts again. Its revisions stay in the history.",
  async (ctx, { id }: { id: number }) => {
    const article = await findArticle(ctx.em, id, true);
    const copy = await findWorkingCopy(ctx.em, id);
    if (copy) {
      ctx.em.remove(copy);
      await ctx.em.flush();
    }
    return article;
  },
);
