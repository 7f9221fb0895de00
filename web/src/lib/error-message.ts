import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { UploadError } from "./upload";

const OFFLINE = "Could not reach the server. Check your connection and try again.";
const FALLBACK = "Something went wrong. Please try again.";

/** The server writes its messages for people (design.md §4), so they are shown as they are. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? FALLBACK;
  if (error instanceof UploadError) return error.message;
  if (ServerError.is(error)) return error.statusCode >= 500 ? FALLBACK : OFFLINE;
  if (error instanceof TypeError) return OFFLINE;
  return FALLBACK;
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
