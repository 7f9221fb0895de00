import { GraphQLError } from "graphql";

/** The error codes of the API (design.md §4). Messages are written for people; nothing internal leaks. */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT" | "NOT_FOUND" | "TOO_MANY_REQUESTS";

export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badInput = (message: string, field?: string) =>
  apiError("BAD_USER_INPUT", message, field ? { field } : {});
export const notFound = (message: string) => apiError("NOT_FOUND", message);
export const unauthenticated = (message = "Please sign in first.") => apiError("UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have permission to do that.") => apiError("FORBIDDEN", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  apiError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });

export function codeOf(error: unknown): string | undefined {
  return error instanceof GraphQLError ? (error.extensions?.code as string | undefined) : undefined;
}

const DATABASE_DOWN = /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|Timeout acquiring a connection|connect ETIMEDOUT|Client has encountered a connection error|terminating connection/i;

/** Whether an error, or one of its causes, says the database is not answering (so the answer is 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { message, code, cause } = current as { message?: string; code?: string; cause?: unknown };
    if (DATABASE_DOWN.test(`${code ?? ""} ${message ?? ""}`)) return true;
    current = cause;
  }
  return false;
}
