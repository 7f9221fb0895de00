import { randomUUID } from "node:crypto";
import type { Context } from "@fedify/fedify";
import { Create, Delete, Tombstone, Update, Article as ArticleObject } from "@fedify/vocab";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { ArticleChange } from "./federated-articles";
import type { FederationData } from "./federation-data";
import { articleObject } from "./federation-objects";
import { BLOG } from "./federation-paths";
import { visibleVersions } from "./visible-versions";

/** Sends each change the sweep found (federated-articles.ts) to the followers' (shared) inboxes, in `ctx`. */
export async function sendArticleChanges(ctx: Context<FederationData>, em: EntityManager, changes: ArticleChange[]): Promise<void> {
  for (const change of changes) {
    const activity = await activityFor(ctx, em, change);
    if (activity) await ctx.sendActivity({ identifier: BLOG }, "followers", activity, { preferSharedInbox: true });
  }
}

/** A created or edited article as Create or Update of its object, a withdrawn one as Delete of a Tombstone. */
async function activityFor(ctx: Context<FederationData>, em: EntityManager, change: ArticleChange) {
  const actor = ctx.getActorUri(BLOG);
  const objectId = ctx.getObjectUri(ArticleObject, { id: String(change.articleId) });
  // Each activity its own id: the same article may be created, deleted and created again.
  const id = new URL(`${objectId.href}#${change.kind}-${randomUUID()}`);
  if (change.kind === "delete") {
    return new Delete({ id, actor, to: ctx.getFollowersUri(BLOG), object: new Tombstone({ id: objectId }) });
  }
  const versions = await visibleVersions(em.fork(), change.articleId);
  if (versions.length === 0) return null;
  const object = await articleObject(ctx, change.articleId, versions);
  const Activity = change.kind === "create" ? Create : Update;
  return new Activity({ id, actor, to: object.toId, cc: object.ccId, object, published: change.kind === "create" ? object.published : object.updated });
}
