import type { Request, Response } from "express";
import { readSessionToken } from "../modules/auth/cookies";
import { resolveSession } from "../modules/auth/session.service";
import type { ContextDeps, ContextFactory, RequestContext } from "../kernel/request-context";
import { auditAs } from "../modules/audit/audit-scope";

/** Builds the context shared by /graphql, the legacy /api shim and uploads, so all see the same sessions and rules. */
export async function createContext(deps: ContextDeps, req: Request, res: Response): Promise<RequestContext> {
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
    viewCounter: deps.viewCounter,
    counts: deps.counts,
    rows: deps.rows,
    uploads: deps.uploads,
    jobs: deps.jobs,
  };
}

/** The factory one app hands to its routers. */
export const contextFactory = (deps: ContextDeps): ContextFactory => (req, res) => createContext(deps, req, res);
