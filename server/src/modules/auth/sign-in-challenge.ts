import type { EntityManager } from "@mikro-orm/postgresql";
import type { User } from "../user/user.entity";
import { SignInChallenge } from "./two-factor.entities";
import { hashToken, randomToken } from "./tokens";

export const CHALLENGES = {
  /** Long enough to open an authenticator app or find the recovery codes, short enough to be no session. */
  lifetimeMs: 5 * 60_000,
  /**
   * Wrong codes one challenge takes before it is dropped and the password is needed again. Each also counts
   * in the sign-in throttle; this bound keeps one right password from buying an open-ended run of guesses.
   */
  wrongCodes: 5,
};

export interface IssuedChallenge {
  token: string;
  expiresAt: Date;
}

export async function issueChallenge(em: EntityManager, user: User): Promise<IssuedChallenge> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + CHALLENGES.lifetimeMs);
  // Housekeeping as challenges are made, as for sessions: expired ones never work again.
  await em.nativeDelete(SignInChallenge, { expiresAt: { $lt: new Date(now) } });
  await em.insert(SignInChallenge, { tokenHash: hashToken(token), user: user.id, expiresAt, wrongCodes: 0 });
  return { token, expiresAt };
}

/** The live challenge behind a token, with its user, or null when unknown, spent, worn out or expired. */
export function findChallenge(em: EntityManager, token: string): Promise<SignInChallenge | null> {
  return em.findOne(SignInChallenge, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } }, { populate: ["user"] });
}

/** Counts a wrong code against the challenge, dropping it once it has taken its share. */
export async function recordWrongCode(em: EntityManager, challenge: SignInChallenge): Promise<void> {
  // Counted in SQL, so concurrent wrong codes each add one.
  await em.getConnection().execute("update sign_in_challenges set wrong_codes = wrong_codes + 1 where token_hash = ?", [challenge.tokenHash]);
  await em.nativeDelete(SignInChallenge, { tokenHash: challenge.tokenHash, wrongCodes: { $gte: CHALLENGES.wrongCodes } });
}

/** Spends the challenge; false when a concurrent request spent it first. */
export async function spendChallenge(em: EntityManager, challenge: SignInChallenge): Promise<boolean> {
  return (await em.nativeDelete(SignInChallenge, { tokenHash: challenge.tokenHash })) === 1;
}
