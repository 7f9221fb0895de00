import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { readDeviceToken } from "./cookies";
import { WRONG_CODE, acceptSecondFactorCode } from "./second-factor";
import { findChallenge, recordWrongCode, spendChallenge } from "./sign-in-challenge";
import { openSession, setSignInCookies } from "./sign-in-session";
import { beginAttempt, throttleKeys } from "./throttle.service";
import { knownDeviceFor } from "./trusted-device.service";

export const CHALLENGE_GONE = "This sign-in has expired or was already used. Sign in with your password again.";
export const ENTER_CODE = "Enter the 6-digit code from your authenticator app, or a recovery code.";

export interface SecondFactorAttempt {
  challenge: string;
  code: string;
}

/**
 * The second step of signing in: the challenge `login` answered and a code from the authenticator or a
 * recovery code. Wrong codes count in the same throttle as wrong passwords (the same keys: the address, and
 * the name or the known browser), so the code's six digits are guarded like the password. A right code
 * spends the challenge and signs in exactly as `login` does without a second factor.
 */
export const signInWithSecondFactor = operation(PUBLIC, async (ctx, input: SecondFactorAttempt) => {
  const code = input.code.trim();
  if (!input.challenge.trim()) throw badInput(CHALLENGE_GONE, "challenge", { id: "signIn.challengeGone" });
  if (!code) throw badInput(ENTER_CODE, "code", { id: "signIn.enterCode" });
  if (input.challenge.length > 128 || code.length > 32) throw badInput(WRONG_CODE, "code", { id: "signIn.wrongCode" });

  const challenge = await findChallenge(ctx.em, input.challenge.trim());
  if (!challenge) throw badInput(CHALLENGE_GONE, "challenge", { id: "signIn.challengeGone" });
  const user = challenge.user.getEntity();
  const deviceToken = readDeviceToken(ctx.cookies);
  const knownDevice = await knownDeviceFor(ctx.em, deviceToken, user.name);
  const pending = await beginAttempt(ctx.em, throttleKeys(user.name, ctx.ip, knownDevice));

  if (!(await acceptSecondFactorCode(ctx.em, user.id, code))) {
    await recordWrongCode(ctx.em, challenge);
    throw badInput(WRONG_CODE, "code", { id: "signIn.wrongCode" });
  }
  if (!(await spendChallenge(ctx.em, challenge))) throw badInput(CHALLENGE_GONE, "challenge", { id: "signIn.challengeGone" });

  const session = await openSession(ctx.em, user, pending, knownDevice ? deviceToken : undefined, ctx.config, { userAgent: ctx.userAgent, address: ctx.ip });
  setSignInCookies(ctx, user, session);
  return { name: user.name, token: session.token, user };
});
