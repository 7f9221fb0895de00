import type { Response } from "express";
import { GraphQLError } from "graphql";
import { codeOf, isDatabaseUnavailable } from "../kernel/errors";

/** A refusal the shim decides itself (body, origin), with the HTTP status the contract gives it. */
export class Refusal extends Error {
  constructor(message: string, readonly http: 200 | 400 | 413 = 200) {
    super(message);
  }
}

interface Failure {
  http: number;
  status: 0 | 2;
  msg: string;
}

/** Translates an error into the legacy envelope; nothing internal (stack, SQL, path) reaches the client. */
export function failureOf(error: unknown): Failure {
  if (error instanceof Refusal) return { http: error.http, status: 0, msg: error.message };
  switch (codeOf(error)) {
    case "UNAUTHENTICATED":
      return { http: 200, status: 2, msg: (error as Error).message };
    case "FORBIDDEN":
      // The older front end knows this exact msg.
      return { http: 200, status: 0, msg: "no permission" };
    case "BAD_USER_INPUT":
    case "NOT_FOUND":
    case "TOO_MANY_REQUESTS":
      return { http: 200, status: 0, msg: (error as Error).message };
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (isDatabaseUnavailable(original)) {
    return { http: 500, status: 0, msg: "The database is not answering right now. Please try again in a moment." };
  }
  console.error("Unexpected error in the legacy /api shim:", original);
  return { http: 500, status: 0, msg: "Something went wrong on our side. Please try again." };
}

export function sendFailure(res: Response, error: unknown): void {
  const { http, status, msg } = failureOf(error);
  if (!res.headersSent) res.status(http).json({ status, msg, data: null });
}

/** A success as the contract writes it. */
export function sendSuccess(res: Response, data: unknown, msg = "ok"): void {
  res.json({ status: 1, msg, data: data ?? null });
}
