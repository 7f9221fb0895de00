import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { I18n } from "@lingui/core";
import { UploadError } from "./upload-error";

const OFFLINE = "Could not reach the server. Check your connection and try again.";
const FALLBACK = "Something went wrong. Please try again.";

/**
 * The server writes its messages for people (design.md §4), so they are shown as they are. The page's own
 * words (no connection, an unknown failure) are in the language of `t` when one is given, else in English;
 * so are the server's two answers that name no request of the reader's (a failure on its side, a database
 * that does not answer), which it words the same every time.
 */
export function errorMessage(error: unknown, t?: I18n["_"]): string {
  const fallback = t ? t("common.error.unknown") : FALLBACK;
  const offline = t ? t("common.error.offline") : OFFLINE;
  if (t && errorCode(error) === "INTERNAL_SERVER_ERROR") return t("common.error.server");
  if (t && errorCode(error) === "SERVICE_UNAVAILABLE") return t("common.error.unavailable");
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof UploadError) return error.message;
  if (ServerError.is(error)) return error.statusCode >= 500 ? fallback : offline;
  if (error instanceof TypeError) return offline;
  return fallback;
}

/** The API's `extensions.code` of the first GraphQL error, e.g. NOT_FOUND. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}

/** A BAD_USER_INPUT error that names the input field at fault (`extensions.field`), so a form can show it there. */
export function badInputField(error: unknown): { field: string; message: string } | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  const field = first?.extensions?.field;
  if (first?.extensions?.code !== "BAD_USER_INPUT" || typeof field !== "string") return undefined;
  return { field, message: first.message };
}
