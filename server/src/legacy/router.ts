import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { assertAccess } from "../kernel/permissions";
import type { ContextFactory } from "../http/http-context";
import { Refusal, sendFailure, sendSuccess } from "./envelope";
import { readInput, type LegacyRoute } from "./route";
import { markPublicAnswer } from "../http/public-answer";
import { payloadOf } from "./payload";
import { isFromAnotherSite } from "../http/same-site";
import type { LegacyTable } from "./routes";

/** The legacy forms carry a few short fields; seoUpdate is the largest. */
export const LEGACY_BODY_LIMIT = "100kb";

/** Finds the row for the path; anything else under /api is the contract's not-found. */
const findRoute = (routes: LegacyTable): RequestHandler => (req, res, next) => {
  const route = routes.get(req.path.slice(1));
  // Every call is a POST; a call that reads the query string (the captcha picture) may also be a GET.
  const methodFits = req.method === "POST" || (req.method === "GET" && route?.from === "query");
  if (!route || !methodFits) {
    res.status(404).json({ status: 0, msg: "not found" });
    return;
  }
  res.locals.route = route;
  next();
};

/** Form bodies stay raw text and multipart raw bytes here; payloadOf parses them (see there for why). */
const bodyParsers = [
  express.text({ type: "application/x-www-form-urlencoded", limit: LEGACY_BODY_LIMIT }),
  express.raw({ type: "multipart/form-data", limit: LEGACY_BODY_LIMIT }),
  express.json({ limit: LEGACY_BODY_LIMIT }),
];

/** Body-parser errors in the envelope: too large → 413, anything else unreadable → 400. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error?.status === 413) return sendFailure(res, new Refusal(`The request body is too large; the limit is ${LEGACY_BODY_LIMIT}.`, 413));
  if (error?.status >= 400 && error.status < 500) {
    const msg = error.type === "entity.parse.failed" ? "The request body is not valid JSON." : "The request body could not be read.";
    return sendFailure(res, new Refusal(msg, 400));
  }
  sendFailure(res, error);
};

/**
 * The /api router over the modules' rows (see table.ts). Errors thrown by the operations are GraphQL errors
 * with codes, as the GraphQL path once handed them on, and the envelope translates them the same way.
 */
export function createLegacyRouter(contextFor: ContextFactory, routes: LegacyTable): Router {
  const answer = async (req: Request, res: Response) => {
    const route = res.locals.route as LegacyRoute;
    try {
      if (route.writes && isFromAnotherSite(req)) throw new Refusal("Refused: this request was sent from another site.");
      const context = await contextFor(req, res);
      // Before the payload is read, so a caller without access hears that first, whatever it sent.
      assertAccess(context.user, route.needs);
      const input = readInput(route, await payloadOf(req, route.from));
      const data = await route.run(context, input);
      if (route.sends === "svg") {
        res.type("image/svg+xml").set("Cache-Control", "no-store").send(data);
      } else {
        if (route.publicRead) markPublicAnswer(res);
        sendSuccess(res, data, route.msg);
      }
    } catch (error) {
      sendFailure(res, error);
    }
  };
  return Router().use(findRoute(routes), ...bodyParsers, answer, bodyErrors);
}
