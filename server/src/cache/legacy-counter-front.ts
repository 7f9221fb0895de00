import type { IncomingMessage, ServerResponse } from "node:http";
import { successEnvelope } from "../kernel/envelope";
import { readInput, type LegacyRoute } from "../kernel/legacy/route";
import { assertAccess } from "../kernel/permissions";
import type { RequestContext } from "../kernel/request-context";
import { formFields } from "../legacy/payload";
import { LearntHeads } from "./learnt-heads";

export interface LegacyCounterFrontDeps {
  /** The legacy table's rows by name ("getDetail"); only those that count views are answered here. */
  routes: Iterable<[string, LegacyRoute]>;
  /** The context the rows get: an anonymous visitor's (graphql/context.ts visitorContext). */
  context(req: IncomingMessage, res: ServerResponse): RequestContext;
}

export interface LegacyCounterFront {
  /** Whether a whole URL ("/api/getDetail") is a counting call this may answer. */
  counts(url: string): boolean;
  /**
   * Answers an anonymous counting call's form body here, or returns false when it must go on to the legacy
   * router; `passOn` hands a call it took back there (every failure is the router's to answer).
   */
  take(body: Buffer, variant: string, url: string, req: IncomingMessage, res: ServerResponse, passOn: () => void): boolean;
  /** Answers sent here so far (for tests and the bench). */
  readonly answered: number;
}

/**
 * /api/getDetail, the legacy article page's one call, in front of Express like the GraphQL counters
 * (counter-front.ts): the router's own steps (access, the row's payload readers, its run, the success
 * envelope) on a plain ASCII form body, with the headers the router gave the call's first answer. Any other
 * body, and every failure, go to the router, which answers them as ever; a call handed back after its view
 * was counted does not count twice (the view counter's repeat rule sees it).
 */
export function legacyCounterFront(deps: LegacyCounterFrontDeps): LegacyCounterFront {
  const routes = new Map<string, LegacyRoute>();
  for (const [name, route] of deps.routes) {
    // A row that writes checks the request's origin, and one that reads the query string or sends a picture
    // answers differently: none of them counts views today, and none would be taken here.
    if (route.countsViews && !route.writes && route.from !== "query" && route.sends === undefined) routes.set(`/api/${name}`, route);
  }
  const heads = new LearntHeads();

  return {
    counts: (url) => routes.has(url),
    take(body, variant, url, req, res, passOn) {
      const route = routes.get(url);
      // Bytes above ASCII would go through the body parser's charset decoding: those are the router's.
      if (!route || body.some((byte) => byte > 0x7e)) return false;
      const key = `${variant}\n${url}`;
      if (!heads.has(key)) {
        heads.learn(key, res, isSuccess);
        return false;
      }
      Promise.resolve()
        .then(() => {
          const context = deps.context(req, res);
          assertAccess(context.user, route.needs);
          return route.run(context, readInput(route, formFields(body.toString("latin1"))));
        })
        .then(
          (data) => heads.send(key, res, Buffer.from(JSON.stringify(successEnvelope(data, route.msg)))),
          () => passOn(),
        );
      return true;
    },
    get answered() {
      return heads.answered;
    },
  };
}

/** The envelope of a success starts with its status (as the read cache tells them). */
function isSuccess(body: Buffer): boolean {
  return body.subarray(0, 12).toString("latin1") === '{"status":1,';
}
