import { solveChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { CHALLENGE, issueChallenge } from "./comment-challenge";

const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return solution;
};

// The other tests run with COMMENT_TEST_CHALLENGE_MAX, so this is where the work a commenter's browser does is checked.
describe("a comment's proof of work", () => {
  it("asks a browser for between 20 000 and 100 000 steps, and the answer found verifies", async () => {
    const challenge = await issueChallenge("a secret", Date.now());
    const solution = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(CHALLENGE.counter.min);
    expect(solution.counter).toBeLessThanOrEqual(CHALLENGE.counter.max);
    expect((await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: "a secret" })).verified).toBe(true);
  });

  it("asks for at most the test setting's steps when it is set", async () => {
    for (let i = 0; i < 5; i++) expect((await solve(await issueChallenge("a secret", Date.now(), 100))).counter).toBeLessThanOrEqual(100);
  });
});
