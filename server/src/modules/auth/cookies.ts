import type { CookieOptions, Request, Response } from "express";
import type { Config } from "../../config";

export const SESSION_COOKIE = "blog_session";
export const CAPTCHA_COOKIE = "blog_captcha";
/** Marks a browser that has signed in before (auth/trusted-device.service.ts). */
export const DEVICE_COOKIE = "blog_device";

/** The request a cookie answers, the answer that sets it, and the settings that decide its flags. */
export interface CookieExchange {
  req: Request;
  res: Response;
  config: Pick<Config, "alwaysSecureCookies">;
}

/**
 * Secure whenever the request is HTTPS as Express sees it (the connection's TLS, or X-Forwarded-Proto from a
 * proxy TRUST_PROXY names), whatever NODE_ENV says; on plain HTTP only when COOKIE_SECURE=true, since a browser
 * would not send a Secure cookie back over plain HTTP.
 */
export function cookiesAreSecure({ req, config }: Pick<CookieExchange, "req" | "config">): boolean {
  return req.secure || config.alwaysSecureCookies;
}

function baseOptions(exchange: CookieExchange): CookieOptions {
  // Lax keeps a signed-in visitor signed in when following a link to the site, while other sites'
  // forms and scripts cannot send the cookie with a POST.
  return { httpOnly: true, sameSite: "lax", secure: cookiesAreSecure(exchange), path: "/" };
}

export function setCookie(exchange: CookieExchange, name: string, value: string, maxAgeMs: number, extra: CookieOptions = {}): void {
  exchange.res.cookie(name, value, { ...baseOptions(exchange), maxAge: maxAgeMs, ...extra });
}

/** Clears with the same flags the cookie was set with, which some browsers require to replace it. */
export function clearCookie(exchange: CookieExchange, name: string): void {
  exchange.res.clearCookie(name, baseOptions(exchange));
}

/**
 * The known-browser cookie is only ever needed on this site's own sign-in form, so Strict: no request from
 * another site carries it, not even a link someone follows.
 */
export function setDeviceCookie(exchange: CookieExchange, token: string, maxAgeMs: number): void {
  setCookie(exchange, DEVICE_COOKIE, token, maxAgeMs, { sameSite: "strict" });
}

/** The known-browser token, when the request carries one of a plausible shape. */
export function readDeviceToken(req: Request): string | undefined {
  const cookie = req.cookies?.[DEVICE_COOKIE];
  return typeof cookie === "string" && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : undefined;
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
