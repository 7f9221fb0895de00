import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, Query, Resolver, Root, registerEnumType } from "type-graphql";
import { Need } from "../../kernel/permissions";
import { CAPTCHA_COOKIE, clearCookie } from "../auth/cookies";
import type { RequestContext } from "../../kernel/request-context";
import { PageArgs } from "../../kernel/paging";
import { Message } from "./message.entity";
import * as messages from "./message.service";
import { PageOf, type Page } from "../../kernel/page-of";

export enum MessageStatus {
  ALL = "ALL",
  APPROVED = "APPROVED",
  PENDING = "PENDING",
}
registerEnumType(MessageStatus, {
  name: "MessageStatus",
  description: "Which guestbook messages to list.",
  valuesConfig: {
    ALL: { description: "Every message (signed-in users only)." },
    APPROVED: { description: "Approved messages, shown publicly." },
    PENDING: { description: "Messages waiting for approval (signed-in users only)." },
  },
});

@ArgsType()
class MessageListArgs extends PageArgs {
  @Field(() => MessageStatus, { defaultValue: MessageStatus.ALL, description: "Which messages; visitors always get approved ones." })
  status: MessageStatus = MessageStatus.ALL;
}

export const MessagePage = PageOf(Message, "guestbook messages", ", newest first,");
export type MessagePage = Page<Message>;

@InputType({ description: "A visitor's guestbook message, with the answer to the latest captcha." })
export class PostMessageInput {
  @Field(() => String, { description: "Your name (1 to 50 characters)." }) name!: string;
  @Field(() => String, { nullable: true, description: "Your e-mail address (optional; only the owner sees it)." }) email?: string;
  @Field(() => String, { description: `The message, plain text, at most ${messages.MESSAGE_MAX_LENGTH} characters.` }) text!: string;
  @Field(() => String, { description: "The characters shown in the captcha picture." }) captcha!: string;
  @Field(() => String, { nullable: true, description: "The captcha's id, when the captcha cookie cannot be sent." }) captchaId?: string;
}

@Resolver(() => Message)
export class MessageResolver {
  @Query(() => MessagePage, { description: "Guestbook messages, newest first: approved ones for visitors; all, with a filter, for signed-in users." })
  messages(@Ctx() ctx: RequestContext, @Args(() => MessageListArgs) args: MessageListArgs): Promise<MessagePage> {
    return messages.listMessages(ctx.em, args, !!ctx.user);
  }

  @FieldResolver(() => String, { nullable: true, description: "The visitor's e-mail address: signed-in users only, null for visitors." })
  email(@Root() message: Message, @Ctx() ctx: RequestContext): string | null {
    return ctx.user ? message.email : null;
  }

  @Mutation(() => Message, { description: "Leaves a guestbook message; it is shown once approved. Throttled per address." })
  async postMessage(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => PostMessageInput, { description: "The message and the captcha answer." }) input: PostMessageInput,
  ): Promise<Message> {
    const cookieId = ctx.req.cookies?.[CAPTCHA_COOKIE];
    const message = await messages.postMessage(
      ctx.em,
      { ...input, captchaId: input.captchaId ?? (typeof cookieId === "string" ? cookieId : undefined) },
      ctx.ip,
    );
    clearCookie(ctx, CAPTCHA_COOKIE);
    return message;
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Message, { description: "Approves (shows) or hides a message." })
  setMessageShown(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Message id." }) id: number,
    @Arg("shown", () => Boolean, { description: "True to show it publicly." }) shown: boolean,
  ): Promise<Message> {
    return messages.setMessageShown(ctx.em, id, shown);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Message, { description: "Replies to a message (shown under it publicly); an empty reply removes it." })
  replyToMessage(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Message id." }) id: number,
    @Arg("reply", () => String, { description: `The reply, plain text, at most ${messages.REPLY_MAX_LENGTH} characters.` }) reply: string,
  ): Promise<Message> {
    return messages.replyToMessage(ctx.em, id, reply);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Int, { description: "Deletes a message. Returns the deleted id." })
  deleteMessage(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Message id." }) id: number): Promise<number> {
    return messages.deleteMessage(ctx.em, id);
  }
}
