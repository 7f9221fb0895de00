import { apiError } from "../../kernel/errors";

/**
 * A refusal for too many requests from one address, answered with HTTP 429 and Retry-After as well as the
 * usual TOO_MANY_REQUESTS code: Apollo Server takes the status and header from `extensions.http`, and the
 * formatted error does not carry them on.
 */
export function tooManyFromAddress(message: (minutes: number) => string, messageId: string, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return apiError("TOO_MANY_REQUESTS", message(minutes), {
    retryAfterSeconds: seconds,
    messageId,
    messageValues: { minutes },
    http: { status: 429, headers: new Map([["retry-after", String(seconds)]]) },
  });
}

/** How long until the oldest of the last `perWindow` times leaves the window; undefined while under the limit. */
export function waitBeforeNext(times: readonly Date[], perWindow: number, windowMs: number, now: number): number | undefined {
  if (times.length < perWindow) return undefined;
  const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
  return sorted[sorted.length - perWindow].getTime() + windowMs - now;
}
