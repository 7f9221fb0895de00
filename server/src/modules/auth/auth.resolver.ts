import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { User } from "../user/user.entity";
import { CAPTCHA_LIFETIME_MS, LIVE_CAPTCHAS_PER_ADDRESS, issueCaptcha } from "./captcha.service";
import { CAPTCHA_COOKIE, SESSION_COOKIE, clearCookie, readDeviceToken, setCookie, setDeviceCookie } from "./cookies";
import { login } from "./login.service";
import { endSession } from "./session.service";
import { TRUSTED_DEVICES } from "./trusted-device.service";

@ObjectType({ description: "What a successful sign-in answers." })
export class LoginResult {
  @Field(() => String, { description: "The signed-in user's name." })
  name!: string;

  @Field(() => String, {
    description: "The session token. The session cookie is also set; send this as `Authorization: Bearer <token>` where cookies are not an option.",
  })
  token!: string;

  @Field(() => User, { description: "The signed-in user." })
  user!: User;
}

@ObjectType({ description: "A captcha picture. Its answer stays on the server, tied to the captcha cookie." })
export class CaptchaImage {
  @Field(() => String, { description: "Identifies this captcha; also set as the captcha cookie. Pass it to `login` when cookies are not an option." })
  id!: string;

  @Field(() => String, { description: "The picture as SVG markup." })
  svg!: string;

  @Field(() => Date, { description: "When the captcha stops being accepted." })
  expiresAt!: Date;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: "The signed-in user, or null." })
  me(@Ctx() ctx: RequestContext): User | null {
    // The session resolved the account as its User entity (graphql/context.ts).
    return ctx.user as User | null;
  }

  @Query(() => CaptchaImage, {
    description: `A new captcha for signing in. Sizes are clamped to sane bounds. Each address keeps its ${LIVE_CAPTCHAS_PER_ADDRESS} newest captchas; asking for more makes its oldest stop working.`,
  })
  async captcha(
    @Ctx() ctx: RequestContext,
    @Arg("width", () => Int, { nullable: true, description: "Picture width in pixels (60 to 400)." }) width?: number,
    @Arg("height", () => Int, { nullable: true, description: "Picture height in pixels (24 to 160)." }) height?: number,
    @Arg("fontSize", () => Int, { nullable: true, description: "Font size in pixels (12 to 120)." }) fontSize?: number,
  ): Promise<CaptchaImage> {
    const issued = await issueCaptcha(ctx.em, ctx.ip, { width, height, fontSize }, ctx.config.captchaTestText);
    setCookie(ctx, CAPTCHA_COOKIE, issued.id, CAPTCHA_LIFETIME_MS);
    return issued;
  }

  @Mutation(() => LoginResult, {
    description:
      "Signs in with name, password and the answer to the latest captcha. Sets the HttpOnly session cookie, and a long-lived cookie that marks the browser as known for this user: failed sign-ins by others at the same name do not hold a known browser back.",
  })
  async login(
    @Ctx() ctx: RequestContext,
    @Arg("name", () => String, { description: "Sign-in name." }) name: string,
    @Arg("password", () => String, { description: "Password." }) password: string,
    @Arg("captcha", () => String, { description: "The characters shown in the captcha picture (any case)." }) captcha: string,
    @Arg("captchaId", () => String, { nullable: true, description: "The captcha's id, when the captcha cookie cannot be sent." })
    captchaId?: string,
  ): Promise<LoginResult> {
    const cookieId = ctx.req.cookies?.[CAPTCHA_COOKIE];
    const { user, token, deviceToken } = await login(
      ctx.em,
      {
        name,
        password,
        captcha,
        captchaId: captchaId ?? (typeof cookieId === "string" ? cookieId : undefined),
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
  }

  @Mutation(() => Boolean, { description: "Ends the current session on the server and clears the cookie. True when a session was ended." })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    clearCookie(ctx, SESSION_COOKIE);
    if (!ctx.sessionTokenHash) return false;
    await endSession(ctx.em, ctx.sessionTokenHash);
    ctx.user = null;
    ctx.sessionTokenHash = undefined;
    return true;
  }
}
