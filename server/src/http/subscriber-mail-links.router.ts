import { Router } from "express";
import { Language } from "../kernel/language";
import type { ContextFactory } from "./http-context";
import { mailLinkHandler, mailLinkPage as page, paragraph, postButton as button, tokenOf as token } from "./mail-link-page";
import { SUBSCRIBER_PAGE_WORDS as WORDS } from "../modules/subscriber/subscriber-words";
import { confirmSubscription, subscriberOfConfirmation, subscriberOfUnsubscribe, unsubscribe } from "../modules/subscriber/subscriber.service";

/**
 * /api/subscribers/confirm and /unsubscribe, the links of the subscription mails. GET shows what the link will
 * do, in the subscriber's language, with a button; only POST does it, so a mail scanner that follows every link
 * confirms and unsubscribes nobody. A mail program's one-click unsubscribe (RFC 8058: a POST with the body
 * `List-Unsubscribe=One-Click`, no cookie, no CSRF token) is that same POST and answers 200. A link that is
 * not valid answers 400 in both languages, since it names no reader.
 */
export function createSubscriberMailLinksRouter(contextFor: ContextFactory): Router {
  const handle = mailLinkHandler("subscriber", WORDS);
  return Router()
    .get(
      "/confirm",
      handle(async (req, res) => {
        const { language } = await subscriberOfConfirmation((await contextFor(req, res)).em, token(req));
        page(res, 200, language, WORDS[language].confirmTitle, paragraph(WORDS[language].confirmAsk) + button(req, WORDS[language].confirmButton));
      }),
    )
    .post(
      "/confirm",
      handle(async (req, res) => {
        const language = await confirmSubscription.run(await contextFor(req, res), { token: token(req) });
        page(res, 200, language, WORDS[language].confirmTitle, paragraph(WORDS[language].confirmed));
      }),
    )
    .get(
      "/unsubscribe",
      handle(async (req, res) => {
        const language = (await subscriberOfUnsubscribe((await contextFor(req, res)).em, token(req))).subscriber?.language ?? Language.EN;
        page(res, 200, language, WORDS[language].stopTitle, paragraph(WORDS[language].stopAsk) + button(req, WORDS[language].stopButton));
      }),
    )
    .post(
      "/unsubscribe",
      handle(async (req, res) => {
        // A removed subscriber's link still answers that they get nothing more, which is true.
        const language = (await unsubscribe.run(await contextFor(req, res), { token: token(req) })) ?? Language.EN;
        page(res, 200, language, WORDS[language].stopTitle, paragraph(WORDS[language].stopped));
      }),
    );
}
