import type { EntityManager } from "@mikro-orm/postgresql";
import { FederationSettings } from "./federation.entity";

/**
 * The federation's rows. The inbox writes followers with plain statements (one each, outside any unit of
 * work); the back-office reads them as FederationFollower entities (federation-admin.ts).
 */

/** The one row of settings, made on first use (so a restored backup brings its own, without a clash). */
export async function federationSettings(em: EntityManager): Promise<FederationSettings> {
  const settings = await em.findOne(FederationSettings, 1);
  if (settings) return settings;
  await em.execute(`insert into "federation_settings" ("id") values (1) on conflict ("id") do nothing`);
  return em.findOneOrFail(FederationSettings, 1);
}

export async function rememberOrigin(em: EntityManager, origin: string): Promise<void> {
  await em.execute(`insert into "federation_settings" ("id", "origin") values (1, ?) on conflict ("id") do update set "origin" = excluded."origin"`, [origin]);
}

export interface Follower {
  id: number;
  actorUri: string;
  inboxUri: string;
  sharedInboxUri: string | null;
}

/** What the owner's list shows of a follower besides its address. */
export interface FollowerLabel {
  /** Its preferred username, as its actor document gives it. */
  username: string | null;
  /** Its display name. */
  name: string | null;
}

/** A server as the blocks and the followers' list name it: the actor URL's host, in lower case, with its port if any. */
export const hostOf = (uri: string): string => new URL(uri).host.toLowerCase();

/** Stores a follower, or refreshes its inboxes, handle and name when it follows again. */
export async function saveFollower(em: EntityManager, follower: Omit<Follower, "id"> & { followUri: string | null } & FollowerLabel): Promise<void> {
  const host = hostOf(follower.actorUri);
  const handle = follower.username ? `${follower.username}@${host}`.slice(0, 500) : null;
  await em.execute(
    `insert into "federation_followers" ("actor_uri", "inbox_uri", "shared_inbox_uri", "follow_uri", "handle", "name", "host") values (?, ?, ?, ?, ?, ?, ?)
     on conflict ("actor_uri") do update set "inbox_uri" = excluded."inbox_uri", "shared_inbox_uri" = excluded."shared_inbox_uri", "follow_uri" = excluded."follow_uri",
       "handle" = excluded."handle", "name" = excluded."name"`,
    [follower.actorUri, follower.inboxUri, follower.sharedInboxUri, follower.followUri, handle, follower.name?.slice(0, 500) || null, host],
  );
}

export async function removeFollower(em: EntityManager, actorUri: string): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(`delete from "federation_followers" where "actor_uri" = ? returning "id"`, [actorUri]);
  return rows.length;
}

/** Followers oldest first, from `afterId` on (0 for the first page). */
export async function followersPage(em: EntityManager, afterId: number, limit: number): Promise<Follower[]> {
  return em.execute<Follower[]>(
    `select "id", "actor_uri" as "actorUri", "inbox_uri" as "inboxUri", "shared_inbox_uri" as "sharedInboxUri" from "federation_followers" where "id" > ? order by "id" limit ?`,
    [afterId, limit],
  );
}

export async function followerCount(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ n: number }[]>(`select count(*)::int as "n" from "federation_followers"`);
  return rows[0].n;
}
