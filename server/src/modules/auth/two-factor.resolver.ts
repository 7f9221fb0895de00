import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import { Role } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { User } from "../user/user.entity";
import { LoginResult } from "./auth.resolver";
import { RECOVERY_CODE_COUNT } from "./recovery-codes";
import { hasSecondFactor } from "./second-factor";
import { signInWithSecondFactor } from "./second-factor-login";
import { CHALLENGES } from "./sign-in-challenge";
import * as twoFactor from "./two-factor.service";

@ObjectType({ description: "Whether your account asks for a second factor (a code from an authenticator app) at sign-in." })
export class TwoFactorStatus {
  @Field(() => Boolean, { description: "True when sign-in asks for a code after the password." })
  enabled!: boolean;

  @Field(() => Date, { nullable: true, description: "When two-factor sign-in was turned on; null while it is off." })
  enabledAt!: Date | null;

  @Field(() => Int, { description: "Unused recovery codes left; 0 while two-factor sign-in is off." })
  recoveryCodesLeft!: number;
}

@ObjectType({
  description: "A new authenticator secret waiting for its first code (confirmTwoFactorEnrolment). The secret is answered here only, never again.",
})
export class TwoFactorEnrolment {
  @Field(() => String, { description: "The secret in Base32, for typing into an app that cannot scan the QR code." })
  secret!: string;

  @Field(() => String, { description: "The otpauth:// URI the QR code holds (TOTP, SHA-1, 6 digits, 30 seconds)." })
  otpauthUri!: string;

  @Field(() => String, { description: "The otpauth URI as a QR code, SVG markup: show it as an image for the app to scan." })
  qrCodeSvg!: string;
}

@ObjectType({ description: "Recovery codes, answered once: only their hashes are kept. Each signs in once in place of an authenticator code." })
export class RecoveryCodeList {
  @Field(() => [String], { description: `The ${RECOVERY_CODE_COUNT} codes, like "abcd-efgh-jkmn".` })
  codes!: string[];
}

@Resolver(() => User)
export class TwoFactorResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description: "Whether the user signs in with a second factor. Null unless you are that user or an administrator.",
  })
  async twoFactorEnabled(@Root() user: User, @Ctx() ctx: RequestContext): Promise<boolean | null> {
    if (!ctx.user || (ctx.user.id !== user.id && ctx.user.role !== Role.ADMIN)) return null;
    return hasSecondFactor(ctx.em, user.id);
  }

  @Requires(twoFactor.twoFactorStatus)
  @Query(() => TwoFactorStatus, { description: "Your two-factor sign-in: on or off, since when, and how many recovery codes are left." })
  twoFactorStatus(@Ctx() ctx: RequestContext): Promise<TwoFactorStatus> {
    return twoFactor.twoFactorStatus.run(ctx);
  }

  @Mutation(() => LoginResult, {
    description: `The second step of signing in to an account with two-factor sign-in. \`login\` answers such an account with an error whose extensions.code is SECOND_FACTOR_REQUIRED and whose extensions.challenge is the token to send here (valid ${CHALLENGES.lifetimeMs / 60_000} minutes, for one sign-in, and dropped after ${CHALLENGES.wrongCodes} wrong codes). Wrong codes count in the same throttle as wrong passwords. Sets the cookies and answers as \`login\` does.`,
  })
  loginWithSecondFactor(
    @Ctx() ctx: RequestContext,
    @Arg("challenge", () => String, { description: "extensions.challenge of login's SECOND_FACTOR_REQUIRED error." }) challenge: string,
    @Arg("code", () => String, { description: "The 6-digit code from the authenticator app, or an unused recovery code." }) code: string,
  ): Promise<LoginResult> {
    return signInWithSecondFactor.run(ctx, { challenge, code });
  }

  @Requires(twoFactor.startTwoFactorEnrolment)
  @Mutation(() => TwoFactorEnrolment, {
    description:
      "Starts setting up two-factor sign-in for your account: a new secret, as a QR code and as text. Nothing changes at sign-in until confirmTwoFactorEnrolment accepts a code from the app. Starting again replaces an unfinished set-up.",
  })
  startTwoFactorEnrolment(@Ctx() ctx: RequestContext): Promise<TwoFactorEnrolment> {
    return twoFactor.startTwoFactorEnrolment.run(ctx);
  }

  @Requires(twoFactor.confirmTwoFactorEnrolment)
  @Mutation(() => RecoveryCodeList, {
    description: `Finishes setting up two-factor sign-in with the app's current code: from now on sign-in asks for a code. Answers ${RECOVERY_CODE_COUNT} recovery codes, this once.`,
  })
  confirmTwoFactorEnrolment(
    @Ctx() ctx: RequestContext,
    @Arg("code", () => String, { description: "The 6-digit code the authenticator app shows now." }) code: string,
  ): Promise<RecoveryCodeList> {
    return twoFactor.confirmTwoFactorEnrolment.run(ctx, { code });
  }

  @Requires(twoFactor.regenerateRecoveryCodes)
  @Mutation(() => RecoveryCodeList, {
    description: `Replaces all your recovery codes with ${RECOVERY_CODE_COUNT} new ones, answered this once; the old ones stop working.`,
  })
  regenerateRecoveryCodes(
    @Ctx() ctx: RequestContext,
    @Arg("code", () => String, { description: "A current code from your authenticator app, or an unused recovery code." }) code: string,
  ): Promise<RecoveryCodeList> {
    return twoFactor.regenerateRecoveryCodes.run(ctx, { code });
  }

  @Requires(twoFactor.disableTwoFactor)
  @Mutation(() => TwoFactorStatus, {
    description: "Turns off two-factor sign-in for your account, after a code or your password; the secret and recovery codes are deleted.",
  })
  disableTwoFactor(
    @Ctx() ctx: RequestContext,
    @Arg("code", () => String, { nullable: true, description: "A current code from your authenticator app, or an unused recovery code." }) code?: string,
    @Arg("currentPassword", () => String, { nullable: true, description: "Your password, instead of a code." }) currentPassword?: string,
  ): Promise<TwoFactorStatus> {
    return twoFactor.disableTwoFactor.run(ctx, { code: code ?? undefined, currentPassword: currentPassword ?? undefined });
  }

  @Requires(twoFactor.resetTwoFactor)
  @Mutation(() => User, { description: twoFactor.resetTwoFactor.description })
  resetTwoFactor(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "The user's id." }) id: number): Promise<User> {
    return twoFactor.resetTwoFactor.run(ctx, { id });
  }
}
