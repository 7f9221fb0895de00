import type { EntityManager } from "@mikro-orm/postgresql";
import { RecoveryCode, SecondFactor, SignInChallenge } from "./two-factor.entities";
import { looksLikeTotpCode, matchingStep } from "./totp";
import { spendRecoveryCode } from "./recovery-codes";

export const WRONG_CODE = "That code is wrong or already used. Enter the current code from your authenticator app, or an unused recovery code.";

/** The user's authenticator once enrolment is confirmed; null while there is none or it waits for its first code. */
export async function enabledSecondFactor(em: EntityManager, userId: number): Promise<SecondFactor | null> {
  return em.findOne(SecondFactor, { user: userId, enabledAt: { $ne: null } });
}

export async function hasSecondFactor(em: EntityManager, userId: number): Promise<boolean> {
  return (await em.count(SecondFactor, { user: userId, enabledAt: { $ne: null } })) > 0;
}

/**
 * Accepts a TOTP code for a step after the last one accepted, recording its step in the same statement:
 * of two requests carrying the same code, only one updates the row.
 */
export async function acceptTotpCode(em: EntityManager, factor: SecondFactor, code: string): Promise<boolean> {
  const step = await matchingStep(factor.secret, code, factor.lastStep);
  if (step === null) return false;
  const userId = factor.user.id;
  const updated = await em.nativeUpdate(
    SecondFactor,
    { user: userId, $or: [{ lastStep: null }, { lastStep: { $lt: step } }] },
    { lastStep: step },
  );
  if (updated === 1) factor.lastStep = step;
  return updated === 1;
}

/** Whether `code` is a fresh code from the user's authenticator, or one of their recovery codes (then spent). */
export async function acceptSecondFactorCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
  const factor = await enabledSecondFactor(em, userId);
  if (!factor) return false;
  if (looksLikeTotpCode(code)) return acceptTotpCode(em, factor, code);
  return spendRecoveryCode(em, userId, code);
}

/** Turns the second factor off: the authenticator, the recovery codes and any sign-in waiting for a code. */
export async function removeSecondFactor(em: EntityManager, userId: number): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SignInChallenge, { user: userId });
    await tx.nativeDelete(RecoveryCode, { user: userId });
    await tx.nativeDelete(SecondFactor, { user: userId });
  });
}
