import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { SpentChallenge } from "./comment.entity";

/**
 * The proof of work a comment carries (ALTCHA): the server hands out a signed challenge, the page's widget
 * finds the counter whose SHA-256 key starts as the challenge says, and the answer comes back with the comment.
 * The challenge also carries the time it was issued, signed, which is when the page with the form loaded:
 * a comment sent sooner than `minimumMs` after it came from no person typing.
 */
export const CHALLENGE = {
  lifetimeMs: 10 * 60_000,
  minimumMs: 3_000,
  /**
   * The counter the widget must reach lies between these: SHA-256 once per step, so at most a tenth of a second
   * on a server core and about a second in a phone's browser; enough to make each comment cost a sender something.
   */
  counter: { min: 20_000, max: 100_000 },
  algorithm: "SHA-256",
};

const refusal = (message: string, id: string, values?: Record<string, number>) => badInput(message, "altcha", { id, ...(values ? { values } : {}) });

/** A signed challenge issued `now`; `counterMax` is the test setting COMMENT_TEST_CHALLENGE_MAX. */
export async function issueChallenge(secret: string, now: number, counterMax?: number): Promise<Challenge> {
  const { min, max } = counterMax ? { min: 1, max: counterMax } : CHALLENGE.counter;
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: 1,
    counter: randomInt(max, min), // altcha-lib takes the bound above first
    deriveKey,
    data: { issuedAt: now },
    expiresAt: new Date(now + CHALLENGE.lifetimeMs),
    hmacSignatureSecret: secret,
  });
}

/** The widget's answer: base64 of `{ challenge, solution }`, or the same as JSON. */
function readPayload(payload: string | undefined | null): { challenge: Challenge; solution: Solution } {
  const text = payload?.trim();
  if (!text) throw refusal("The anti-spam check has not finished. Wait for it to complete, then send again.", "comment.challengeMissing");
  try {
    const json = text.startsWith("{") ? text : Buffer.from(text, "base64").toString("utf8");
    const parsed = JSON.parse(json) as { challenge?: Challenge; solution?: Solution };
    if (parsed?.challenge?.parameters && parsed.solution && typeof parsed.solution.counter === "number") return parsed as { challenge: Challenge; solution: Solution };
  } catch {
    // refused below, as every other unreadable answer
  }
  throw refusal("The anti-spam check's answer could not be read. Reload the page and try again.", "comment.challengeInvalid");
}

/**
 * Checks a solved challenge, then spends it so it cannot be used again. Refuses, saying why: no answer, a
 * forged or wrong one, an expired one, one sent too soon after the page loaded (not spent, so the same answer
 * may be sent again a moment later), or one already used. `minimumMs` is the 3 seconds except under a test
 * setting (COMMENT_TEST_MINIMUM_MS).
 */
export async function spendChallenge(em: EntityManager, secret: string, payload: string | undefined | null, now: number, minimumMs = CHALLENGE.minimumMs): Promise<void> {
  const { challenge, solution } = readPayload(payload);
  const expiresAt = challenge.parameters.expiresAt;
  if (typeof expiresAt !== "number" || expiresAt * 1000 < now) {
    throw refusal("The anti-spam check has expired. Reload the page and try again.", "comment.challengeExpired");
  }
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret }).catch(() => undefined);
  if (result?.expired) throw refusal("The anti-spam check has expired. Reload the page and try again.", "comment.challengeExpired");
  if (!result?.verified) throw refusal("The anti-spam check failed. Reload the page and try again.", "comment.challengeInvalid");
  const issuedAt = Number(challenge.parameters.data?.issuedAt);
  const waited = now - issuedAt;
  if (!Number.isFinite(issuedAt) || waited < minimumMs) {
    const seconds = Math.max(1, Math.ceil((minimumMs - (Number.isFinite(waited) ? waited : 0)) / 1000));
    throw refusal(`That was quick: wait ${seconds} seconds, then send it again.`, "comment.tooFast", { seconds });
  }
  await em.nativeDelete(SpentChallenge, { expiresAt: { $lt: new Date(now) } });
  const spent = await em.execute<{ signature: string }[]>(
    `insert into "comment_spent_challenges" ("signature", "expires_at") values (?, ?) on conflict do nothing returning "signature"`,
    [challenge.signature!, new Date(expiresAt * 1000)],
  );
  if (spent.length === 0) throw refusal("This anti-spam check was already used. Reload the page to get a new one.", "comment.challengeUsed");
}
