import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { isDatabaseUnavailable } from "../kernel/errors";

/** Codes whose messages are written for people and safe to pass on as they are. */
const PUBLIC_CODES = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "TOO_MANY_REQUESTS",
  "SECOND_FACTOR_REQUIRED",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

/** Extension keys a client may rely on; anything else (stack traces, SQL, paths) is dropped. */
const PUBLIC_EXTENSIONS = ["field", "retryAfterSeconds", "challenge", "challengeExpiresAt", "messageId", "messageValues"];

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
  if (code && PUBLIC_CODES.has(code)) {
    const extensions: Record<string, unknown> = { code };
    for (const key of PUBLIC_EXTENSIONS) if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const original = unwrapResolverError(error);
  if (isDatabaseUnavailable(original)) {
    return {
      message: "The database is not answering right now. Please try again in a moment.",
      path: formatted.path,
      extensions: { code: "SERVICE_UNAVAILABLE" },
    };
  }
  console.error("Unexpected GraphQL error:", original);
  return {
    message: "Something went wrong on our side. Please try again.",
    path: formatted.path,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}
