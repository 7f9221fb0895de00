import { randomUUID } from "node:crypto";
import type { InboxContext, RequestContext, UnverifiedActivityReason } from "@fedify/fedify";
import { Accept, Activity, Announce, Article as ArticleObject, type Create, Delete, Follow, Like, Note, type Undo, type Update } from "@fedify/vocab";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Article } from "../article/article.entity";
import type { FederationData } from "./federation-data";
import { BLOG } from "./federation-paths";
import { visibleVersions } from "./visible-versions";
import { type ReactionKind, removeActor, removeReaction, removeReply, saveReaction, saveReply } from "./federation-reactions";
import { rememberOrigin, removeFollower, saveFollower } from "./federation-store";
import { blockOf } from "./federation-blocks";

/**
 * What the blog does with each kind of activity its inbox takes. Fedify has verified the sender's signature and
 * that it speaks for the activity's actor before calling these; anything of another kind is acknowledged and
 * dropped by Fedify.
 */

/**
 * A listener that drops every activity whose actor is blocked, or on a blocked server, before it does anything:
 * the middleware refuses their deliveries at the door, and this catches what was queued before the block was
 * made or came forwarded by another server.
 */
export function unlessBlocked<A extends Activity>(listener: (ctx: InboxContext<FederationData>, activity: A) => Promise<void>) {
  return async (ctx: InboxContext<FederationData>, activity: A): Promise<void> => {
    if (activity.actorId && (await blockOf(ctx.data.em(), activity.actorId.href))) return;
    await listener(ctx, activity);
  };
}

/** A Follow of the blog: the follower is stored (again, with fresh inboxes, if it follows twice) and accepted. */
export async function onFollow(ctx: InboxContext<FederationData>, follow: Follow): Promise<void> {
  if (follow.objectId?.href !== ctx.getActorUri(BLOG).href) return;
  const follower = await follow.getActor(ctx);
  if (!follower?.id || !follower.inboxId) return;
  const em = ctx.data.em();
  await saveFollower(em, {
    actorUri: follower.id.href,
    inboxUri: follower.inboxId.href,
    sharedInboxUri: follower.endpoints?.sharedInbox?.href ?? null,
    followUri: follow.id?.href ?? null,
    username: follower.preferredUsername ? String(follower.preferredUsername) : null,
    name: follower.name ? String(follower.name) : null,
  });
  // What is sent later, outside any request, is addressed from the origin this follower knows the blog by.
  await rememberOrigin(em, ctx.origin);
  await ctx.sendActivity({ identifier: BLOG }, follower, new Accept({ id: new URL(`#accepts/${randomUUID()}`, ctx.getActorUri(BLOG)), actor: ctx.getActorUri(BLOG), object: follow }));
}

/**
 * An Undo of a Follow (that actor stops following) or of a Like or Announce (no longer counted). Only the
 * actor's own activity can be taken back.
 */
export async function onUndo(ctx: InboxContext<FederationData>, undo: Undo): Promise<void> {
  if (!undo.actorId) return;
  const object = await undo.getObject(ctx);
  if (!(object instanceof Activity) || object.actorId?.href !== undo.actorId.href) return;
  if (object instanceof Follow) await removeFollower(ctx.data.em(), undo.actorId.href);
  else if ((object instanceof Like || object instanceof Announce) && object.id) await removeReaction(ctx.data.em(), object.id.href, undo.actorId.href);
}

/** The last segment of an object URL of ours, `/ap/articles/{id}`: the article's first version's id. */
const ARTICLE_ID = /\/(\d{1,9})$/;

/**
 * The article an object URL names, when it is one of ours (the very URL we give it, at the origin this request
 * came to) and still shown; else null. Matched by building our URL again rather than by `ctx.parseUri`, which
 * @fedify/testing's mock does not route.
 */
async function ourArticle(ctx: InboxContext<FederationData>, uri: URL | null | undefined): Promise<Article | null> {
  const id = uri && ARTICLE_ID.exec(uri.pathname)?.[1];
  if (!id || ctx.getObjectUri(ArticleObject, { id }).href !== uri.href) return null;
  const versions = await visibleVersions(ctx.data.em(), Number(id));
  return versions[0] ?? null;
}

/** A Like or Announce of one of our articles: counted once per activity id. Others' posts are ignored. */
async function onReaction(ctx: InboxContext<FederationData>, activity: Like | Announce, kind: ReactionKind): Promise<void> {
  if (!activity.id || !activity.actorId) return;
  const article = await ourArticle(ctx, activity.objectId);
  if (!article) return;
  await saveReaction(ctx.data.em(), { activityUri: activity.id.href, kind, actorUri: activity.actorId.href, articleId: article.translationOf?.id ?? article.id });
}

export const onLike = (ctx: InboxContext<FederationData>, like: Like) => onReaction(ctx, like, "LIKE");
export const onAnnounce = (ctx: InboxContext<FederationData>, announce: Announce) => onReaction(ctx, announce, "ANNOUNCE");

/**
 * A Create (or Update) of a Note replying to one of our articles: a pending comment with its author's name,
 * picture and address. The note must be the activity's actor's own.
 */
export async function onNote(ctx: InboxContext<FederationData>, activity: Create | Update): Promise<void> {
  const note = await activity.getObject(ctx);
  if (!(note instanceof Note) || !note.id || !activity.actorId || note.attributionId?.href !== activity.actorId.href) return;
  const article = await ourArticle(ctx, note.replyTargetId);
  if (!article) return;
  const author = await activity.getActor(ctx);
  const icon = author ? await author.getIcon(ctx) : null;
  const photo = icon?.url instanceof URL ? icon.url.href : "";
  await saveReply(ctx.data.em(), article, {
    noteUri: note.id.href,
    actorUri: activity.actorId.href,
    authorName: String(author?.name ?? author?.preferredUsername ?? ""),
    authorUrl: activity.actorId.href,
    authorPhoto: /^https?:\/\//.test(photo) ? photo : "",
    contentHtml: String(note.content ?? ""),
  });
}

/**
 * A Delete from a remote actor: of one of its notes (the reply goes), or of the actor itself (all it said and
 * did goes). Fedify lets a Delete of an actor whose key is gone through when the activity names that actor.
 */
export async function onDelete(ctx: InboxContext<FederationData>, del: Delete): Promise<void> {
  const actorUri = del.actorId?.href;
  const objectUri = del.objectId?.href;
  if (!actorUri || !objectUri) return;
  const em = ctx.data.em();
  if (objectUri === actorUri) await forgetAccount(em, actorUri);
  else await removeReply(em, objectUri, actorUri);
}

/** A deleted account: its replies, likes and reposts go, and it follows no more. */
async function forgetAccount(em: EntityManager, actorUri: string): Promise<void> {
  await removeActor(em, actorUri);
  await removeFollower(em, actorUri);
}

/**
 * A deleted account's last Delete is signed with a key that went with it: the key's address answers 410, so the
 * signature cannot be checked. As Mastodon does, such a Delete of the account itself is taken when the key is the
 * account's own document (its address less the fragment) and that document answered 410 Gone: only the server
 * that deleted the account can make its address answer so. What the account left here goes, its follow included.
 * Any other unverified activity keeps Fedify's 401.
 */
export async function onUnverifiedDelete(
  ctx: RequestContext<FederationData>,
  activity: Activity,
  reason: UnverifiedActivityReason,
): Promise<Response | void> {
  if (!(activity instanceof Delete) || reason.type !== "keyFetchError") return;
  if (!("status" in reason.result) || reason.result.status !== 410) return;
  const actorUri = activity.actorId?.href;
  if (!actorUri || activity.objectId?.href !== actorUri) return;
  const keyDocument = new URL(reason.keyId);
  keyDocument.hash = "";
  if (keyDocument.href !== actorUri) return;
  await forgetAccount(ctx.data.em(), actorUri);
  return new Response(null, { status: 202 });
}
