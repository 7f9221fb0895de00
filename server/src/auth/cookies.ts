import type { CookieOptions, Request, Response } from "express";

export const SESSION_COOKIE = "blog_session";
export const CAPTCHA_COOKIE = "blog_captcha";
/** Marks a browser that has signed in before (auth/trusted-device.service.ts). */
export const DEVICE_COOKIE = "blog_device";

export function cookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  // Lax keeps a signed-in visitor signed in when following a link to the site, while other sites'
  // forms and scripts cannot send the cookie with a POST.
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: maxAgeMs };
}

/**
 * The known-browser cookie is only ever needed on this site's own sign-in form, so Strict: no request from
 * another site carries it, not even a link someone follows.
 */
export function deviceCookieOptions(secure: boolean, maxAgeMs: number): CookieOptions {
  return { ...cookieOptions(secure, maxAgeMs), sameSite: "strict" };
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

export function clearCookie(res: Response, name: string, secure: boolean): void {
  res.clearCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}
