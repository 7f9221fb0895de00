import type { Request } from "express";

/** The host and port as the client addressed this server (Express honours TRUST_PROXY for it). */
function ownHost(req: Request): string | undefined {
  try {
    return new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser sent this request from a page on another site. Browsers add Origin to cross-site POSTs
 * (and Referer otherwise, unless told not to); a script that sends neither is not riding on a visitor's
 * cookies, so it is not refused here. An Origin of "null" (sandboxed frames, some redirects) is refused.
 */
export function isFromAnotherSite(req: Request): boolean {
  const source = req.get("origin") ?? req.get("referer");
  if (source === undefined) return false;
  try {
    return new URL(source).host !== ownHost(req);
  } catch {
    return true;
  }
}
