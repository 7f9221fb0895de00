import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput, forbidden, rowNotFound } from "../../kernel/errors";
import { checkedLanguage, Language } from "../../kernel/language";
import { literalLike } from "../../kernel/like-pattern";
import { operation } from "../../kernel/operation";
import { checkPage } from "../../kernel/paging";
import { ADMIN, PUBLIC } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { siteAddress } from "../../kernel/site-address";
import { logAddressAs } from "../audit/audit-scope";
import { spendChallenge } from "../comment/comment-challenge";
import { commentClock } from "../comment/comment-clock";
import { addressHash, commentSettings, emailHash } from "../comment/comment-secret";
import { CommentBlock, CommentBlockKind } from "../comment/comment.entity";
import { checkAddress, queueMail } from "../mail/mail.service";
import { addressLimiter } from "../rate-limit/rate-limit.service";
import { SiteInfo } from "../site-info/site-info.entity";
import { hashToken } from "../auth/tokens";
import { newConfirmToken, readUnsubscribeToken, SUBSCRIBER_PATHS, badSubscriberLink } from "./subscriber-tokens";
import { subscribeConfirmationWords } from "./subscriber-words";
import { NewsletterDelivery, NewsletterSettings, Subscriber, SubscriberState } from "./subscriber.entity";

/** A confirmation link works this long after it is mailed. */
export const CONFIRM_LIFETIME_MS = 48 * 3_600_000;
/** However often someone asks, a pending address gets a confirmation request at most this often. */
export const CONFIRM_RESEND_MS = 10 * 60_000;
/** At most this many subscribe requests per network address in ten minutes; the next is refused with HTTP 429. */
export const SUBSCRIBING = addressLimiter({
  action: "subscriber.subscribe",
  perWindow: 5,
  windowMs: 10 * 60_000,
  refusal: { id: "subscriber.wait", message: (minutes) => `You have asked to subscribe several times just now. Try again in ${minutes} minutes.` },
});
export const SETTINGS_ID = 1;

type Deps = Pick<RequestContext, "em" | "config" | "jobs" | "origin">;

/** The clock of the subscription rules (token expiry, resending): the spam rules' clock, which tests move forward. */
const now = () => new Date(commentClock.now());

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

export async function siteOf(em: EntityManager, origin: string): Promise<{ title: string; address: string; language: Language; email: string }> {
  const site = await em.findOne(SiteInfo, { id: { $gt: 0 } });
  return { title: site?.title || "Quiet Notes", address: siteAddress(site?.url, origin), language: site?.language ?? Language.EN, email: site?.email ?? "" };
}

export async function newsletterSettings(em: EntityManager): Promise<NewsletterSettings> {
  await em.execute(`insert into "newsletter_settings" ("id") values (?) on conflict ("id") do nothing`, [SETTINGS_ID]);
  return em.findOneOrFail(NewsletterSettings, SETTINGS_ID);
}

/** Mails a new confirmation link to a pending subscriber, replacing any earlier one. */
async function mailConfirmation(deps: Deps, subscriber: Subscriber): Promise<void> {
  const { token, hash } = newConfirmToken();
  const at = now();
  subscriber.confirmTokenHash = hash;
  subscriber.confirmExpiresTime = new Date(at.getTime() + CONFIRM_LIFETIME_MS);
  subscriber.confirmSentTime = at;
  await deps.em.flush();
  const site = await siteOf(deps.em, deps.origin);
  const url = `${site.address}${SUBSCRIBER_PATHS.confirm}?token=${token}`;
  await queueMail(deps, { to: subscriber.email, ...subscribeConfirmationWords(subscriber.language, site.title, url), purpose: "subscriber-confirm" });
}

export interface SubscribeRequest {
  email: string;
  language: Language;
  altcha?: string | null;
  website?: string | null;
}

/**
 * A reader asks for new posts by e-mail. The same answer whatever the address's state, so the form tells no one
 * who subscribes: a new or returning address becomes pending and is mailed a link to confirm; a pending one is
 * mailed again at most every CONFIRM_RESEND_MS; a confirmed or suppressed one is left as it is.
 */
export const subscribe = operation(
  PUBLIC,
  "A reader subscribes to new posts by e-mail: the address becomes pending and is mailed a link to confirm (again at most every 10 minutes). Checked against the comments' spam rules: the proof-of-work challenge (commentChallenge), the honeypot, the minimum time, the per-address limit and the owner's blocks.",
  async (ctx, input: SubscribeRequest) => {
    if (input.website?.trim()) {
      throw badInput("You were not subscribed: a field meant to stay empty was filled in. If a form filler did that, send the form without it.", "website", { id: "subscriber.honeypot" });
    }
    const email = checkAddress(String(input.email ?? ""), "email");
    const language = checkedLanguage(input.language);
    const settings = await commentSettings(ctx.em);
    const hashes = { ip: addressHash(settings.secret, ctx.ip), email: emailHash(settings.secret, email) };
    logAddressAs(hashes.ip);
    const blocks = [
      { kind: CommentBlockKind.ADDRESS, valueHash: hashes.ip },
      { kind: CommentBlockKind.EMAIL, valueHash: hashes.email },
    ];
    if ((await ctx.em.count(CommentBlock, { $or: blocks })) > 0) throw forbidden("This site does not take subscriptions from you.", { id: "subscriber.blocked" });
    const at = commentClock.now();
    await ctx.em.transactional(async (tx) => {
      await SUBSCRIBING.take(tx, ctx.ip, at);
      await spendChallenge(tx, settings.secret, input.altcha, at, ctx.config.commentTestMinimumMs);
      const deps = { ...ctx, em: tx };
      const key = emailKeyOf(email);
      let subscriber = await tx.findOne(Subscriber, { emailKey: key });
      if (!subscriber) {
        subscriber = tx.create(Subscriber, { email, emailKey: key, language });
        await tx.flush();
        return mailConfirmation(deps, subscriber);
      }
      if (subscriber.state === SubscriberState.CONFIRMED || subscriber.state === SubscriberState.SUPPRESSED) return;
      if (subscriber.state === SubscriberState.PENDING && subscriber.confirmSentTime && at - subscriber.confirmSentTime.getTime() < CONFIRM_RESEND_MS) return;
      subscriber.state = SubscriberState.PENDING;
      subscriber.email = email;
      subscriber.language = language;
      subscriber.leftTime = null;
      await mailConfirmation(deps, subscriber);
    });
    return true;
  },
);

/** The pending subscriber a confirmation token names, while it is unused and unexpired. */
export async function subscriberOfConfirmation(em: EntityManager, token: string): Promise<Subscriber> {
  const text = String(token ?? "");
  const subscriber = /^[\w-]{20,64}$/.test(text) ? await em.findOne(Subscriber, { confirmTokenHash: hashToken(text) }) : null;
  if (!subscriber || subscriber.state !== SubscriberState.PENDING || !subscriber.confirmExpiresTime || subscriber.confirmExpiresTime.getTime() < commentClock.now()) throw badSubscriberLink();
  return subscriber;
}

export const confirmSubscription = operation(PUBLIC, "Confirms a subscription, from the link mailed to the address; the link works once, for 48 hours.", async (ctx, { token }: { token: string }) => {
  const subscriber = await subscriberOfConfirmation(ctx.em, token);
  subscriber.state = SubscriberState.CONFIRMED;
  subscriber.confirmedTime = now();
  subscriber.confirmTokenHash = null;
  subscriber.confirmExpiresTime = null;
  await ctx.em.flush();
  return subscriber.language;
});

/** The subscriber an unsubscribe link names (null when removed since), and the post whose message carried it. */
export async function subscriberOfUnsubscribe(em: EntityManager, token: string): Promise<{ subscriber: Subscriber | null; articleId: number }> {
  const { subscriberId, articleId } = await readUnsubscribeToken(em, token);
  return { subscriber: await em.findOne(Subscriber, subscriberId), articleId };
}

export const unsubscribe = operation(
  PUBLIC,
  "Unsubscribes, from a message's link or its List-Unsubscribe header (RFC 8058 one-click): no session is needed, the signed token is the proof.",
  async (ctx, { token }: { token: string }) => {
    const { subscriber, articleId } = await subscriberOfUnsubscribe(ctx.em, token);
    if (!subscriber) return null;
    if (subscriber.state === SubscriberState.CONFIRMED || subscriber.state === SubscriberState.PENDING) {
      subscriber.state = SubscriberState.UNSUBSCRIBED;
      subscriber.leftTime = now();
      subscriber.confirmTokenHash = null;
      subscriber.confirmExpiresTime = null;
    }
    if (articleId > 0) await ctx.em.nativeUpdate(NewsletterDelivery, { article: articleId, subscriber: subscriber.id, unsubscribedTime: null }, { unsubscribedTime: now() });
    await ctx.em.flush();
    return subscriber.language;
  },
);

// ── The back-office ─────────────────────────────────────────────────────────────────────────────────────────

export interface SubscriberFilter {
  state?: SubscriberState | null;
  language?: Language | null;
  search?: string | null;
  offset: number;
  limit: number;
}

export const listSubscribers = operation(ADMIN, "Lists subscribers, newest first, filtered by state, language and part of the address.", async ({ em }, args: SubscriberFilter) => {
  checkPage(args);
  const where: FilterQuery<Subscriber> = {};
  if (args.state) where.state = args.state;
  if (args.language) where.language = args.language;
  if (args.search?.trim()) where.emailKey = { $like: `%${literalLike(args.search.trim().toLowerCase())}%` };
  const [items, total] = await em.findAndCount(Subscriber, where, { orderBy: { id: "desc" }, offset: args.offset, limit: args.limit });
  return { items, total };
});

export const removeSubscriber = operation(ADMIN, "Removes a subscriber, deleting their address; what was sent to them stays counted.", async ({ em }, { id }: { id: number }) => {
  const subscriber = await em.findOne(Subscriber, id);
  if (!subscriber) throw rowNotFound("Subscriber", id);
  await em.removeAndFlush(subscriber);
  return id;
});

/**
 * Deletes addresses that asked to subscribe and never confirmed, once their link has expired: an address
 * nobody confirmed is kept no longer than it can be used. Asking again starts afresh. Run by each process
 * every FORGET_PENDING_MS (a single DELETE, safe from several at once).
 */
export function forgetUnconfirmed(em: EntityManager): Promise<number> {
  return em.nativeDelete(Subscriber, { state: SubscriberState.PENDING, confirmExpiresTime: { $lt: new Date(commentClock.now()) } });
}

export const FORGET_PENDING_MS = 3_600_000;

/** How many subscribers each day ended with, for the console's trend. */
export const TREND_DAYS = 30;

export const countSubscribers = operation(ADMIN, "How many subscribers there are in each state, and how many confirmed ones each of the last 30 days ended with.", async ({ em }) => {
  const states = await em.execute<{ state: SubscriberState; count: string }[]>(`select "state", count(*) as "count" from "subscribers" group by "state"`);
  const count = (state: SubscriberState) => Number(states.find((row) => row.state === state)?.count ?? 0);
  const days = await em.execute<{ day: string; confirmed: string }[]>(
    `select to_char(d.day, 'YYYY-MM-DD') as "day",
       (select count(*) from "subscribers" s where s."confirmed_time" < d.day + interval '1 day' and (s."left_time" is null or s."left_time" >= d.day + interval '1 day')) as "confirmed"
     from generate_series(current_date - ?::int, current_date, interval '1 day') as d(day) order by d.day`,
    [TREND_DAYS - 1],
  );
  return {
    confirmed: count(SubscriberState.CONFIRMED),
    pending: count(SubscriberState.PENDING),
    unsubscribed: count(SubscriberState.UNSUBSCRIBED),
    suppressed: count(SubscriberState.SUPPRESSED),
    trend: days.map((row) => ({ day: row.day, confirmed: Number(row.confirmed) })),
  };
});

export const getNewsletterSettings = operation(ADMIN, "The newsletter settings.", ({ em }) => newsletterSettings(em));

export const updateNewsletterSettings = operation(ADMIN, "Changes the newsletter settings.", async ({ em }, { sendByDefault }: { sendByDefault: boolean }) => {
  const settings = await newsletterSettings(em);
  settings.sendByDefault = sendByDefault;
  await em.flush();
  return settings;
});
