import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gql } from "@apollo/client";
import { ADMIN_CONTEXT, browserApolloClient } from "./apollo";

const apolloClient = browserApolloClient();
import { onSessionExpired } from "./session";

const QUERY = gql`
  query Probe {
    systemInfo {
      uptime
    }
  }
`;

/** What the server answers when the session cookie is missing or expired. */
function answerUnauthenticated() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      new Response(JSON.stringify({ errors: [{ message: "Please sign in first.", extensions: { code: "UNAUTHENTICATED" } }], data: null }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
    ),
  );
}

describe("the session link", () => {
  beforeEach(() => {
    localStorage.setItem("isLogin", "1");
    answerUnauthenticated();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("ends the client session once when a back-office operation is refused as UNAUTHENTICATED", async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(apolloClient.query({ query: QUERY, context: ADMIN_CONTEXT, fetchPolicy: "network-only" })).rejects.toThrow(
      "Please sign in first.",
    );
    await expect(apolloClient.query({ query: QUERY, context: ADMIN_CONTEXT, fetchPolicy: "network-only" })).rejects.toThrow();
    stop();
    expect(localStorage.getItem("isLogin")).toBe("0");
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("leaves a public page alone: no flag change, no redirect", async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(apolloClient.query({ query: QUERY, fetchPolicy: "network-only" })).rejects.toThrow();
    stop();
    expect(localStorage.getItem("isLogin")).toBe("1");
    expect(expired).not.toHaveBeenCalled();
  });
});
