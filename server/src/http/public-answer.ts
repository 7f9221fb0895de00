import type { ServerResponse } from "node:http";
import type { Response } from "express";

/**
 * Says that an answer is the same for every visitor who is not signed in, and changes only through writes
 * that raise cache_version: the answer cache (cache/answer-cache.ts) may keep it for anonymous requests.
 * Said by the code that makes the answer (pages, feeds, public GraphQL and legacy reads), which is the code
 * that knows.
 */
export function markPublicAnswer(res: Pick<Response, "locals">): void {
  res.locals.publicAnswer = true;
}

export function isPublicAnswer(res: ServerResponse): boolean {
  return (res as Partial<Response>).locals?.publicAnswer === true;
}
