import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The challenge of a `login` refused with SECOND_FACTOR_REQUIRED: the password was right and the account
 * wants a code too. Null for any other outcome.
 */
export function secondFactorChallenge(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  return extensions?.code === "SECOND_FACTOR_REQUIRED" && typeof extensions.challenge === "string" ? extensions.challenge : null;
}
