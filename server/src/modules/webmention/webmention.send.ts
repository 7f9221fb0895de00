import type { EntityManager } from "@mikro-orm/postgresql";
import { Parser } from "htmlparser2";
import type { BackgroundTask, TaskDeps } from "../../kernel/background-tasks";
import type { JobKind } from "../../kernel/jobs";
import { siteAddress } from "../../kernel/site-address";
import { articlePath } from "../article/article-slug";
import { visibleToVisitorsSql } from "../article/article.service";
import { currentSiteInfo } from "../site-info/site-info.service";
import { strangerFetch, StrangerFetchError } from "./stranger-fetch";
import { discoverWebmentionEndpoint } from "./webmention.discovery";
import { SentWebmention, SentWebmentionState } from "./webmention.entity";
import { SOURCE_LIMITS } from "./webmention.receive";

/**
 * Sending Webmentions (W3C Recommendation §3.1): when the owner has turned it on (site info's sendWebmentions)
 * and the site has a public address to name its articles by. Publishing, changing and unpublishing an article
 * all change its update time or whether visitors see it; a background task notices either, and queues one
 * Webmention per page the article links to now or linked to when last announced (so a removed link, or an
 * unpublished article, is re-checked by the other site, which then drops it). Scheduled articles are noticed
 * when they go public, by the same comparison.
 */

/** How often each process looks for articles whose links are to be announced, when content has changed since (onlyAfterContentChanges). */
export const ANNOUNCE_SWEEP_MS = 2_000;
/** Articles announced per transaction, so that none holds the database for long; a run takes as many as it needs. */
const ARTICLES_PER_TRANSACTION = 20;
/** Pages told about one article at most: a body of a thousand links is not a blog post. */
const LINKS_PER_ARTICLE = 100;

/** The http(s) pages a body links to on other sites, without fragments, each once, in order. */
export function externalLinks(html: string, siteBase: string): string[] {
  const own = new URL(siteBase).origin;
  const links = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "a" || !attributes.href || links.size >= LINKS_PER_ARTICLE) return;
      const url = URL.parse(attributes.href.trim(), siteBase);
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin === own) return;
      url.hash = "";
      links.add(url.href);
    },
  });
  parser.end(html);
  return [...links];
}

interface Changed {
  id: number;
  slug: string;
  content: string;
  visible: boolean;
}

/**
 * Queues the Webmentions of the articles changed, published or unpublished since they were last announced, all
 * of them: the task runs again only once content changes (onlyAfterContentChanges).
 */
export async function announceChangedArticles(em: EntityManager, { jobs }: Pick<TaskDeps, "jobs">): Promise<number> {
  const info = await currentSiteInfo(em).catch(() => null);
  if (!info?.sendWebmentions) return 0;
  // Without an address of its own the site has no source to name.
  const base = siteAddress(info.url, "");
  if (!base) return 0;
  let announced = 0;
  for (;;) {
    const batch = await announceBatch(em, jobs, base);
    announced += batch;
    if (batch < ARTICLES_PER_TRANSACTION) return announced;
  }
}

/** Up to ARTICLES_PER_TRANSACTION of them, in one transaction; none while another process is announcing. */
function announceBatch(em: EntityManager, jobs: TaskDeps["jobs"], base: string): Promise<number> {
  return em.transactional(async (tx) => {
    // One process announces at a time; the others find nothing left when their turn comes.
    const [{ locked }] = await tx.execute<{ locked: boolean }[]>(`select pg_try_advisory_xact_lock(hashtext('webmention.announce')) as locked`);
    if (!locked) return 0;
    const visible = visibleToVisitorsSql("a");
    const changed = await tx.execute<Changed[]>(
      `select a.id, a.slug, a.content, (${visible}) as visible from articles a left join webmention_checks c on c.article_id = a.id
       where (c.article_id is null and (${visible})) or c.article_update_time <> a.update_time or c.was_visible <> (${visible})
       order by a.id limit ${ARTICLES_PER_TRANSACTION}`,
    );
    for (const article of changed) {
      const source = `${base}${articlePath(article)}`;
      const now = new Set(article.visible ? externalLinks(article.content, base) : []);
      const before = await tx.find(SentWebmention, { article: article.id, linked: true });
      const targets = new Set([...now, ...before.map((sent) => sent.target)]);
      for (const target of targets) {
        const [row] = await tx.execute<{ id: number }[]>(
          `insert into sent_webmentions (article_id, target, linked, state) values (?, ?, ?, 'QUEUED')
           on conflict (article_id, target) do update set linked = excluded.linked, state = 'QUEUED', result = '', update_time = now() returning id`,
          [article.id, target, now.has(target)],
        );
        await jobs.send(sendWebmention, { id: row.id, source }, { em: tx });
      }
      // Copied in SQL, at the database's precision: a time read into JavaScript would lose its microseconds and differ forever.
      await tx.execute(
        `insert into webmention_checks (article_id, article_update_time, was_visible) select a.id, a.update_time, (${visible}) from articles a where a.id = ?
         on conflict (article_id) do update set article_update_time = excluded.article_update_time, was_visible = excluded.was_visible`,
        [article.id],
      );
    }
    return changed.length;
  });
}

/** Tries a sending again after a 5xx answer or no answer, doubling the wait from 30 s. */
class TryAgain extends Error {}

/**
 * Sends one Webmention: finds the linked page's endpoint (fetched with the same limits and refusals as a
 * source), then posts source and target to it. A page without an endpoint gets nothing; a 4xx answer is final;
 * a 5xx or no answer is tried again.
 */
export const sendWebmention: JobKind<{ id: number; source: string }> = {
  name: "webmention.send",
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run(em, { id, source }, { config }) {
    const sent = await em.findOne(SentWebmention, id);
    if (!sent || sent.state !== SentWebmentionState.QUEUED) return;
    const limits = { ...SOURCE_LIMITS, allowLoopback: config.webmentionTestLoopback };
    const settle = async (state: SentWebmentionState, result: string) => {
      sent.state = state;
      sent.result = result.slice(0, 500);
      await em.flush();
    };
    try {
      const page = await strangerFetch(sent.target, { ...limits, headers: { accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.1" } });
      if (page.response.status >= 500) {
        await page.response.body?.cancel();
        throw new TryAgain(`the page answered ${page.response.status}`);
      }
      const endpoint = await discoverWebmentionEndpoint(page.url, page.response, { maxBytes: SOURCE_LIMITS.maxBytes });
      if (!endpoint) return await settle(SentWebmentionState.NO_ENDPOINT, "the page advertises no Webmention endpoint");
      sent.endpoint = endpoint.slice(0, 2000);
      const answer = await strangerFetch(endpoint, {
        ...limits,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ source, target: sent.target }).toString(),
      });
      await answer.response.body?.cancel();
      const status = answer.response.status;
      if (status >= 500) throw new TryAgain(`the endpoint answered ${status}`);
      await settle(status < 300 ? SentWebmentionState.SENT : SentWebmentionState.FAILED, `the endpoint answered ${status}`);
    } catch (error) {
      // A refused address (a page on a private network) will not change by trying again.
      if (error instanceof StrangerFetchError && error.kind === "address") return settle(SentWebmentionState.FAILED, error.message);
      if (error instanceof StrangerFetchError || error instanceof TryAgain) {
        sent.result = error.message.slice(0, 500);
        await em.flush();
      }
      throw error;
    }
  },
  async givenUp(em, { id }, error) {
    await em.nativeUpdate(SentWebmention, { id, state: SentWebmentionState.QUEUED }, { state: SentWebmentionState.FAILED, result: error.slice(0, 500) });
  },
};

export const announceTask: BackgroundTask = {
  name: "send Webmentions for changed articles",
  everyMs: ANNOUNCE_SWEEP_MS,
  afterWrites: true,
  onlyAfterContentChanges: true,
  run: announceChangedArticles,
};
