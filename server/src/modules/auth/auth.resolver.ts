import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { User } from "../user/user.entity";
import { LIVE_CAPTCHAS_PER_ADDRESS, newCaptcha } from "./captcha.service";
import { signIn } from "./login.service";
import { signOut } from "./session.service";

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
  captcha(
    @Ctx() ctx: RequestContext,
    @Arg("width", () => Int, { nullable: true, description: "Picture width in pixels (60 to 400)." }) width?: number,
    @Arg("height", () => Int, { nullable: true, description: "Picture height in pixels (24 to 160)." }) height?: number,
    @Arg("fontSize", () => Int, { nullable: true, description: "Font size in pixels (12 to 120)." }) fontSize?: number,
  ): Promise<CaptchaImage> {
    return newCaptcha.run(ctx, { width, height, fontSize });
  }

  @Mutation(() => LoginResult, {
    description:
      "Signs in with name, password and the answer to the latest captcha. Sets the HttpOnly session cookie, and a long-lived cookie that marks the browser as known for this user: failed sign-ins by others at the same name do not hold a known browser back.",
  })
  login(
    @Ctx() ctx: RequestContext,
    @Arg("name", () => String, { description: "Sign-in name." }) name: string,
    @Arg("password", () => String, { description: "Password." }) password: string,
    @Arg("captcha", () => String, { description: "The characters shown in the captcha picture (any case)." }) captcha: string,
    @Arg("captchaId", () => String, { nullable: true, description: "The captcha's id, when the captcha cookie cannot be sent." })
    captchaId?: string,
  ): Promise<LoginResult> {
    return signIn.run(ctx, { name, password, captcha, captchaId });
  }

  @Mutation(() => Boolean, { description: "Ends the current session on the server and clears the cookie. True when a session was ended." })
  logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return signOut.run(ctx);
  }
}
