import type { Cookies } from "../../kernel/request-context";

export const SESSION_COOKIE = "blog_session";
export const CAPTCHA_COOKIE = "blog_captcha";
/** Marks a browser that has signed in before (auth/trusted-device.service.ts). */
export const DEVICE_COOKIE = "blog_device";

/** The known-browser token, when the request carries one of a plausible shape. */
export function readDeviceToken(cookies: Cookies): string | undefined {
  const cookie = cookies.get(DEVICE_COOKIE);
  return cookie !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : undefined;
}
