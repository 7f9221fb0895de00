import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { I18n } from "@lingui/core";
import { GraphQLError } from "graphql";
import { errorMessage } from "./error-message";

/** Stands in for a language's messages: answers the id it is asked for. */
const t = ((id: string) => `[${id}]`) as I18n["_"];

const refusal = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: code ? { code } : {} })] });

describe("errorMessage", () => {
  it("shows the server's own message, which names what went wrong", () => {
    expect(errorMessage(refusal("Name must not be blank", "BAD_USER_INPUT"), t)).toBe("Name must not be blank");
  });

  it("words the server's failures and a lost connection in the page's language when given one", () => {
    expect(errorMessage(refusal("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR"), t)).toBe("[common.error.server]");
    expect(errorMessage(refusal("The database is not answering right now.", "SERVICE_UNAVAILABLE"), t)).toBe("[common.error.unavailable]");
    expect(errorMessage(new TypeError("Failed to fetch"), t)).toBe("[common.error.offline]");
    expect(errorMessage(new Error("?"), t)).toBe("[common.error.unknown]");
  });

  it("keeps the server's words and English without one", () => {
    expect(errorMessage(refusal("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR"))).toBe(
      "Something went wrong on our side. Please try again.",
    );
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Could not reach the server. Check your connection and try again.");
  });
});
