import { Router } from "express";
import type { ContextFactory } from "./http-context";
import { mailLinkHandler, mailLinkPage as page, paragraph, postButton as button, tokenOf as token } from "./mail-link-page";
import { PAGE_WORDS } from "../modules/comment/comment-notice-words";
import { confirmCommentNotices, noticeOfUnsubscribe, stopCommentNotices, subscriberOfConfirmation } from "../modules/comment/comment-notices";
import { confirmCommentRemoval, requestOfLink } from "../modules/comment/comment-removal";

/**
 * /api/comments/confirm, /unsubscribe and /remove, the links of the comment mails. GET shows what the link
 * will do, with a button; POST does it (and answers a mail program's one-click unsubscribe, RFC 8058). A link
 * that is not valid answers 400 in both languages, since it names no reader; nothing else is a failure.
 */
export function createCommentMailLinksRouter(contextFor: ContextFactory): Router {
  const handle = mailLinkHandler("comment", PAGE_WORDS);
  return Router()
    .get(
      "/confirm",
      handle(async (req, res) => {
        const { language } = await subscriberOfConfirmation((await contextFor(req, res)).em, token(req));
        page(res, 200, language, PAGE_WORDS[language].confirmTitle, paragraph(PAGE_WORDS[language].confirmAsk) + button(req, PAGE_WORDS[language].confirmButton));
      }),
    )
    .post(
      "/confirm",
      handle(async (req, res) => {
        const language = await confirmCommentNotices.run(await contextFor(req, res), { token: token(req) });
        page(res, 200, language, PAGE_WORDS[language].confirmTitle, paragraph(PAGE_WORDS[language].confirmed));
      }),
    )
    .get(
      "/unsubscribe",
      handle(async (req, res) => {
        const { language } = await noticeOfUnsubscribe((await contextFor(req, res)).em, token(req));
        page(res, 200, language, PAGE_WORDS[language].stopTitle, paragraph(PAGE_WORDS[language].stopAsk) + button(req, PAGE_WORDS[language].stopButton));
      }),
    )
    .post(
      "/unsubscribe",
      handle(async (req, res) => {
        const language = await stopCommentNotices.run(await contextFor(req, res), { token: token(req) });
        page(res, 200, language, PAGE_WORDS[language].stopTitle, paragraph(PAGE_WORDS[language].stopped));
      }),
    )
    .get(
      "/remove",
      handle(async (req, res) => {
        const { language } = await requestOfLink((await contextFor(req, res)).em, token(req));
        page(res, 200, language, PAGE_WORDS[language].removeTitle, paragraph(PAGE_WORDS[language].removeAsk) + button(req, PAGE_WORDS[language].removeButton));
      }),
    )
    .post(
      "/remove",
      handle(async (req, res) => {
        const language = await confirmCommentRemoval.run(await contextFor(req, res), { token: token(req) });
        page(res, 200, language, PAGE_WORDS[language].removeTitle, paragraph(PAGE_WORDS[language].removeConfirmed));
      }),
    );
}
