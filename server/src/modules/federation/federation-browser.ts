import type { EntityManager } from "@mikro-orm/postgresql";
import { articlePath } from "../article/article-slug";
import { isWithdrawn } from "./federated-articles";
import { BLOG, FEDERATION_PATHS } from "./federation-paths";
import { visibleVersions } from "./visible-versions";

const ACTOR = FEDERATION_PATHS.actor.replace("{identifier}", BLOG);
const ARTICLE = new RegExp(`^${FEDERATION_PATHS.article.replace("{id}", "(\\d+)")}$`);

/** The page a browser is sent to from a federation URL: the home page for the actor, an article's page for it. */
export async function browserPathFor(em: EntityManager, path: string): Promise<string | null> {
  if (path === ACTOR) return "/";
  const articleId = ARTICLE.exec(path)?.[1];
  if (!articleId) return null;
  const [first] = await visibleVersions(em, Number(articleId));
  return first ? articlePath(first) : null;
}

/** The article id of a federation URL whose article was federated and then withdrawn (it answers 410). */
export async function withdrawnArticleId(em: EntityManager, path: string): Promise<number | null> {
  const articleId = ARTICLE.exec(path)?.[1];
  if (!articleId || !Number.isSafeInteger(Number(articleId))) return null;
  return (await isWithdrawn(em, Number(articleId))) ? Number(articleId) : null;
}
