import type { Request, Response } from "express";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../config";
import type { User } from "../modules/user/user.entity";
import { readSessionToken } from "../auth/cookies";
import { resolveSession } from "../auth/session.service";
import type { ViewCounter } from "../view-counting/view-counter";

export interface RequestContext {
  /** A fresh EntityManager for this request only. */
  em: EntityManager;
  req: Request;
  res: Response;
  config: Config;
  /** The signed-in user, or null. */
  user: User | null;
  /** The current session's token hash, for logout. */
  sessionTokenHash?: string;
  /** The client's address as Express sees it (honouring TRUST_PROXY). */
  ip: string;
  /** Decides which views and visits count; one per app, shared by its requests. */
  viewCounter: ViewCounter;
}

export interface ContextDeps {
  orm: MikroORM;
  config: Config;
  viewCounter: ViewCounter;
}

/** Builds the context shared by /graphql and the legacy /api shim, so both see the same sessions and rules. */
export async function createContext(deps: ContextDeps, req: Request, res: Response): Promise<RequestContext> {
  const em = deps.orm.em.fork();
  const token = readSessionToken(req);
  const session = token ? await resolveSession(em, token, deps.config) : null;
  return {
    em,
    req,
    res,
    config: deps.config,
    user: session?.user ?? null,
    sessionTokenHash: session?.tokenHash,
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    viewCounter: deps.viewCounter,
  };
}
