import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { CAPTCHA_COOKIE, SESSION_COOKIE, clearCookie, readDeviceToken, setCookie, setDeviceCookie } from "./cookies";
import { User } from "../user/user.entity";
import { spendCaptcha } from "./captcha.service";
import { spendDecoyVerification, verifyPassword } from "../user/password";
import { createSession, type SessionPolicy } from "./session.service";
import { acceptAttempt, beginAttempt, throttleKeys, withdrawAttempt } from "./throttle.service";
import { TRUSTED_DEVICES, knownDeviceFor, rememberDevice } from "./trusted-device.service";

export interface LoginAttempt {
  name: string;
  password: string;
  captcha: string;
  captchaId?: string;
  ip: string;
  /** The known-browser cookie, when the browser sent one. */
  deviceToken?: string;
}

/** One message for an unknown name and a wrong password, so names cannot be discovered. */
export const WRONG_CREDENTIALS = "Wrong user name or password.";

export async function login(em: EntityManager, attempt: LoginAttempt, policy: SessionPolicy) {
  const name = attempt.name.trim();
  if (!name) throw badInput("enter user name", "name");
  if (!attempt.password) throw badInput("enter password", "password");
  if (!attempt.captcha.trim()) throw badInput("enter captcha code", "captcha");
  if (name.length > 64 || attempt.password.length > 256 || attempt.captcha.length > 16) {
    throw badInput(WRONG_CREDENTIALS);
  }

  const knownDevice = await knownDeviceFor(em, attempt.deviceToken, name);
  // Throttled before the captcha is spent or any password hashed; the attempt counts as a failure from here.
  const pending = await beginAttempt(em, throttleKeys(name, attempt.ip, knownDevice));

  if (!(await spendCaptcha(em, attempt.captchaId, attempt.captcha))) {
    await withdrawAttempt(em, pending);
    throw badInput("The captcha code is wrong or has expired. Enter the code from the new picture.", "captcha");
  }

  const user = await em.findOne(User, { name });
  const valid = user ? await verifyPassword(user.passwordHash, attempt.password) : await spendDecoyVerification(attempt.password).then(() => false);
  if (!user || !valid) throw badInput(WRONG_CREDENTIALS);

  await acceptAttempt(em, pending);
  const deviceToken = await rememberDevice(em, user, knownDevice ? attempt.deviceToken : undefined);
  const token = await createSession(em, user, policy);
  return { user, token, deviceToken };
}

export interface SignInInput {
  name: string;
  password: string;
  captcha: string;
  /** The captcha's id, when the captcha cookie cannot be sent. */
  captchaId?: string;
}

/**
 * Signs in with the answer to the captcha the cookie (or `captchaId`) names: sets the session cookie, and a
 * long-lived cookie that marks the browser as known for this user.
 */
export const signIn = operation(PUBLIC, async (ctx, input: SignInInput) => {
  const cookieId = ctx.req.cookies?.[CAPTCHA_COOKIE];
  const { user, token, deviceToken } = await login(
    ctx.em,
    {
      ...input,
      captchaId: input.captchaId ?? (typeof cookieId === "string" ? cookieId : undefined),
      ip: ctx.ip,
      deviceToken: readDeviceToken(ctx.req),
    },
    ctx.config,
  );
  clearCookie(ctx, CAPTCHA_COOKIE);
  setCookie(ctx, SESSION_COOKIE, token, ctx.config.sessionMaxHours * 3_600_000);
  // Kept after logout on purpose: it says this browser has signed in before, not who is signed in now.
  setDeviceCookie(ctx, deviceToken, TRUSTED_DEVICES.lifetimeMs);
  ctx.user = user;
  return { name: user.name, token, user };
});
