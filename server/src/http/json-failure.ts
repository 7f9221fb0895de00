import type { Response } from "express";
import { codeOf } from "../kernel/errors";

/** What an operation's refusal answers over plain HTTP; any other error is a failure whose details stay in the log. */
const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
};

/** What a refusal says as an id and values (kernel/errors.ts), for a page to say it in its reader's language. */
function saidOf(error: unknown): { messageId?: string; messageValues?: Record<string, unknown> } {
  const { messageId, messageValues } = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
  return typeof messageId === "string" ? { messageId, ...(messageValues ? { messageValues: messageValues as Record<string, unknown> } : {}) } : {};
}

/**
 * Answers a failed download or upload route (export, backup, import) as `{ error }` JSON, never stored by a
 * cache: a refusal with its status and its message, written for people, and what it says as `messageId` and
 * `messageValues` when it says so; anything else with 500 and `failure`, the route's own words, while the
 * error itself goes to the log.
 */
export function sendJsonFailure(res: Response, error: unknown, failure: string): void {
  const status = STATUS_OF_CODE[codeOf(error) ?? ""];
  if (!status) console.error(failure, error);
  const retryAfter = (error as { extensions?: { retryAfterSeconds?: number } }).extensions?.retryAfterSeconds;
  if (status === 429 && retryAfter) res.set("retry-after", String(retryAfter));
  res.status(status ?? 500).set("cache-control", "no-store").json(status ? { error: (error as Error).message, ...saidOf(error) } : { error: failure });
}
