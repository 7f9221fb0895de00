import type { IncomingMessage } from "node:http";
import type { Config } from "../config";
import { SESSION_COOKIE } from "../modules/auth/cookies";

/**
 * How long a shared cache may serve a public answer it holds after it is due, while it fetches a new one in
 * the background: a visitor never waits for the refresh. Purges drop answers outright, grace included.
 */
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/** A request that carries no session cookie and no token: what it is answered is the same for every visitor. */
export function isAnonymousRequest(req: Pick<IncomingMessage, "headers">): boolean {
  const cookie = req.headers.cookie;
  return req.headers.authorization === undefined && !(cookie && cookie.includes(`${SESSION_COOKIE}=`));
}

export interface SharedCaching {
  /**
   * Cache-Control for a public page or GraphQL read: shared caches keep an anonymous visitor's answer for
   * SHARED_CACHE_SECONDS; browsers revalidate each time (max-age=0, answered 304 while the ETag holds). A
   * signed-in request's answer is never shared. `browserSeconds` lets browsers keep it too (feeds).
   */
  cacheControl(req: Pick<IncomingMessage, "headers">, browserSeconds?: number): string;
}

export function sharedCaching({ sharedCacheSeconds }: Pick<Config, "sharedCacheSeconds">): SharedCaching {
  return {
    cacheControl(req, browserSeconds = 0) {
      if (!isAnonymousRequest(req)) return "private, no-cache";
      if (sharedCacheSeconds === 0) return browserSeconds ? `public, max-age=${browserSeconds}` : "no-cache";
      return `public, max-age=${browserSeconds}, s-maxage=${sharedCacheSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
    },
  };
}
