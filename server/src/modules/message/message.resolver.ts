import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import { Role } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { Message } from "./message.entity";
import { MessageListArgs, MessagePage, PostMessageInput } from "./message.inputs";
import * as messages from "./message.service";

@Resolver(() => Message)
export class MessageResolver {
  @Query(() => MessagePage, { description: "Guestbook messages, newest first: approved ones for visitors; all, with a filter, for signed-in users." })
  messages(@Ctx() ctx: RequestContext, @Args(() => MessageListArgs) args: MessageListArgs): Promise<MessagePage> {
    return messages.listMessages.run(ctx, args);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The visitor's e-mail address: administrators only (it is the visitor's, not the site's); null for anyone else.",
  })
  email(@Root() message: Message, @Ctx() ctx: RequestContext): string | null {
    return ctx.user?.role === Role.ADMIN ? message.email : null;
  }

  @Mutation(() => Message, { description: "Leaves a guestbook message; it is shown once approved. The fourth from one address within 10 minutes is refused with HTTP 429." })
  postMessage(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => PostMessageInput, { description: "The message and the captcha answer." }) input: PostMessageInput,
  ): Promise<Message> {
    return messages.postMessage.run(ctx, { input });
  }

  @Requires(messages.setMessageShown)
  @Mutation(() => Message, { description: "Approves (shows) or hides a message." })
  setMessageShown(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Message id." }) id: number,
    @Arg("shown", () => Boolean, { description: "True to show it publicly." }) shown: boolean,
  ): Promise<Message> {
    return messages.setMessageShown.run(ctx, { id, shown });
  }

  @Requires(messages.replyToMessage)
  @Mutation(() => Message, { description: "Replies to a message (shown under it publicly); an empty reply removes it." })
  replyToMessage(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Message id." }) id: number,
    @Arg("reply", () => String, { description: `The reply, plain text, at most ${messages.REPLY_MAX_LENGTH} characters.` }) reply: string,
  ): Promise<Message> {
    return messages.replyToMessage.run(ctx, { id, reply });
  }

  @Requires(messages.deleteMessage)
  @Mutation(() => Int, { description: "Deletes a message. Returns the deleted id." })
  deleteMessage(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Message id." }) id: number): Promise<number> {
    return messages.deleteMessage.run(ctx, { id });
  }
}
