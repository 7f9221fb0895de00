import type { Request, Response } from "express";
import type { Config } from "../config";
import type { Cookies, RequestContext } from "../kernel/request-context";
import { SESSION_COOKIE } from "../modules/auth/cookies";

/** A request's context with its Express request and answer, for what is HTTP: cache headers, public answers. */
export interface HttpContext extends RequestContext {
  req: Request;
  res: Response;
}

/** Builds a request's context; the assembly makes one and hands it to each router. */
export type ContextFactory = (req: Request, res: Response) => Promise<HttpContext>;

/** The scheme, host and port the request came to (Express honours TRUST_PROXY for them). */
export const originOf = (req: Request): string => `${req.protocol}://${req.get("host")}`;

/**
 * Secure whenever the request is HTTPS as Express sees it (the connection's TLS, or X-Forwarded-Proto from a
 * proxy TRUST_PROXY names), whatever NODE_ENV says; on plain HTTP only when COOKIE_SECURE=true, since a browser
 * would not send a Secure cookie back over plain HTTP.
 */
export function cookiesOf(req: Request, res: Response, config: Pick<Config, "alwaysSecureCookies">): Cookies {
  // Lax keeps a signed-in visitor signed in when following a link to the site, while other sites'
  // forms and scripts cannot send the cookie with a POST.
  const options = (sameSite: "lax" | "strict" = "lax") => ({ httpOnly: true, sameSite, secure: req.secure || config.alwaysSecureCookies, path: "/" });
  return {
    get: (name) => (typeof req.cookies?.[name] === "string" ? req.cookies[name] : undefined),
    set: (name, value, maxAgeMs, sameSite) => void res.cookie(name, value, { ...options(sameSite), maxAge: maxAgeMs }),
    // With the flags the cookie was set with, which some browsers require to replace it.
    clear: (name) => void res.clearCookie(name, options()),
  };
}

/** The session token from the cookie or an `Authorization: Bearer` header. */
export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (match) return match[1];
  }
  const cookie = req.cookies?.[SESSION_COOKIE];
  return typeof cookie === "string" && cookie.length <= 200 ? cookie : undefined;
}
