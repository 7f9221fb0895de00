import type { Request, Response } from "express";
import { resolveSession } from "../modules/auth/session.service";
import type { ContextDeps } from "../kernel/request-context";
import { cookiesOf, originOf, readSessionToken, type ContextFactory, type HttpContext } from "../http/http-context";
import { auditAs } from "../modules/audit/audit-scope";

/** Builds the context shared by /graphql, the legacy /api shim and uploads, so all see the same sessions and rules. */
export async function createContext(deps: ContextDeps, req: Request, res: Response): Promise<HttpContext> {
  const em = deps.orm.em.fork();
  const token = readSessionToken(req);
  const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
  const session = token ? await resolveSession(em, token, deps.config, ip) : null;
  auditAs(session?.user ?? null);
  return {
    em,
    req,
    res,
    config: deps.config,
    user: session?.user ?? null,
    sessionTokenHash: session?.tokenHash,
    ip,
    userAgent: req.get("user-agent"),
    origin: originOf(req),
    hostname: req.hostname,
    cookies: cookiesOf(req, res, deps.config),
    viewCounter: deps.viewCounter,
    counts: deps.counts,
    rows: deps.rows,
    uploads: deps.uploads,
    jobs: deps.jobs,
  };
}

/** The factory one app hands to its routers. */
export const contextFactory = (deps: ContextDeps): ContextFactory => (req, res) => createContext(deps, req, res);
