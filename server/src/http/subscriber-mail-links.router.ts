import type { Router } from "express";
import { Language } from "../kernel/language";
import type { ContextFactory } from "./http-context";
import { mailLinksRouter } from "./mail-link-page";
import { SUBSCRIBER_PAGE_WORDS } from "../modules/subscriber/subscriber-words";
import { confirmSubscription, subscriberOfConfirmation, subscriberOfUnsubscribe, unsubscribe } from "../modules/subscriber/subscriber.service";

/** /api/subscribers/confirm and /unsubscribe, the links of the subscription mails (see `mailLinksRouter`). */
export function createSubscriberMailLinksRouter(contextFor: ContextFactory): Router {
  return mailLinksRouter("subscriber", contextFor, SUBSCRIBER_PAGE_WORDS, [
    {
      path: "/confirm",
      words: "confirm",
      read: async (ctx, token) => (await subscriberOfConfirmation(ctx.em, token)).language,
      act: (ctx, token) => confirmSubscription.run(ctx, { token }),
    },
    {
      path: "/unsubscribe",
      words: "stop",
      read: async (ctx, token) => (await subscriberOfUnsubscribe(ctx.em, token)).subscriber?.language ?? Language.EN,
      // A removed subscriber's link still answers that they get nothing more, which is true.
      act: async (ctx, token) => (await unsubscribe.run(ctx, { token })) ?? Language.EN,
    },
  ]);
}
