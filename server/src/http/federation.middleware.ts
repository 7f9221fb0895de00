import { Readable } from "node:stream";
import type { RequestHandler, Response as ExpressResponse } from "express";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FederationOnDemand } from "../modules/federation/federation-on-demand";
import { FEDERATION_PATHS } from "../modules/federation/federation-paths";
import { browserPathFor, withdrawnArticleId } from "../modules/federation/federation-browser";
import { federationSettings } from "../modules/federation/federation-store";
import { inboxRefusal } from "../modules/federation/federation-blocks";
import { originOf } from "./http-context";

/** Only these reach Fedify; every other request goes on without being copied into a Fetch Request. */
const FEDERATION_PATH = /^\/(\.well-known\/(webfinger|nodeinfo)$|nodeinfo\/|ap\/)/;

/** The inboxes (the actor's and the shared one), whose deliveries are checked against the blocks first. */
const INBOX_PATH = new RegExp(`^(${FEDERATION_PATHS.sharedInbox}|${FEDERATION_PATHS.inbox.replace("{identifier}", "[^/]+")})$`);

/**
 * Fedify behind Express 5: the request becomes a Fetch Request (its body unread, so signatures are checked on
 * the bytes that came), `federation.fetch()` answers it, and its Response is written back. Written here because
 * the registry's @fedify/express is for Express 4. What Fedify does not serve goes on to the site; a browser
 * asking for the actor or an article (Accept: text/html) is sent to its page, and every such answer varies by
 * Accept so no cache hands JSON to a browser or HTML to a server. With federation turned off, nothing here
 * answers. A delivery to an inbox is read first and checked against the blocks, as Mastodon does: from a
 * blocked server (by its signature's key or its actor) it answers 403 before any key is fetched from there; from
 * a blocked account it answers 202 and drops it, so the account cannot tell. Fedify is loaded by the first
 * request that reaches it (federation-on-demand.ts).
 */
export function federationMiddleware(orm: MikroORM, onDemand: FederationOnDemand): RequestHandler {
  return async (req, res, next) => {
    if (!FEDERATION_PATH.test(req.path)) return next();
    try {
      const em = orm.em.fork();
      if (!(await federationSettings(em)).enabled) return next();
      const url = new URL(req.originalUrl, originOf(req));
      if (req.method === "GET" || req.method === "HEAD") {
        const withdrawn = await withdrawnArticleId(em, url.pathname);
        if (withdrawn) {
          res.vary("Accept").status(410).type("text/plain").send("This article was withdrawn.");
          return;
        }
      }
      let body: Buffer | undefined;
      if (req.method === "POST" && INBOX_PATH.test(url.pathname)) {
        body = await readBody(req);
        const refusal = await inboxRefusal(em, { signature: req.get("signature"), signatureInput: req.get("signature-input") }, body);
        if (refusal === "FORBIDDEN") {
          res.status(403).type("text/plain").send("This server is blocked here.");
          return;
        }
        if (refusal === "DROPPED") {
          res.status(202).end();
          return;
        }
      }
      let passOn = false;
      const federation = await onDemand.federation();
      const response = await federation.fetch(toFetchRequest(req, url, body), {
        contextData: onDemand.data,
        onNotFound: () => {
          passOn = true;
          return new Response(null, { status: 404 });
        },
        onNotAcceptable: async () => {
          const path = await browserPathFor(em, url.pathname);
          if (path === null) {
            passOn = true;
            return new Response(null, { status: 404 });
          }
          return new Response(null, { status: 302, headers: { location: path, vary: "Accept" } });
        },
      });
      if (passOn) return next();
      await writeResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The whole body of a request. */
async function readBody(req: Parameters<RequestHandler>[0]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request for Fedify: its body as it came, or the bytes already read from it. */
function toFetchRequest(req: Parameters<RequestHandler>[0], url: URL, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    ...(body ? { body } : hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function writeResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === "vary") res.vary(value);
    else res.setHeader(name, value);
  });
  if (!response.headers.has("vary") && response.status < 300) res.vary("Accept");
  res.end(Buffer.from(await response.arrayBuffer()));
}
