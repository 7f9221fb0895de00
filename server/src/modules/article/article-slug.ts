import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { literalLike } from "../../kernel/like-pattern";
import { freeSlug, SLUG_MAX_LENGTH, slugify } from "../../kernel/slug";
import { Article, ArticleStatus } from "./article.entity";
import { ArticleFormerSlug } from "./article-former-slug.entity";

/**
 * Permalinks. An article lives at /posts/{slug}. The slug is made from the title by kernel/slug's rule, which
 * keeps letters of every script: a Chinese title gives a Chinese slug (/posts/安静的笔记), shown as written by
 * browsers, with no pinyin dictionary to guess wrong on names and polyphones. A title without any letter or
 * digit gives post-{id}. Slugs are unique; a clash gets -2, -3, …
 */

/** The article's public address, percent-encoded as it goes into links, feeds and the sitemap. */
export function articlePath(article: Pick<Article, "slug">): string {
  return `/posts/${encodeURIComponent(article.slug)}`;
}

/** Room a numbered suffix needs: a base is compared on what is left of it. */
const SUFFIX_ROOM = 8;

/**
 * A slug made from `base` that no other article has now or redirects from, nor `alsoTaken` holds (slugs an
 * import has given out in a run that writes nothing).
 */
export async function freeArticleSlug(em: EntityManager, base: string, articleId?: number, alsoTaken: ReadonlySet<string> = new Set()): Promise<string> {
  const prefix = `${literalLike(base.slice(0, SLUG_MAX_LENGTH - SUFFIX_ROOM))}%`;
  const other = articleId ?? 0;
  // em.execute, not the connection's: inside a transaction (an import's) it must run on that transaction.
  const rows: { slug: string }[] = await em.execute(
    `select slug from articles where slug like ? and id <> ? union all select slug from article_former_slugs where slug like ? and article_id <> ?`,
    [prefix, other, prefix, other],
  );
  const taken = new Set(rows.map((row) => row.slug));
  return freeSlug(base, (slug) => taken.has(slug) || alsoTaken.has(slug));
}

/** The slug and, for a title without letters or digits, the id (taken from the sequence) a new article gets. */
export async function newArticleSlug(em: EntityManager, title: string, given?: string): Promise<{ slug: string; id?: number }> {
  if (given !== undefined) {
    await takeSlug(em, given);
    return { slug: given };
  }
  const base = slugify(title);
  if (base) return { slug: await freeArticleSlug(em, base) };
  const [{ id }] = await em.execute(`select nextval(pg_get_serial_sequence('articles', 'id'))::int as id`);
  return { id, slug: await freeArticleSlug(em, `post-${id}`) };
}

/**
 * Makes a slug the author asked for free for them, in the coming flush: refused when another article has it
 * now; taken over when an article only redirects from it.
 */
async function takeSlug(em: EntityManager, slug: string, articleId?: number): Promise<void> {
  const holder = await em.findOne(Article, { slug, ...(articleId ? { id: { $ne: articleId } } : {}) }, { fields: ["title"] });
  if (holder) throw badInput(`The slug "${slug}" already belongs to the article "${holder.title}".`, "slug", { id: "slug.takenByArticle", values: { slug, title: holder.title } });
  const former = await em.findOne(ArticleFormerSlug, { slug });
  if (former) em.remove(former);
}

/**
 * Whether a draft's slug is still the one its title gave (maybe numbered), so that renaming the draft renames
 * its slug too. A slug the author chose, and every slug once published, stays put.
 */
function followsTitle(article: Article): boolean {
  if (article.status !== ArticleStatus.DRAFT) return false;
  const base = slugify(article.title) || `post-${article.id}`;
  const stem = article.slug.replace(/-\d+$/, "");
  return article.slug === base || stem === base || (stem.length >= SLUG_MAX_LENGTH - SUFFIX_ROOM && base.startsWith(stem));
}

/**
 * Gives an article its new slug, for the flush that also writes its other changes: the one asked for, or, for
 * a draft whose slug follows its title, one from the new title. A slug visitors may have met is kept as a
 * former slug. Called before the other changes are assigned: its queries would flush them (MikroORM flushes
 * pending changes to an entity before querying it), and a refused slug must leave the article as it was.
 */
export async function moveArticleSlug(em: EntityManager, article: Article, change: { slug?: string; title?: string }): Promise<void> {
  let slug = change.slug;
  if (slug === undefined && change.title !== undefined && change.title !== article.title && followsTitle(article)) {
    slug = await freeArticleSlug(em, slugify(change.title) || `post-${article.id}`, article.id);
  }
  if (slug === undefined || slug === article.slug) return;
  await takeSlug(em, slug, article.id);
  if (article.status !== ArticleStatus.DRAFT) em.create(ArticleFormerSlug, { slug: article.slug, article });
  article.slug = slug;
}

/** The article that has this slug now, or had it before (a permalink to redirect), or null. */
export async function articleWithSlug(em: EntityManager, slug: string): Promise<Article | null> {
  const current = await em.findOne(Article, { slug });
  if (current) return current;
  const former = await em.findOne(ArticleFormerSlug, { slug }, { populate: ["article"] });
  return former ? former.article.getEntity() : null;
}
