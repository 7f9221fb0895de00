import type { EntityManager } from "@mikro-orm/postgresql";
import { Article } from "../article/article.entity";
import { visibleToVisitors } from "../article/article-visibility";

/** The versions of one article (by its first version's id) a visitor may see now, the first version first. */
export async function visibleVersions(em: EntityManager, rootId: number): Promise<Article[]> {
  const versions = await em.find(Article, { $and: [visibleToVisitors(), { $or: [{ id: rootId }, { translationOf: rootId }] }] }, { populate: ["tags"], orderBy: { id: "asc" } });
  return versions;
}
