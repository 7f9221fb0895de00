import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { ADMIN_EDIT, SESSION } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { findRowOrFail } from "../../kernel/row-updates";
import { verifyPassword } from "../user/password";
import { User } from "../user/user.entity";
import { readDeviceToken } from "./cookies";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { WRONG_CODE, acceptSecondFactorCode, enabledSecondFactor, hasSecondFactor, removeSecondFactor } from "./second-factor";
import { acceptAttempt, beginAttempt, throttleKeys } from "./throttle.service";
import { matchingStep, newTotpSecret, otpauthUri, qrCodeSvg } from "./totp";
import { knownDeviceFor } from "./trusted-device.service";
import { SecondFactor } from "./two-factor.entities";

const ALREADY_ON = "Two-factor sign-in is already on for this account. Turn it off first to set up another authenticator.";
const NOT_ON = "Two-factor sign-in is not on for this account.";

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStateOf(em: EntityManager, userId: number): Promise<TwoFactorState> {
  const factor = await enabledSecondFactor(em, userId);
  if (!factor) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return { enabled: true, enabledAt: factor.enabledAt ?? null, recoveryCodesLeft: await recoveryCodesLeft(em, userId) };
}

/**
 * Proof that the signed-in person is the account's owner before its second factor changes: a code from the
 * authenticator or a recovery code, or (to turn it off) the password. Counted in the sign-in throttle like
 * a sign-in, so a stolen session cannot guess its way to new recovery codes.
 */
async function proveOwner(ctx: RequestContext, proof: { code?: string; currentPassword?: string }): Promise<void> {
  const user = await findRowOrFail(ctx.em, User, "User", ctx.user!.id);
  const code = proof.code?.trim();
  if (!code && !proof.currentPassword) throw badInput("Enter a code from your authenticator app, a recovery code, or your password.", "code", { id: "twoFactor.proofNeeded" });
  const knownDevice = await knownDeviceFor(ctx.em, readDeviceToken(ctx.cookies), user.name);
  const pending = await beginAttempt(ctx.em, throttleKeys(user.name, ctx.ip, knownDevice));
  if (code) {
    if (code.length > 32 || !(await acceptSecondFactorCode(ctx.em, user.id, code))) throw badInput(WRONG_CODE, "code", { id: "signIn.wrongCode" });
  } else if (!(await verifyPassword(user.passwordHash, proof.currentPassword!))) {
    throw badInput("The current password is wrong.", "currentPassword", { id: "password.currentWrong" });
  }
  await acceptAttempt(ctx.em, pending);
}

/** The issuer the authenticator app lists the account under: the site's host name. */
const issuerOf = (ctx: RequestContext) => ctx.hostname || "Quiet Notes";

export const twoFactorStatus = operation(SESSION, (ctx) => twoFactorStateOf(ctx.em, ctx.user!.id));

/**
 * Enrolment, step one: a new secret waiting for its first code. Starting again replaces an unfinished one,
 * so only the QR code shown last works; an enabled factor is never replaced here.
 */
export const startTwoFactorEnrolment = operation(SESSION, async (ctx) => {
  const { id, name } = ctx.user!;
  if (await hasSecondFactor(ctx.em, id)) throw badInput(ALREADY_ON, undefined, { id: "twoFactor.alreadyOn" });
  const secret = await newTotpSecret();
  // In a transaction, as every write to an audited table: the audit log learns who wrote it (audit-actor.subscriber.ts).
  await ctx.em.transactional((tx) =>
    tx.getConnection().execute(
      `insert into second_factors (user_id, secret) values (?, ?)
       on conflict (user_id) do update set secret = excluded.secret, created_at = now() where second_factors.enabled_at is null`,
      [id, secret],
      "run",
      tx.getTransactionContext(),
    ),
  );
  const uri = await otpauthUri(issuerOf(ctx), name, secret);
  return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
});

/**
 * Enrolment, step two: a code from the app proves it holds the secret; two-factor sign-in is on from here,
 * and the recovery codes are answered, this once. The code's step counts as used.
 */
export const confirmTwoFactorEnrolment = operation(SESSION, async (ctx, { code }: { code: string }) => {
  const userId = ctx.user!.id;
  const factor = await ctx.em.findOne(SecondFactor, { user: userId });
  if (!factor) throw badInput("There is no authenticator waiting for its first code. Start the set-up again.", undefined, { id: "twoFactor.noneWaiting" });
  if (factor.enabledAt) throw badInput(ALREADY_ON, undefined, { id: "twoFactor.alreadyOn" });
  const step = code.length <= 32 ? await matchingStep(factor.secret, code) : null;
  if (step === null) {
    throw badInput("That code does not match. Check that the app was set up from the QR code or key shown here and that the phone's clock is right, then enter its current code.", "code", { id: "twoFactor.noMatch" });
  }
  const enabled = await ctx.em.transactional((tx) => tx.nativeUpdate(SecondFactor, { user: userId, enabledAt: null }, { enabledAt: new Date(), lastStep: step }));
  if (enabled !== 1) throw badInput(ALREADY_ON, undefined, { id: "twoFactor.alreadyOn" });
  return { codes: await replaceRecoveryCodes(ctx.em, userId) };
});

/** New recovery codes in place of all the old ones, after a code (or a recovery code) proves it is the owner. */
export const regenerateRecoveryCodes = operation(SESSION, async (ctx, { code }: { code: string }) => {
  if (!(await hasSecondFactor(ctx.em, ctx.user!.id))) throw badInput(NOT_ON, undefined, { id: "twoFactor.notOn" });
  await proveOwner(ctx, { code });
  return { codes: await replaceRecoveryCodes(ctx.em, ctx.user!.id) };
});

/** Turns one's own second factor off, after a code, a recovery code or the password. */
export const disableTwoFactor = operation(SESSION, async (ctx, proof: { code?: string; currentPassword?: string }) => {
  if (!(await hasSecondFactor(ctx.em, ctx.user!.id))) throw badInput(NOT_ON, undefined, { id: "twoFactor.notOn" });
  await proveOwner(ctx, proof);
  await removeSecondFactor(ctx.em, ctx.user!.id);
  return twoFactorStateOf(ctx.em, ctx.user!.id);
});

/**
 * An administrator turns off another user's second factor, for someone who lost both the phone and the
 * recovery codes. Their own goes through disableTwoFactor, which asks for proof.
 */
export const resetTwoFactor = operation(
  ADMIN_EDIT,
  "Turns off another user's two-factor sign-in, for someone who lost both the authenticator and the recovery codes (administrators only). They sign in with the password alone until they set it up again.",
  async (ctx, { id }: { id: number }) => {
    if (id === ctx.user!.id) throw badInput("To turn off your own two-factor sign-in, use disableTwoFactor with a code or your password.", undefined, { id: "twoFactor.ownNotReset" });
    const user = await findRowOrFail(ctx.em, User, "User", id);
    await removeSecondFactor(ctx.em, id);
    return user;
  },
);
