import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, secondFactorRequired } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { CAPTCHA_COOKIE, readDeviceToken } from "./cookies";
import { User } from "../user/user.entity";
import { spendCaptcha } from "./captcha.service";
import { spendDecoyVerification, verifyPassword } from "../user/password";
import type { SessionPolicy } from "./session.service";
import { beginAttempt, throttleKeys, withdrawAttempt } from "./throttle.service";
import { knownDeviceFor } from "./trusted-device.service";
import { hasSecondFactor } from "./second-factor";
import { issueChallenge, type IssuedChallenge } from "./sign-in-challenge";
import { openSession, setSignInCookies } from "./sign-in-session";

export interface LoginAttempt {
  name: string;
  password: string;
  captcha: string;
  captchaId?: string;
  ip: string;
  /** The browser's User-Agent, kept with the session so the user can tell their sessions apart. */
  userAgent?: string;
  /** The known-browser cookie, when the browser sent one. */
  deviceToken?: string;
  /** False for a client that cannot ask for a second factor (the legacy /api/logup): such accounts are refused. */
  canAskForCode?: boolean;
}

/** One message for an unknown name and a wrong password, so names cannot be discovered. */
export const WRONG_CREDENTIALS = "Wrong user name or password.";

/** The legacy sign-in's answer for an account with a second factor; said only once the password is right. */
export const USE_THE_SITE =
  "This account has two-factor sign-in, which this older sign-in cannot ask for. Sign in on the site's login page (/logup) instead.";

export type LoginOutcome =
  | { user: User; token: string; deviceToken: string; challenge?: undefined }
  /** The password was right, and the account wants a code too: no session yet. */
  | { user: User; challenge: IssuedChallenge };

export async function login(em: EntityManager, attempt: LoginAttempt, policy: SessionPolicy): Promise<LoginOutcome> {
  const name = attempt.name.trim();
  if (!name) throw badInput("enter user name", "name", { id: "signIn.enterName" });
  if (!attempt.password) throw badInput("enter password", "password", { id: "signIn.enterPassword" });
  if (!attempt.captcha.trim()) throw badInput("enter captcha code", "captcha", { id: "signIn.enterCaptcha" });
  if (name.length > 64 || attempt.password.length > 256 || attempt.captcha.length > 16) {
    throw badInput(WRONG_CREDENTIALS, undefined, { id: "signIn.wrong" });
  }

  const knownDevice = await knownDeviceFor(em, attempt.deviceToken, name);
  // Throttled before the captcha is spent or any password hashed; the attempt counts as a failure from here.
  const pending = await beginAttempt(em, throttleKeys(name, attempt.ip, knownDevice));

  if (!(await spendCaptcha(em, attempt.captchaId, attempt.captcha))) {
    await withdrawAttempt(em, pending);
    throw badInput("The captcha code is wrong or has expired. Enter the code from the new picture.", "captcha", { id: "signIn.captcha" });
  }

  const user = await em.findOne(User, { name });
  const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : await spendDecoyVerification(attempt.password).then(() => false);
  if (!user || !valid) throw badInput(WRONG_CREDENTIALS, undefined, { id: "signIn.wrong" });

  if (await hasSecondFactor(em, user.id)) {
    // A right password is no failed guess; the caller's own earlier failures are forgotten only once the code
    // is right too, or a guesser who has the password would win a fresh budget for codes with each sign-in.
    await withdrawAttempt(em, pending);
    if (attempt.canAskForCode === false) throw badInput(USE_THE_SITE, undefined, { id: "signIn.useTheSite" });
    return { user, challenge: await issueChallenge(em, user) };
  }
  const session = await openSession(em, user, pending, knownDevice ? attempt.deviceToken : undefined, policy, { userAgent: attempt.userAgent, address: attempt.ip });
  return { user, ...session };
}

export interface SignInInput {
  name: string;
  password: string;
  captcha: string;
  /** The captcha's id, when the captcha cookie cannot be sent. */
  captchaId?: string;
  /** False where the client cannot ask for a code; see LoginAttempt. */
  canAskForCode?: boolean;
}

/**
 * Signs in with the answer to the captcha the cookie (or `captchaId`) names: sets the session cookie, and a
 * long-lived cookie that marks the browser as known for this user. An account with a second factor gets
 * no session here but a SECOND_FACTOR_REQUIRED error carrying the challenge for loginWithSecondFactor.
 */
export const signIn = operation(PUBLIC, async (ctx, input: SignInInput) => {
  const outcome = await login(
    ctx.em,
    {
      ...input,
      captchaId: input.captchaId ?? ctx.cookies.get(CAPTCHA_COOKIE),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      deviceToken: readDeviceToken(ctx.cookies),
    },
    ctx.config,
  );
  ctx.cookies.clear(CAPTCHA_COOKIE);
  if (outcome.challenge) throw secondFactorRequired(outcome.challenge.token, outcome.challenge.expiresAt);
  setSignInCookies(ctx, outcome.user, outcome);
  return { name: outcome.user.name, token: outcome.token, user: outcome.user };
});
