import type { EntityManager } from "@mikro-orm/postgresql";
import type { BackgroundTask } from "../kernel/background-tasks";
import { contentVersionOf } from "./content-version";

export interface SharedCachePurgeOptions {
  /**
   * The shared caches' addresses; each gets an HTTP `PURGE`, which deploy/varnish/quiet-notes.vcl turns into a
   * ban of every page it holds (the method is PURGE rather than Varnish's BAN because it is the one of the two
   * that HTTP servers and CDN APIs commonly accept).
   */
  urls: readonly string[];
  /** The live site build: pages name its scripts, so a new build purges too. */
  build: () => string;
  /**
   * Waited after a change is seen before purging: by then every process's answer cache has seen it too
   * (PUBLIC_CACHE_STALE_MS), so a proxy refilling at once cannot get the old answer from one of them.
   */
  settleMs: number;
  log?: (message: string) => void;
}

/** How often each process looks at cache_version: the bound on how late a purge is, with settleMs. */
export const PURGE_CHECK_MS = 500;
/**
 * A second purge this long after the first: a proxy may have been fetching a page from before the change
 * when the first one arrived, and keeps what it fetched; by now those fetches are done.
 */
export const PURGE_AGAIN_MS = 2_000;

const PURGE_TIMEOUT_MS = 2_000;

/**
 * Purges shared caches after every change to what the public sees: a background task that reads
 * cache_version (raised by the database on every content write, from any process, by hand too) and the live
 * build, and purges each cache when either moved — also once when the process starts, for the build it
 * brings. Every process does it, so N processes send N purges per change: harmless, and nothing hangs on one
 * of them. A cache that cannot be reached is tried again at the next check, and said once per outage.
 */
export function sharedCachePurgeTask({ urls, build, settleMs, log = console.error }: SharedCachePurgeOptions): BackgroundTask {
  let purged: string | undefined;
  let againAt: number | undefined;
  let failing = false;

  const purge = async (reason: string) => {
    const results = await Promise.allSettled(urls.map((url) => sendPurge(url, reason)));
    const failed = results.flatMap((result, i) => (result.status === "rejected" ? [`${urls[i]}: ${(result.reason as Error).message}`] : []));
    if (failed.length > 0) {
      if (!failing) log(`Purging the shared cache failed; trying again every ${PURGE_CHECK_MS} ms. ${failed.join("; ")}`);
      failing = true;
      return false;
    }
    if (failing) log("Purging the shared cache works again.");
    failing = false;
    return true;
  };

  return {
    name: "purge shared caches",
    everyMs: PURGE_CHECK_MS,
    async run(em: EntityManager) {
      const version = await contentVersionOf(em);
      const state = `content ${version}, build ${build() || "none"}`;
      if (state !== purged) {
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        if (await purge(state)) {
          purged = state;
          againAt = Date.now() + PURGE_AGAIN_MS;
        }
      } else if (againAt !== undefined && Date.now() >= againAt && (await purge(`${state}, again`))) {
        againAt = undefined;
      }
    },
  };
}

async function sendPurge(url: string, reason: string): Promise<void> {
  const answer = await fetch(url, { method: "PURGE", headers: { "x-purge-reason": reason }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
}
