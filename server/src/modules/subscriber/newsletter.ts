import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config";
import type { TaskDeps } from "../../kernel/background-tasks";
import { badInput, rowNotFound } from "../../kernel/errors";
import type { JobKind, JobQueue } from "../../kernel/jobs";
import { Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { ADMIN, EDIT } from "../../kernel/permissions";
import { Article } from "../article/article.entity";
import { visibleToVisitors } from "../article/article-visibility";
import { commentClock } from "../comment/comment-clock";
import { dkimOf, fromAddress, fromDomain, isPermanentRefusal, smtpTransport } from "../mail/mail-transport";
import { checkAddress, queueMail } from "../mail/mail.service";
import { renderPost, type RenderedPost } from "./newsletter-message";
import { SUBSCRIBER_PATHS, unsubscribeToken } from "./subscriber-tokens";
import { newsletterSettings, siteOf } from "./subscriber.service";
import { DeliveryState, NewsletterDelivery, NewsletterSend, SubscriberState } from "./subscriber.entity";

/** How often each process looks for scheduled posts whose time has come and whose messages are not yet queued. */
export const SEND_SWEEP_MS = 5_000;

const rootOf = (article: Article) => article.translationOf?.id ?? article.id;

/**
 * The editor published (or scheduled) a post with "also send by e-mail" on, or off: the choice is remembered
 * as the next default, and with it on the post is marked to be sent once it is public. Turning it off before
 * the messages are queued takes the mark back; messages already queued are not recalled.
 */
export const chooseSending = operation(EDIT, "Sets whether a post is sent by e-mail once public; the choice becomes the editor's next default.", async (deps, { articleId, send }: { articleId: number; send: boolean }) => {
  const { em } = deps;
  const article = await em.findOne(Article, articleId);
  if (!article) throw rowNotFound("Article", articleId);
  const settings = await newsletterSettings(em);
  settings.sendByDefault = send;
  await em.flush();
  const rootId = rootOf(article);
  if (!send) {
    await em.nativeDelete(NewsletterSend, { article: rootId, fannedOutTime: null });
    return;
  }
  const site = await siteOf(em, deps.origin);
  await em.execute(`insert into "newsletter_sends" ("article_id", "site_address") values (?, ?) on conflict ("article_id") do nothing`, [rootId, site.address]);
  await fanOut(em, deps.jobs, deps.config, rootId);
});

/**
 * Queues one delivery per confirmed subscriber for a post that is public and not yet sent, and one job per
 * delivery, in one transaction: the unique (post, subscriber) pair and the send's fannedOutTime make a second
 * run, on this process or another, queue nothing. Returns how many were queued.
 */
export async function fanOut(em: EntityManager, jobs: JobQueue, config: Config, rootId: number): Promise<number> {
  const visible = await em.count(Article, { $and: [visibleToVisitors(), { $or: [{ id: rootId }, { translationOf: rootId }] }] });
  if (visible === 0) return 0;
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ article_id: number }[]>(`select "article_id" from "newsletter_sends" where "article_id" = ? and "fanned_out_time" is null for update skip locked`, [rootId]);
    if (claimed.length === 0) return 0;
    const sending = config.mail.smtpUrl !== undefined;
    const rows = await tx.execute<{ id: number }[]>(
      `insert into "newsletter_deliveries" ("article_id", "subscriber_id", "state") select ?, "id", ? from "subscribers" where "state" = 'CONFIRMED' order by "id" on conflict do nothing returning "id"`,
      [rootId, sending ? DeliveryState.QUEUED : DeliveryState.NOT_SENT],
    );
    if (sending) await jobs.sendMany(deliverPost, rows.map((row) => ({ id: row.id })), { em: tx });
    await tx.execute(`update "newsletter_sends" set "fanned_out_time" = now() where "article_id" = ?`, [rootId]);
    return rows.length;
  });
}

/** A scheduled post with sending on is sent once its time comes: each process looks every SEND_SWEEP_MS. */
export async function sendDuePosts(em: EntityManager, { jobs, config }: Pick<TaskDeps, "jobs" | "config">): Promise<number> {
  const waiting = await em.find(NewsletterSend, { fannedOutTime: null }, { orderBy: { requestedTime: "asc" }, limit: 20 });
  let queued = 0;
  for (const send of waiting) queued += await fanOut(em.fork(), jobs, config, send.article.id);
  return queued;
}

/**
 * Takes the next free sending slot, shared by every process through one row, and waits for it: the slots are
 * 1/rate seconds apart, so all processes together send at most `rate` messages a second.
 */
async function waitForSlot(em: EntityManager, ratePerSecond: number): Promise<void> {
  const seconds = 1 / ratePerSecond;
  const [slot] = await em.execute<{ wait_ms: number }[]>(
    `update "newsletter_pace" set "next_at" = greatest("next_at", clock_timestamp()) + make_interval(secs => ?)
     where "id" = 1 returning greatest(0, extract(epoch from ("next_at" - make_interval(secs => ?) - clock_timestamp())) * 1000)::float8 as "wait_ms"`,
    [seconds, seconds],
  );
  const waitMs = Number(slot?.wait_ms ?? 0);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** A post's message, rendered once per language and kept a little while: only its unsubscribe link differs between subscribers. */
const rendered = new Map<string, { at: number; message: RenderedPost | null }>();
const RENDERED_KEEP_MS = 30_000;
const RENDERED_MAX = 20;
const LINK_PLACEHOLDER = "https://unsubscribe.invalid/link";

async function postFor(em: EntityManager, rootId: number, language: Language, site: { title: string; address: string }, unsubscribeUrl: string): Promise<RenderedPost | null> {
  const key = `${rootId}:${language}:${site.address}:${site.title}`;
  let kept = rendered.get(key);
  if (!kept || Date.now() - kept.at > RENDERED_KEEP_MS) {
    kept = { at: Date.now(), message: await renderPost(em, rootId, { site, language, unsubscribeUrl: LINK_PLACEHOLDER }) };
    rendered.delete(key);
    rendered.set(key, kept);
    if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
  }
  const message = kept.message;
  if (!message) return null;
  return { ...message, text: message.text.replaceAll(LINK_PLACEHOLDER, unsubscribeUrl), html: message.html.replaceAll(LINK_PLACEHOLDER, unsubscribeUrl) };
}

/**
 * RFC 2919's List-Id: the site's name, then the list's id in angle brackets, which must stay as it is. Given
 * already encoded (a Chinese name as an RFC 2047 word), so that nodemailer does not encode the id with it.
 */
function listId(site: { title: string; address: string }): { prepared: true; value: string } {
  const name = site.title.replace(/[\r\n"\\]/g, "");
  const phrase = /^[\x20-\x7e]*$/.test(name) ? `"${name}"` : `=?UTF-8?B?${Buffer.from(name).toString("base64")}?=`;
  return { prepared: true, value: `${phrase} <posts.${new URL(site.address).hostname}>` };
}

/** Sends one post to one subscriber; a 4xx answer is retried with a growing delay, a 5xx one suppresses the address. */
export const deliverPost: JobKind<{ id: number }> = {
  name: "newsletter.deliver",
  retryLimit: 5,
  retryDelaySeconds: 30,
  batchSize: 20,
  async run(em, { id }, { config }) {
    const delivery = await em.findOne(NewsletterDelivery, id, { populate: ["subscriber"] });
    // Sent by an earlier run (whose process ended before the queue heard), or no longer waiting.
    if (!delivery || delivery.state !== DeliveryState.QUEUED) return;
    const subscriber = delivery.subscriber?.getEntity();
    const send = await em.findOne(NewsletterSend, { article: delivery.article.id });
    if (!subscriber || subscriber.state !== SubscriberState.CONFIRMED || !send) {
      delivery.state = DeliveryState.SKIPPED;
      await em.flush();
      return;
    }
    if (!config.mail.smtpUrl) {
      delivery.state = DeliveryState.NOT_SENT;
      await em.flush();
      return;
    }
    const site = { ...(await siteOf(em, send.siteAddress)), address: send.siteAddress };
    const unsubscribeUrl = `${site.address}${SUBSCRIBER_PATHS.unsubscribe}?token=${await unsubscribeToken(em, subscriber.id, delivery.article.id)}`;
    const message = await postFor(em, delivery.article.id, subscriber.language, site, unsubscribeUrl);
    if (!message) {
      delivery.state = DeliveryState.SKIPPED;
      delivery.error = "The post is no longer public.";
      await em.flush();
      return;
    }
    const domain = fromDomain(config.mail.from);
    await waitForSlot(em, config.mail.newsletterRatePerSecond);
    try {
      await (await smtpTransport(config.mail.smtpUrl, { pooled: true })).sendMail({
        from: config.mail.from,
        to: subscriber.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The same on every try, so a receiving server can tell a repeat.
        messageId: `<post-${delivery.article.id}.subscriber-${subscriber.id}@${domain}>`,
        headers: {
          // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button, which POSTs to the first address.
          "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${fromAddress(config.mail.from)}?subject=unsubscribe%20${subscriber.id}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": listId(site),
        },
        ...dkimOf(config.mail),
      });
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
      if (isPermanentRefusal(error)) {
        delivery.state = DeliveryState.BOUNCED;
        subscriber.state = SubscriberState.SUPPRESSED;
        subscriber.leftTime = new Date(commentClock.now());
        await em.flush();
        return;
      }
      await em.flush();
      throw error;
    }
    delivery.state = DeliveryState.SENT;
    delivery.sentTime = new Date();
    delivery.error = null;
    await em.flush();
  },
  async givenUp(em, { id }, error) {
    await em.nativeUpdate(NewsletterDelivery, { id, state: DeliveryState.QUEUED }, { state: DeliveryState.FAILED, error });
  },
};

export interface PostSendCounts {
  requested: boolean;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  notSent: number;
  unsubscribed: number;
}

export const countPostSends = operation(EDIT, "How a post's sending by e-mail went: queued, sent, failed, bounced, skipped and unsubscribed through its message.", async ({ em }, { articleId }: { articleId: number }) => {
  const article = await em.findOne(Article, articleId);
  const rootId = article ? rootOf(article) : articleId;
  const rows = await em.execute<{ state: DeliveryState; count: string; unsubscribed: string }[]>(
    `select "state", count(*) as "count", count("unsubscribed_time") as "unsubscribed" from "newsletter_deliveries" where "article_id" = ? group by "state"`,
    [rootId],
  );
  const count = (state: DeliveryState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return {
    requested: (await em.count(NewsletterSend, { article: rootId })) > 0,
    queued: count(DeliveryState.QUEUED),
    sent: count(DeliveryState.SENT),
    failed: count(DeliveryState.FAILED),
    bounced: count(DeliveryState.BOUNCED),
    skipped: count(DeliveryState.SKIPPED),
    notSent: count(DeliveryState.NOT_SENT),
    unsubscribed: rows.reduce((sum, row) => sum + Number(row.unsubscribed), 0),
  };
});

/**
 * The owner's test copy of a post, before publishing: as a subscriber in `language` would get it, drafts
 * included, to the site's contact address unless another is given; through the outbox like any message.
 */
export const sendPostTest = operation(
  ADMIN,
  "Sends a test copy of a post by e-mail, as a subscriber in the given language would get it (drafts too), to the site's contact address or to `to`; it goes through the outbox.",
  async (ctx, { articleId, language, to }: { articleId: number; language?: Language | null; to?: string | null }) => {
    const site = await siteOf(ctx.em, ctx.origin);
    const address = to?.trim() || site.email;
    if (!address) throw badInput("Give an address, or set the site's contact e-mail address first.", "to", { id: "subscriber.testNoAddress" });
    const article = await ctx.em.findOne(Article, articleId);
    if (!article) throw rowNotFound("Article", articleId);
    const message = await renderPost(ctx.em, rootOf(article), { site, language: language ?? article.language, test: true });
    return queueMail(ctx, {
      to: checkAddress(address),
      subject: message!.subject,
      text: message!.text,
      html: message!.html,
      purpose: "newsletter-test",
    });
  },
);
