import type { EntityManager } from "@mikro-orm/postgresql";
import { literalLike } from "../../kernel/like-pattern";
import { FederationBlockKind } from "./federation.entity";
import { hostOf } from "./federation-store";

/**
 * Who the blog takes nothing from. A server block covers the host as written (with its port, when it names
 * one) and, without a port, that host's subdomains too, as Mastodon's domain blocks do.
 */

/** The server blocks that would cover `host`: itself, its name without the port, and each parent domain. */
function serverKeys(host: string): string[] {
  const name = host.replace(/:\d+$/, "");
  const keys = new Set([host, name]);
  if (!name.startsWith("[") && !/^[\d.]+$/.test(name)) {
    const labels = name.split(".");
    for (let i = 1; i < labels.length - 1; i++) keys.add(labels.slice(i).join("."));
  }
  return [...keys];
}

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

/** What blocks `actorUri` (its server first), or null. A URL that cannot be read is no one's. */
export async function blockOf(em: EntityManager, actorUri: string): Promise<FederationBlockKind | null> {
  let host: string;
  try {
    host = hostOf(actorUri);
  } catch {
    return null;
  }
  const keys = serverKeys(host);
  const rows = await em.execute<{ kind: FederationBlockKind }[]>(
    `select "kind" from "federation_blocks" where ("kind" = 'ACTOR' and "value" = ?) or ("kind" = 'SERVER' and "value" in (${placeholders(keys)})) order by "kind" desc limit 1`,
    [actorUri, ...keys],
  );
  return rows[0]?.kind ?? null;
}

/** Whether a server block covers `host` (the host of a signature's key). */
export async function serverBlocked(em: EntityManager, host: string): Promise<boolean> {
  const keys = serverKeys(host.toLowerCase());
  const rows = await em.execute(`select 1 from "federation_blocks" where "kind" = 'SERVER' and "value" in (${placeholders(keys)}) limit 1`, keys);
  return rows.length > 0;
}

/** Removes the followers a new block covers; answers how many went. */
export async function removeBlockedFollowers(em: EntityManager, kind: FederationBlockKind, value: string): Promise<number> {
  const rows =
    kind === FederationBlockKind.ACTOR
      ? await em.execute(`delete from "federation_followers" where "actor_uri" = ? returning 1`, [value])
      : await em.execute(`delete from "federation_followers" where "host" = ? or split_part("host", ':', 1) = ? or split_part("host", ':', 1) like ? escape '\\' returning 1`, [
          value,
          value,
          `%.${literalLike(value)}`,
        ]);
  return rows.length;
}

/** Whether `host` (as a block would name it) covers the server at `origin`. */
export const coversOrigin = (host: string, origin: string): boolean => serverKeys(new URL(origin).host.toLowerCase()).includes(host);

/** The key a delivery is signed with, by draft-cavage (`Signature: keyId="…"`) or RFC 9421 (`Signature-Input: …;keyid="…"`). */
function signingKeyId(headers: { signature?: string; signatureInput?: string }): string | null {
  return /keyId="([^"]+)"/i.exec(headers.signature ?? "")?.[1] ?? /keyid="([^"]+)"/i.exec(headers.signatureInput ?? "")?.[1] ?? null;
}

/** The actor a delivered activity names, when its body is JSON with one. */
function actorNamed(body: Buffer): string | null {
  try {
    const activity = JSON.parse(body.toString("utf8")) as { actor?: unknown };
    const actor = typeof activity.actor === "object" && activity.actor !== null ? (activity.actor as { id?: unknown }).id : activity.actor;
    return typeof actor === "string" ? actor : null;
  } catch {
    return null;
  }
}

const hostOrNull = (uri: string | null): string | null => {
  try {
    return uri ? hostOf(uri) : null;
  } catch {
    return null;
  }
};

/**
 * What the inbox does with a delivery before Fedify reads it: FORBIDDEN (403) when its key or its actor is on a
 * blocked server, as Mastodon answers a suspended domain before fetching anything from it; DROPPED (202, and
 * nothing done) when its actor is a blocked account, as Mastodon treats a suspended account; null to go on.
 * Neither needs the signature checked: refusing a forged request costs nothing.
 */
export async function inboxRefusal(em: EntityManager, headers: { signature?: string; signatureInput?: string }, body: Buffer): Promise<"FORBIDDEN" | "DROPPED" | null> {
  const actor = actorNamed(body);
  for (const host of new Set([hostOrNull(signingKeyId(headers)), hostOrNull(actor)])) {
    if (host && (await serverBlocked(em, host))) return "FORBIDDEN";
  }
  return actor && (await blockOf(em, actor)) === FederationBlockKind.ACTOR ? "DROPPED" : null;
}
