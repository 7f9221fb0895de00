import { GraphQLError } from "graphql";

/** The error codes of the API (design.md §4). Messages are written for people; nothing internal leaks. */
export type ErrorCode = "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT" | "NOT_FOUND" | "TOO_MANY_REQUESTS" | "SECOND_FACTOR_REQUIRED";

export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * What a message says, for a client to say it in its reader's language: an id in the site's `server` message
 * catalogs and the values it names (`messageId`, `messageValues` in the error's extensions). The message itself
 * stays in English for every other client.
 */
export interface SaidAs {
  id: string;
  values?: Record<string, string | number>;
}

const saidAs = (said: SaidAs | undefined) => (said ? { messageId: said.id, ...(said.values ? { messageValues: said.values } : {}) } : {});

export const badInput = (message: string, field?: string, said?: SaidAs) =>
  apiError("BAD_USER_INPUT", message, { ...(field ? { field } : {}), ...saidAs(said) });
export const notFound = (message: string, said?: SaidAs) => apiError("NOT_FOUND", message, saidAs(said));

/** "Article 12 was not found.", and what it says for the reader's language. */
export const rowNotFound = (label: string, id: number | string) => notFound(`${label} ${id} was not found.`, { id: "row.notFound", values: { label, id } });
/** "offset must be between 0 and 10000000": a number outside the range it may take, for every such check. */
export const outOfRange = (field: string, min: number, max: number) =>
  badInput(`${field} must be between ${min} and ${max}`, field, { id: "range.between", values: { field, min, max } });
/** An update given nothing to change; rows of every kind say it alike. */
export const nothingToChange = () => badInput("Give at least one field to change.", undefined, { id: "change.nothing" });
export const unauthenticated = (message?: string, said?: SaidAs) =>
  apiError("UNAUTHENTICATED", message ?? "Please sign in first.", saidAs(message ? said : { id: "signIn" }));
export const forbidden = (message?: string, said?: SaidAs) =>
  apiError("FORBIDDEN", message ?? "You do not have permission to do that.", saidAs(message ? said : { id: "forbidden" }));
export const tooManyRequests = (message: string, retryAfterSeconds: number, said?: SaidAs) =>
  apiError("TOO_MANY_REQUESTS", message, { retryAfterSeconds, ...saidAs(said) });

/**
 * The password was right and the account asks for a second factor too. An error rather than a new shape of
 * the `login` answer, whose published type promises a session token: a client that knows nothing of second
 * factors is told why it got no session instead of being handed an empty one.
 */
export const secondFactorRequired = (challenge: string, challengeExpiresAt: Date) =>
  apiError("SECOND_FACTOR_REQUIRED", "Enter the 6-digit code from your authenticator app, or a recovery code.", {
    challenge,
    challengeExpiresAt: challengeExpiresAt.toISOString(),
    ...saidAs({ id: "signIn.enterCode" }),
  });

export function codeOf(error: unknown): string | undefined {
  return error instanceof GraphQLError ? (error.extensions?.code as string | undefined) : undefined;
}

/** The driver's words for a database it cannot reach; a missing PostgreSQL socket file (the embedded one gone) among them. */
const DATABASE_DOWN = /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|Timeout acquiring a connection|connect ETIMEDOUT|connect ENOENT \S*\.s\.PGSQL\.|Client has encountered a connection error|terminating connection/i;

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
