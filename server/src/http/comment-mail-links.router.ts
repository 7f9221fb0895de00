import type { Router } from "express";
import type { ContextFactory } from "./http-context";
import { mailLinksRouter } from "./mail-link-page";
import { PAGE_WORDS } from "../modules/comment/comment-notice-words";
import { confirmCommentNotices, noticeOfUnsubscribe, stopCommentNotices, subscriberOfConfirmation } from "../modules/comment/comment-notices";
import { confirmCommentRemoval, requestOfLink } from "../modules/comment/comment-removal";

/** /api/comments/confirm, /unsubscribe and /remove, the links of the comment mails (see `mailLinksRouter`). */
export function createCommentMailLinksRouter(contextFor: ContextFactory): Router {
  return mailLinksRouter("comment", contextFor, PAGE_WORDS, [
    {
      path: "/confirm",
      words: "confirm",
      read: async (ctx, token) => (await subscriberOfConfirmation(ctx.em, token)).language,
      act: (ctx, token) => confirmCommentNotices.run(ctx, { token }),
    },
    {
      path: "/unsubscribe",
      words: "stop",
      read: async (ctx, token) => (await noticeOfUnsubscribe(ctx.em, token)).language,
      act: (ctx, token) => stopCommentNotices.run(ctx, { token }),
    },
    {
      path: "/remove",
      words: "remove",
      read: async (ctx, token) => (await requestOfLink(ctx.em, token)).language,
      act: (ctx, token) => confirmCommentRemoval.run(ctx, { token }),
    },
  ]);
}
