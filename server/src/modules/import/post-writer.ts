import { languageOfText } from "../../kernel/language";
import type { EntityManager } from "@mikro-orm/postgresql";
import { codeOf } from "../../kernel/errors";
import { literalLike } from "../../kernel/like-pattern";
import type { Account } from "../../kernel/permissions";
import { freeSlug, isSlug, slugify } from "../../kernel/slug";
import { ArticleRevisionKind } from "../article/article-revision.entity";
import { recordRevision } from "../article/article-revision-log";
import { freeArticleSlug, newArticleSlug } from "../article/article-slug";
import { MAX_TAGS_PER_ARTICLE } from "../article/article-tags";
import { ARTICLE_LIMITS, cleanArticleTexts } from "../article/article-texts";
import { Article, ArticleStatus } from "../article/article.entity";
import { markPublished } from "../article/article.service";
import type { Column } from "../column/column.entity";
import { importApprovedComments } from "../comment/comment.service";
import { Tag, TAG_NAME_MAX_LENGTH } from "../tag/tag.entity";
import { say, type Saying } from "../../shared/import-words";
import type { SourcePost, SourceTag } from "./import-source";
import { ImportedItem } from "./imported-item.entity";

/** What one run shares between its posts. */
export interface WriteRun {
  kind: string;
  site: string;
  column: Column;
  user: Account;
  /** Slugs given out earlier in the run: in a dry run they are not in the database. */
  slugsGiven: Set<string>;
  /** Tags made earlier in the run, name → slug: for the report, and in a dry run not in the database either. */
  tagsMade: Map<string, string>;
}

/** Thrown inside a dry run's transaction so that it rolls back what it wrote. */
class DryRunRollback extends Error {}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Our tags for the post's, found by name whatever the letter case or made, at most MAX_TAGS_PER_ARTICLE. */
async function tagsFor(em: EntityManager, wanted: SourceTag[], run: WriteRun, made: Map<string, string>, notes: Saying[]): Promise<Tag[]> {
  const byName = new Map<string, SourceTag>();
  for (const tag of wanted) {
    const name = cut(tag.name.trim(), TAG_NAME_MAX_LENGTH);
    if (name && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), { name, slug: tag.slug });
  }
  const chosen = [...byName.values()];
  if (chosen.length > MAX_TAGS_PER_ARTICLE) notes.push(say("tagsCut", { max: MAX_TAGS_PER_ARTICLE, count: chosen.length }));
  const tags: Tag[] = [];
  for (const { name, slug } of chosen.slice(0, MAX_TAGS_PER_ARTICLE)) {
    const existing = await em.findOne(Tag, { name: { $ilike: literalLike(name) } });
    if (existing) {
      tags.push(existing);
      continue;
    }
    const base = isSlug(slug) ? slug : slugify(name) || slugify(slug) || "tag";
    const taken = new Set((await em.find(Tag, { slug: { $like: `${literalLike(base)}%` } }, { fields: ["slug"] })).map((tag) => tag.slug));
    const given = new Set([...run.tagsMade.values(), ...made.values()]);
    const free = freeSlug(base, (candidate) => taken.has(candidate) || given.has(candidate));
    tags.push(em.create(Tag, { name, slug: free }));
    made.set(name, free);
  }
  return tags;
}

/** The slug the post asks for when it fits our rule, else one from its title; numbered when taken. */
async function slugFor(em: EntityManager, post: SourcePost, title: string, run: WriteRun, notes: Saying[]): Promise<{ slug: string; id?: number }> {
  const base = isSlug(post.slug) ? post.slug : slugify(post.slug) || slugify(title);
  if (!base) return newArticleSlug(em, title);
  const slug = await freeArticleSlug(em, base, undefined, run.slugsGiven);
  if (slug !== base) notes.push(say("slugTaken", { base, slug }));
  return { slug };
}

/**
 * Writes one post as an article with its tags, approved comments, first revision and import record, in one transaction, so a
 * post that fails leaves nothing behind; a dry run does the same and rolls it back. `html` and `cover`
 * already point at our copies of the images.
 */
export async function writePost(
  em: EntityManager,
  post: SourcePost,
  content: { html: string; cover: string },
  run: WriteRun,
  dryRun: boolean,
): Promise<{ article: Article; notes: Saying[] }> {
  const notes: Saying[] = [];
  const title = cut(post.title.trim(), ARTICLE_LIMITS.title) || "(untitled)";
  if (title !== post.title.trim()) notes.push(post.title.trim() ? say("titleShortened", { max: ARTICLE_LIMITS.title }) : say("untitled"));
  const texts = cleanArticleTexts({ title, summary: cut(post.excerpt, ARTICLE_LIMITS.summary), content: content.html });
  let cover = "";
  try {
    cover = cleanArticleTexts({ title, cover: content.cover }).cover ?? "";
  } catch (error) {
    if (!codeOf(error)) throw error;
    notes.push(say("coverNotKept", { url: content.cover }));
  }

  let written: Article | undefined;
  const made = new Map<string, string>();
  try {
    await em.transactional(async (tx) => {
      const { slug, id } = await slugFor(tx, post, title, run, notes);
      const article = tx.create(Article, {
        ...texts,
        ...(id === undefined ? {} : { id }),
        title,
        slug,
        cover,
        column: run.column,
        isShow: true,
        sid: 0,
        featured: post.featured,
        language: languageOfText(title),
        createTime: post.createdAt ?? post.publishedAt ?? new Date(),
      });
      if (post.status !== "DRAFT") {
        markPublished(article, post.publishedAt ?? post.createdAt ?? undefined);
        if (post.status === "SCHEDULED" && article.status === ArticleStatus.PUBLISHED) notes.push(say("scheduledPast"));
      }
      article.tags.set(await tagsFor(tx, post.tags, run, made, notes));
      recordRevision(tx, article, null, article, run.user, ArticleRevisionKind.SAVE);
      tx.create(ImportedItem, { sourceKind: run.kind, sourceSite: run.site, sourceId: post.sourceId, article });
      await tx.flush();
      await importApprovedComments(tx, article, post.comments);
      // Noted once written: a post that fails gives out neither its slug nor its new tags.
      run.slugsGiven.add(slug);
      for (const [name, tagSlug] of made) run.tagsMade.set(name, tagSlug);
      written = article;
      if (dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return { article: written!, notes };
}
