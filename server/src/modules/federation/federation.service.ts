import { badInput, rowNotFound } from "../../kernel/errors";
import { checkPage } from "../../kernel/paging";
import { operation } from "../../kernel/operation";
import { ADMIN } from "../../kernel/permissions";
import { siteAddress } from "../../kernel/site-address";
import type { RequestContext } from "../../kernel/request-context";
import { articlePath } from "../article/article-slug";
import { Article } from "../article/article.entity";
import { visibleToVisitors } from "../article/article-visibility";
import { SiteInfo } from "../site-info/site-info.entity";
import { coversOrigin, removeBlockedFollowers } from "./federation-blocks";
import { FederationArticleReactions, FederationBlock, FederationBlockKind, FederationFollower, type FederationFollowerServer, type FederationSettings } from "./federation.entity";
import { BLOG, FEDERATION_PATHS } from "./federation-paths";
import { federationSettings, followerCount, hostOf } from "./federation-store";

/** A username the actor may take: what Mastodon allows in a local username, in lower case. */
export const USERNAME = /^[a-z0-9_]{1,30}$/;

export const getFederationSettings = operation(ADMIN, "The federation settings.", ({ em }) => federationSettings(em));

export interface FederationSettingsChange {
  enabled?: boolean | null;
  sendNotes?: boolean | null;
  username?: string | null;
}

export const updateFederationSettings = operation(
  ADMIN,
  "Turns federation on or off, chooses whether articles go out as Notes, and names the actor (only while nobody follows it); what is omitted stays.",
  async ({ em }, { enabled, sendNotes, username }: FederationSettingsChange) => {
    const settings = await federationSettings(em);
    if (username != null && username !== settings.username) {
      if (!USERNAME.test(username)) {
        throw badInput("The username must be 1 to 30 characters: lower-case letters a–z, digits 0–9 and _.", "username", { id: "federation.username" });
      }
      const followers = await followerCount(em);
      if (followers > 0) {
        throw badInput(
          `The username cannot change while anyone follows the blog: ${followers} account(s) follow it as @${settings.username}, and their servers would not find it under another name.`,
          "username",
          { id: "federation.usernameFollowed", values: { count: followers, username: settings.username } },
        );
      }
      settings.username = username;
    }
    if (enabled != null) settings.enabled = enabled;
    if (sendNotes != null) settings.sendNotes = sendNotes;
    await em.flush();
    return settings;
  },
);

/** The site's address: its configured URL, else the one the request came to. */
async function siteOrigin(ctx: RequestContext): Promise<string> {
  const info = await ctx.em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
  return siteAddress(info?.url, ctx.origin);
}

/** The actor's handle as people type it to follow the blog: `@name@host`, at the site's address. */
export async function actorHandle(ctx: RequestContext, settings: FederationSettings): Promise<string> {
  return `@${settings.username}@${new URL(await siteOrigin(ctx)).host}`;
}

/** The actor's URL, which a server can follow by as well. */
export async function actorUrl(ctx: RequestContext): Promise<string> {
  return new URL(FEDERATION_PATHS.actor.replace("{identifier}", BLOG), `${await siteOrigin(ctx)}/`).href;
}

// ── Followers ───────────────────────────────────────────────────────────────────────────────────────────────

export const listFederationFollowers = operation(
  ADMIN,
  "The blog's fediverse followers, newest first, optionally those of one server.",
  async ({ em }, { offset, limit, server }: { offset: number; limit: number; server?: string | null }) => {
    checkPage({ offset, limit });
    const where = server ? { host: server.trim().toLowerCase() } : {};
    const [items, total] = await em.findAndCount(FederationFollower, where, { orderBy: { createTime: "desc", id: "desc" }, offset, limit });
    return { items, total };
  },
);

export const listFederationFollowerServers = operation(ADMIN, "The servers the blog's followers are on, the most followers first.", ({ em }) =>
  em.execute<FederationFollowerServer[]>(`select "host", count(*)::int as "followers" from "federation_followers" group by "host" order by 2 desc, 1 limit 500`),
);

// ── Reactions ───────────────────────────────────────────────────────────────────────────────────────────────

export const listFederationArticleReactions = operation(
  ADMIN,
  "The published articles the fediverse liked, reposted or replied to, with how many of each, the most recently published first.",
  async ({ em }): Promise<FederationArticleReactions[]> => {
    const counts = await em.execute<{ articleId: number; likes: number; reposts: number; replies: number }[]>(
      `select "article_id" as "articleId", sum("likes")::int as "likes", sum("reposts")::int as "reposts", sum("replies")::int as "replies" from (
         select "article_id", count(*) filter (where "kind" = 'LIKE') as "likes", count(*) filter (where "kind" = 'ANNOUNCE') as "reposts", 0 as "replies"
         from "federation_reactions" group by 1
         union all
         select "thread_id", 0, 0, count(*) from "comments" where "kind" = 'FEDIVERSE' and "state" in ('PENDING', 'APPROVED') group by 1
       ) c group by 1`,
    );
    if (counts.length === 0) return [];
    const ids = counts.map((row) => row.articleId);
    const versions = await em.find(Article, { $and: [visibleToVisitors(), { $or: [{ id: { $in: ids } }, { translationOf: { $in: ids } }] }] }, { orderBy: { id: "asc" } });
    const info = await em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
    const rows: (FederationArticleReactions & { published: number })[] = [];
    for (const count of counts) {
      const own = versions.filter((version) => version.id === count.articleId || version.translationOf?.id === count.articleId);
      const main = own.find((version) => version.language === info?.language) ?? own[0];
      if (!main) continue;
      rows.push({ ...count, title: main.title, path: articlePath(main), published: (main.publishedAt ?? main.createTime).getTime() });
    }
    return rows.sort((a, b) => b.published - a.published || b.articleId - a.articleId).map(({ published: _published, ...row }) => row);
  },
);

// ── Blocks ──────────────────────────────────────────────────────────────────────────────────────────────────

export const listFederationBlocks = operation(ADMIN, "The blocked fediverse accounts and servers, newest first.", ({ em }) => em.find(FederationBlock, {}, { orderBy: { id: "desc" } }));

/** A host as a block keeps it: typed alone or read from an address, in lower case, with its port if it names one. */
function serverHost(input: string): string {
  const typed = input.trim().toLowerCase().replace(/\/+$/, "");
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(typed) ? typed : `https://${typed}`);
    if (/^https?:$/.test(url.protocol) && url.hostname && (typed.includes("://") || url.host === typed || url.hostname === typed)) return url.host;
  } catch {
    // not an address
  }
  throw badInput("Enter a server's host name, such as mastodon.social, or an address on it.", "host", { id: "federation.blockHost" });
}

async function saveBlock(ctx: RequestContext, kind: FederationBlockKind, value: string, label: string): Promise<FederationBlock> {
  const { em } = ctx;
  const existing = await em.findOne(FederationBlock, { kind, value });
  if (existing) return existing;
  return em.transactional(async (tx) => {
    const block = tx.create(FederationBlock, { kind, value, label: label.slice(0, 500) });
    await tx.flush();
    await removeBlockedFollowers(tx, kind, value);
    return block;
  });
}

export const blockFederationServer = operation(
  ADMIN,
  "Blocks a whole fediverse server (and its subdomains): its followers are removed and its servers' deliveries refused from then on.",
  async (ctx, { host }: { host: string }) => {
    const value = serverHost(host);
    if (coversOrigin(value, await siteOrigin(ctx)) || coversOrigin(value, ctx.origin)) {
      throw badInput("That is this blog's own server.", "host", { id: "federation.blockOwnServer" });
    }
    return saveBlock(ctx, FederationBlockKind.SERVER, value, "");
  },
);

const HANDLE = /^@?([^@\s/]+)@([^@\s/]+)$/;

/** The actor URL a handle names: a follower's when one has it, else what the handle's server says by WebFinger. */
async function actorOfHandle(ctx: RequestContext, username: string, host: string): Promise<string> {
  const handle = `${username}@${host}`.toLowerCase();
  const [known] = await ctx.em.execute<{ actor_uri: string }[]>(`select "actor_uri" from "federation_followers" where lower("handle") = ? limit 1`, [handle]);
  if (known) return known.actor_uri;
  // Loaded here, the one use: a server that never blocks an account by its handle does without it.
  const { lookupWebFinger } = await import("@fedify/webfinger");
  const found = await lookupWebFinger(`acct:${handle}`, { allowPrivateAddress: ctx.config.federationTestPrivateAddresses, signal: AbortSignal.timeout(10_000) }).catch(() => null);
  const self = found?.links?.find((link) => link.rel === "self" && link.href && /^https?:\/\//.test(link.href));
  if (!self?.href) {
    throw badInput(`No fediverse account @${handle} was found; enter its actor URL instead.`, "actor", { id: "federation.actorNotFound", values: { handle: `@${handle}` } });
  }
  return self.href;
}

export const blockFederationActor = operation(
  ADMIN,
  "Blocks one fediverse account, by its handle (@name@host) or its actor URL: it stops following the blog and nothing it sends is taken from then on.",
  async (ctx, { actor }: { actor: string }) => {
    const typed = actor.trim();
    const handle = HANDLE.exec(typed);
    let actorUri: string;
    if (handle) {
      actorUri = await actorOfHandle(ctx, handle[1], handle[2]);
    } else {
      let url: URL | null = null;
      try {
        url = new URL(typed);
      } catch {
        // not an address
      }
      if (!url || !/^https?:$/.test(url.protocol)) {
        throw badInput("Enter an account's handle, such as @name@mastodon.social, or its actor URL (https://…).", "actor", { id: "federation.blockActor" });
      }
      url.hash = "";
      actorUri = url.href;
    }
    if (actorUri === (await actorUrl(ctx)) || (hostOf(actorUri) === new URL(ctx.origin).host.toLowerCase() && new URL(actorUri).pathname.startsWith("/ap/"))) {
      throw badInput("That is this blog's own account.", "actor", { id: "federation.blockOwnActor" });
    }
    return saveBlock(ctx, FederationBlockKind.ACTOR, actorUri, handle ? `@${handle[1]}@${handle[2]}`.toLowerCase() : "");
  },
);

export const deleteFederationBlock = operation(ADMIN, "Lifts a block: the account or server may follow and reach the blog again. Returns its id.", async ({ em }, { id }: { id: number }) => {
  // In a transaction, so the audit log names who lifted it.
  const deleted = await em.transactional((tx) => tx.nativeDelete(FederationBlock, { id: Number.isSafeInteger(id) && id > 0 ? id : 0 }));
  if (deleted === 0) throw rowNotFound("Fediverse block", id);
  return id;
});
