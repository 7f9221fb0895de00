import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, vi } from "vitest";
import type { GqlResult, TestServer } from "./harness";
import { CHALLENGE } from "../src/modules/comment/comment-challenge";
import { commentClock } from "../src/modules/comment/comment-clock";

/**
 * What the comment tests share: a clock that stands still until the test moves it forward (so "3 seconds after
 * the page loaded" and "10 minutes later" pass at once, and how long solving a challenge takes on a busy machine
 * changes no timing rule's answer), and a reader's browser that fetches a challenge, solves it as the ALTCHA
 * widget does, and posts from its own address with its own cookies.
 */
export function useCommentClock(): { advance(ms: number): void } {
  const start = Date.now();
  let offset = 0;
  const spy = vi.spyOn(commentClock, "now").mockImplementation(() => start + offset);
  afterAll(() => spy.mockRestore());
  return {
    advance(ms: number) {
      offset += ms;
    },
  };
}

export const POST_COMMENT = `mutation($input: PostCommentInput!) { postComment(input: $input) { heldBecause comment { id state authorName body bodyHtml language parentId articleId byOwner } } }`;

/** The widget's answer to a challenge the server issued: base64 of `{ challenge, solution }`. */
export async function solvedPayload(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export interface Reader {
  address: string;
  /** The cookies the server set for this browser, sent back with each request. */
  cookies: Map<string, string>;
  gql(query: string, variables?: Record<string, unknown>): Promise<GqlResult>;
  /** Loads the form (a fresh challenge), solved; `afterMs` later (3.1 s unless said) by the comment clock. */
  solvedChallenge(afterMs?: number): Promise<string>;
  /** Posts a comment as the form does, with a solved challenge, after the form has been open `afterMs`. */
  post(input: Record<string, unknown>, afterMs?: number): Promise<GqlResult>;
}

export function reader(server: TestServer, clock: { advance(ms: number): void }, address: string): Reader {
  const cookies = new Map<string, string>();
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const result = await server.gql(query, variables, { headers: { "x-forwarded-for": address }, ...(cookie ? { cookie } : {}) });
    for (const set of result.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return result;
  };
  const solvedChallenge = async (afterMs = CHALLENGE.minimumMs + 100) => {
    const issued = await gql(`{ commentChallenge { challenge issuedAt } }`);
    if (issued.errors) throw new Error(JSON.stringify(issued.errors));
    const payload = await solvedPayload(issued.data.commentChallenge.challenge);
    clock.advance(afterMs);
    return payload;
  };
  return {
    address,
    cookies,
    gql,
    solvedChallenge,
    async post(input, afterMs) {
      const altcha = await solvedChallenge(afterMs);
      return gql(POST_COMMENT, { input: { authorName: "Ada", body: "Lovely post.", altcha, ...input } });
    },
  };
}
