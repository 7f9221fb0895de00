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

/**
 * Answers a failed download or upload route (export, backup, import) as `{ error }` JSON, never stored by a
 * cache: a refusal with its status and its message, written for people; anything else with 500 and `failure`,
 * the route's own words, while the error itself goes to the log.
 */
export function sendJsonFailure(res: Response, error: unknown, failure: string): void {
  const status = STATUS_OF_CODE[codeOf(error) ?? ""];
  if (!status) console.error(failure, error);
  const retryAfter = (error as { extensions?: { retryAfterSeconds?: number } }).extensions?.retryAfterSeconds;
  if (status === 429 && retryAfter) res.set("retry-after", String(retryAfter));
  res.status(status ?? 500).set("cache-control", "no-store").json({ error: status ? (error as Error).message : failure });
}
