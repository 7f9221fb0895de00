import { createFederation, type Federation } from "@fedify/fedify";
import { Announce, Article as ArticleObject, Create, Delete, Follow, Like, Undo, Update } from "@fedify/vocab";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config";
import type { JobQueue } from "../../kernel/jobs";
import { DatabaseKvStore } from "./federation-kv";
import { blogKeyPairs } from "./federation-keys";
import { articleObject, blogActor } from "./federation-objects";
import type { FederationData } from "./federation-data";
import { BLOG, FEDERATION_PATHS } from "./federation-paths";
import { visibleVersions } from "./visible-versions";
import { JobMessageQueue } from "./federation-queue";
import { onAnnounce, onDelete, onUnverifiedDelete, onFollow, onLike, onNote, onUndo, unlessBlocked } from "./federation-inbox";
import { federationSettings, followerCount, followersPage, removeFollower } from "./federation-store";
import { publishedArticleCount, publishedArticlesPage } from "./federated-articles";

export type BlogFederation = Federation<FederationData>;

/** The actor's collections are paged by this many. */
const PAGE = 20;

/**
 * The blog in the fediverse, by Fedify: WebFinger and NodeInfo, the one actor with its keys, its inbox (Follow,
 * Undo, Like, Announce, replies by Create/Update of a Note, Delete; nothing from a blocked actor or server),
 * outbox and followers, and each published article as an object. Fedify checks every incoming
 * signature (draft-cavage and RFC 9421) and answers 401 when one is missing or wrong; what it sends goes
 * through our job queue and is signed with the keys in the database.
 */
export function createBlogFederation(orm: MikroORM, config: Config, jobs: () => JobQueue): BlogFederation {
  const federation = createFederation<FederationData>({
    kv: new DatabaseKvStore(orm),
    queue: new JobMessageQueue(config, jobs),
    // Started by whoever makes this (federation-on-demand.ts), after the job queue runs.
    manuallyStartQueue: true,
    // Peers on this machine, for tests only: Fedify otherwise refuses to fetch or deliver to private addresses.
    allowPrivateAddress: config.federationTestPrivateAddresses,
  });
  defineBlogFederation(federation, orm);
  return federation;
}

/** What `defineBlogFederation` registers on: a Federation, or @fedify/testing's mock of one in unit tests. */
export type FederationSetup = Omit<BlogFederation, "createContext">;

/** Registers the blog's routes, dispatchers and inbox listeners on `federation`. */
export function defineBlogFederation(federation: FederationSetup, orm: MikroORM): void {
  const keyPairs = blogKeyPairs(orm);

  // Each setter called on its own rather than chained: @fedify/testing's mock returns other objects from them.
  const actor = federation.setActorDispatcher(FEDERATION_PATHS.actor, (ctx, identifier) => (identifier === BLOG ? blogActor(ctx) : null));
  // The handle's name is the owner's choice (federation_settings.username); the URL's identifier stays BLOG.
  actor.mapHandle(async (ctx, username) => (username.toLowerCase() === (await federationSettings(ctx.data.em())).username ? BLOG : null));
  actor.setKeyPairsDispatcher((_ctx, identifier) => (identifier === BLOG ? keyPairs() : []));

  const followers = federation.setFollowersDispatcher(FEDERATION_PATHS.followers, async (ctx, identifier, cursor) => {
    if (identifier !== BLOG || cursor === null) return null;
    const rows = await followersPage(ctx.data.em(), Number(cursor) || 0, PAGE);
    return {
      items: rows.map((row) => ({ id: new URL(row.actorUri), inboxId: new URL(row.inboxUri), endpoints: row.sharedInboxUri ? { sharedInbox: new URL(row.sharedInboxUri) } : null })),
      nextCursor: rows.length === PAGE ? String(rows[rows.length - 1].id) : null,
    };
  });
  followers.setFirstCursor(() => "0");
  followers.setCounter((ctx, identifier) => (identifier === BLOG ? followerCount(ctx.data.em()) : null));

  const outbox = federation.setOutboxDispatcher(FEDERATION_PATHS.outbox, async (ctx, identifier, cursor) => {
    if (identifier !== BLOG || cursor === null) return null;
    const em = ctx.data.em();
    const offset = Number(cursor) || 0;
    const rows = await publishedArticlesPage(em, offset, PAGE);
    const items = [];
    for (const row of rows) {
      const versions = await visibleVersions(em, row.articleId);
      if (versions.length === 0) continue;
      const object = await articleObject(ctx, row.articleId, versions);
      items.push(new Create({ id: new URL(`${object.id!.href}#create`), actor: ctx.getActorUri(BLOG), to: object.toId, cc: object.ccId, object, published: object.published }));
    }
    return { items, nextCursor: rows.length === PAGE ? String(offset + PAGE) : null };
  });
  outbox.setFirstCursor(() => "0");
  outbox.setCounter((ctx, identifier) => (identifier === BLOG ? publishedArticleCount(ctx.data.em()) : null));

  federation.setObjectDispatcher(ArticleObject, FEDERATION_PATHS.article, async (ctx, { id }) => {
    const rootId = Number(id);
    if (!Number.isSafeInteger(rootId) || rootId <= 0) return null;
    const versions = await visibleVersions(ctx.data.em(), rootId);
    return versions.length ? articleObject(ctx, rootId, versions) : null;
  });

  federation.setNodeInfoDispatcher(FEDERATION_PATHS.nodeInfo, async (ctx) => ({
    software: { name: "quiet-notes", version: "1.0.0" },
    protocols: ["activitypub"],
    openRegistrations: false,
    usage: { users: { total: 1, activeHalfyear: 1, activeMonth: 1 }, localPosts: await publishedArticleCount(ctx.data.em()), localComments: 0 },
  }));

  federation
    .setInboxListeners(FEDERATION_PATHS.inbox, FEDERATION_PATHS.sharedInbox)
    .on(Follow, unlessBlocked(onFollow))
    .on(Undo, unlessBlocked(onUndo))
    .on(Like, unlessBlocked(onLike))
    .on(Announce, unlessBlocked(onAnnounce))
    .on(Create, unlessBlocked(onNote))
    .on(Update, unlessBlocked(onNote))
    .on(Delete, unlessBlocked(onDelete))
    .onUnverifiedActivity(onUnverifiedDelete);

  // An inbox that answers 404 or 410 (Fedify's permanent failures) is gone: its followers are removed, once.
  federation.setOutboxPermanentFailureHandler(async (ctx, { actorIds }) => {
    const em = ctx.data.em();
    for (const actorId of actorIds) await removeFollower(em, actorId.href);
  });
}
