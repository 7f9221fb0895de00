import crypto from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { codeOf } from "../../kernel/errors";
import type { JobKind, JobQueue } from "../../kernel/jobs";
import { sanitizeCommentHtml } from "../../kernel/sanitize-html";
import { readLimited, strangerFetch, StrangerFetchError } from "./stranger-fetch";
import { withoutLocale } from "../../shared/locales";
import type { Article } from "../article/article.entity";
import { findArticle, findArticleBySlug } from "../article/article.service";
import { threadOf } from "../comment/comment-counts";
import { addressLimiter } from "../rate-limit/rate-limit.service";
import { Comment, CommentState } from "../comment/comment.entity";
import { addressHash, commentSettings } from "../comment/comment-secret";
import { ReceivedWebmention, ReceivedWebmentionState } from "./webmention.entity";
import { linksTo, readMention } from "./webmention.source";
import type { RefusalReason } from "./webmention-words";

/** How a source is fetched: the limits the issue sets, so that no sender can hold the server for long. */
export const SOURCE_LIMITS = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 20 };

/**
 * Each sending makes the server fetch a page someone else named: at most this many from one network in ten
 * minutes (a busy bridge such as Bridgy sends a few a minute); the next is refused with HTTP 429.
 */
export const RECEIVING = addressLimiter({
  action: "webmention.receive",
  perWindow: 60,
  windowMs: 10 * 60_000,
  refusal: { id: "webmention.wait", message: (minutes) => `This address has sent many Webmentions just now. Try again in ${minutes} minutes.` },
});

/** Longest text kept from a source's content: a comment, not a copy of someone's article. */
const CONTENT_MAX_CHARS = 5_000;
/** The column's length. */
const NAME_MAX_LENGTH = 50;

/** A sending refused before anything is kept; `reason` names the words to answer with. */
export class WebmentionRefusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

const httpAddress = (value: unknown): URL | null => {
  const url = typeof value === "string" ? URL.parse(value.trim()) : null;
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url : null;
};

/**
 * Takes a Webmention (W3C Recommendation §3.2): checks at once what needs no fetch (both are http(s)
 * addresses, not the same page, and the target is one of our published articles at `siteBase`), keeps the
 * sending and queues its verification, in one transaction. Returns what was kept, whose token names its status.
 */
export async function receiveWebmention(em: EntityManager, jobs: JobQueue, sender: { ip: string; siteBase: string }, input: { source?: unknown; target?: unknown }): Promise<ReceivedWebmention> {
  if (input.source === undefined || input.target === undefined || input.source === "" || input.target === "") throw new WebmentionRefusal("missing");
  const source = httpAddress(input.source);
  if (!source) throw new WebmentionRefusal("sourceNotHttp");
  const target = httpAddress(input.target);
  if (!target) throw new WebmentionRefusal("targetNotHttp");
  source.hash = "";
  target.hash = "";
  if (source.href === target.href) throw new WebmentionRefusal("same");
  const article = await articleAt(em, target, sender.siteBase);
  if (!article) throw new WebmentionRefusal("notOurs");
  return em.transactional(async (tx) => {
    await RECEIVING.take(tx, sender.ip);
    const received = tx.create(ReceivedWebmention, { token: crypto.randomBytes(16).toString("base64url"), source: source.href, target: target.href, article });
    await tx.flush();
    await jobs.send(verifyWebmention, { id: received.id }, { em: tx });
    return received;
  });
}

/** The published article an address on our site names (/posts/{slug} or /detail?id=…, in any language), or null. */
async function articleAt(em: EntityManager, target: URL, siteBase: string): Promise<Article | null> {
  if (target.origin !== new URL(siteBase).origin) return null;
  const path = withoutLocale(decodeURIComponent(target.pathname));
  const slug = /^\/posts\/([^/]+)$/.exec(path)?.[1];
  const id = path === "/detail" ? Number(target.searchParams.get("id")) : NaN;
  try {
    if (slug) return await findArticleBySlug(em, slug, false);
    if (Number.isInteger(id) && id > 0) return await findArticle(em, id, false);
    return null;
  } catch (error) {
    if (codeOf(error) === "NOT_FOUND") return null;
    throw error;
  }
}

/** A sending by its status token, or null. */
export const receivedByToken = (em: EntityManager, token: string) => em.findOne(ReceivedWebmention, { token });

/**
 * Verifies one sending: fetches the source within SOURCE_LIMITS (private addresses refused, on every redirect),
 * and keeps it as a comment of its kind, waiting for moderation, when it links to the target. A source that is
 * gone (410, 404) or no longer links removes what was kept from it. Network trouble is an answer too
 * (refused, recorded), not a failure to retry: the sender may send again.
 */
export const verifyWebmention: JobKind<{ id: number }> = {
  name: "webmention.verify",
  retryLimit: 3,
  retryDelaySeconds: 30,
  async run(em, { id }, { config }) {
    const received = await em.findOne(ReceivedWebmention, id, { populate: ["article"] });
    if (!received || received.state !== ReceivedWebmentionState.QUEUED) return;
    const article = received.article.getEntity();
    const settle = async (state: ReceivedWebmentionState, reason = "") => {
      received.state = state;
      received.reason = reason.slice(0, 500);
      received.checkedTime = new Date();
      await em.flush();
    };
    const kept = () => em.findOne(Comment, { thread: threadOf(article), sourceUrl: received.source });
    const remove = async (reason: string) => {
      const comment = await kept();
      if (comment) em.remove(comment);
      await settle(ReceivedWebmentionState.REMOVED, reason);
    };

    let html: string;
    let pageUrl: string;
    let address: string;
    try {
      const answer = await strangerFetch(received.source, { ...SOURCE_LIMITS, headers: { accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.1" }, allowLoopback: config.webmentionTestLoopback });
      if (answer.response.status === 410 || answer.response.status === 404) {
        await answer.response.body?.cancel();
        return remove(`the source answered ${answer.response.status}`);
      }
      if (!answer.response.ok) {
        await answer.response.body?.cancel();
        return settle(ReceivedWebmentionState.REFUSED, `the source answered ${answer.response.status}`);
      }
      html = await readLimited(answer, SOURCE_LIMITS.maxBytes);
      pageUrl = answer.url;
      address = answer.address;
    } catch (error) {
      if (error instanceof StrangerFetchError) return settle(ReceivedWebmentionState.REFUSED, error.message);
      throw error;
    }
    if (!linksTo(html, pageUrl, received.target)) return remove("the source does not link to the target");

    const mention = await readMention(html, pageUrl, received.target);
    const shown = {
      kind: mention.kind,
      authorName: mention.authorName.slice(0, NAME_MAX_LENGTH),
      authorUrl: mention.authorUrl,
      authorPhoto: mention.authorPhoto,
      body: mention.contentText.slice(0, CONTENT_MAX_CHARS),
      bodyHtml: sanitizeCommentHtml(mention.contentHtml.slice(0, CONTENT_MAX_CHARS * 4)),
    };
    const existing = await kept();
    if (existing) {
      const changed = (Object.keys(shown) as (keyof typeof shown)[]).some((key) => existing[key] !== shown[key]);
      // What the owner approved is shown again only once they have seen what it says now.
      if (changed) {
        Object.assign(existing, shown, { updateTime: new Date() });
        if (existing.state === CommentState.APPROVED) existing.state = CommentState.PENDING;
      }
    } else {
      const { secret } = await commentSettings(em);
      em.create(Comment, { thread: threadOf(article), language: article.language, sourceUrl: received.source, ipHash: addressHash(secret, address), ...shown });
    }
    await settle(ReceivedWebmentionState.ACCEPTED);
  },
  async givenUp(em, { id }, error) {
    await em.nativeUpdate(ReceivedWebmention, { id, state: ReceivedWebmentionState.QUEUED }, { state: ReceivedWebmentionState.REFUSED, reason: error.slice(0, 500), checkedTime: new Date() });
  },
};
