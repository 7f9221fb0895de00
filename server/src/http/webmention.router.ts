import express, { Router, type Request, type Response } from "express";
import type { GraphQLError } from "graphql";
import { codeOf } from "../kernel/errors";
import type { ContextFactory } from "./http-context";
import { loadSiteContext } from "../seo/site-context";
import { localeFromAcceptLanguage, type Locale } from "../shared/locales";
import { receivedByToken, receiveWebmention, WebmentionRefusal } from "../modules/webmention/webmention.receive";
import { REFUSALS, STATUS_WORDS } from "../modules/webmention/webmention-words";
import { WEBMENTION_PATH } from "../shared/webmention-path";


const localeOf = (req: Request): Locale => localeFromAcceptLanguage(req.headers["accept-language"]) ?? "en";

/** A short plain-text answer, which senders log and people trying it by hand read. */
const say = (res: Response, status: number, text: string) => res.status(status).set("Cache-Control", "no-store").type("text/plain; charset=utf-8").send(`${text}\n`);

/**
 * POST /webmention (form-encoded source and target): 400 with the reason, or 202 with the address of its
 * status (Location), which GET /webmention/status/{token} answers as JSON while and after the source is checked.
 */
export function createWebmentionRouter(contextFor: ContextFactory): Router {
  return Router()
    .post("/", express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 10 }), async (req, res, next) => {
      try {
        const ctx = await contextFor(req, res);
        const site = await loadSiteContext(ctx.em, req);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const received = await receiveWebmention(ctx.em, ctx.jobs, { ip: ctx.ip, siteBase: site.base }, { source: body.source, target: body.target });
        const status = site.absolute(`${WEBMENTION_PATH}/status/${received.token}`);
        res.location(status);
        say(res, 202, `${STATUS_WORDS.accepted[localeOf(req)]} ${status}`);
      } catch (error) {
        if (error instanceof WebmentionRefusal) return say(res, 400, REFUSALS[error.reason][localeOf(req)]);
        if (codeOf(error) === "TOO_MANY_REQUESTS") {
          res.set("Retry-After", String((error as GraphQLError).extensions.retryAfterSeconds));
          return say(res, 429, REFUSALS.tooMany[localeOf(req)]);
        }
        next(error);
      }
    })
    .get("/status/:token", async (req, res, next) => {
      try {
        const received = await receivedByToken((await contextFor(req, res)).em, String(req.params.token));
        if (!received) return say(res, 404, STATUS_WORDS.unknown[localeOf(req)]);
        res
          .set("Cache-Control", "no-store")
          .json({ source: received.source, target: received.target, status: received.state.toLowerCase(), reason: received.reason || undefined, checked: received.checkedTime ?? undefined });
      } catch (error) {
        next(error);
      }
    });
}
