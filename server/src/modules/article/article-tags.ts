import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { EDIT } from "../../kernel/permissions";
import { Tag } from "../tag/tag.entity";
import type { Article } from "./article.entity";
import { findArticle } from "./article.service";
import { shareTags } from "./article-versions";

/** More would be a tag cloud, not a topic list; each tag is a public page of its own. */
export const MAX_TAGS_PER_ARTICLE = 20;

/** The article's tags, by name. */
export async function tagsOf(article: Article): Promise<Tag[]> {
  const tags = await article.tags.load({ dataloader: true });
  return tags.getItems().sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Replaces an article's tags with these, all or nothing: an id that names no tag refuses the whole change. */
async function replaceTags(em: EntityManager, id: number, tagIds: number[]): Promise<Article> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length > MAX_TAGS_PER_ARTICLE) throw badInput(`An article takes at most ${MAX_TAGS_PER_ARTICLE} tags.`, "tagIds", { id: "article.tooManyTags", values: { max: MAX_TAGS_PER_ARTICLE } });
  const article = await findArticle(em, id, true);
  const tags = wanted.length === 0 ? [] : await em.find(Tag, { id: { $in: wanted } });
  const missing = wanted.filter((tagId) => !tags.some((tag) => tag.id === tagId));
  if (missing.length > 0) throw badInput(`No tag has the id ${missing.join(", ")}.`, "tagIds", { id: "tag.noIds", values: { ids: missing.join(", ") } });
  await article.tags.init();
  article.tags.set(tags);
  await shareTags(em, article);
  await em.flush();
  return article;
}

export const setArticleTags = operation(
  EDIT,
  "Gives an article exactly these tags (an empty list removes them all); every id must name a tag.",
  (ctx, { id, tagIds }: { id: number; tagIds: number[] }) => replaceTags(ctx.em, id, tagIds),
);
