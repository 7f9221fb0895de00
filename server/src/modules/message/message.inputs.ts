import { ArgsType, Field, InputType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { PageArgs } from "../../kernel/paging";
import { PageOf, type Page } from "../../kernel/page-of";
import { Message } from "./message.entity";
import { MESSAGE_MAX_LENGTH } from "./message.service";

export const MessageStatus = describedEnum("MessageStatus", "Which guestbook messages to list.", {
  ALL: "Every message (signed-in users only).",
  APPROVED: "Approved messages, shown publicly.",
  PENDING: "Messages waiting for approval (signed-in users only).",
});
export type MessageStatus = EnumValue<typeof MessageStatus>;

@ArgsType()
export class MessageListArgs extends PageArgs {
  @Field(() => MessageStatus, { defaultValue: MessageStatus.ALL, description: "Which messages; visitors always get approved ones." }) status: MessageStatus = MessageStatus.ALL;
}

export const MessagePage = PageOf(Message, "guestbook messages", ", newest first,");
export type MessagePage = Page<Message>;

@InputType({ description: "A visitor's guestbook message, with the answer to the latest captcha." })
export class PostMessageInput {
  @Field(() => String, { description: "Your name (1 to 50 characters)." }) name!: string;
  @Field(() => String, { nullable: true, description: "Your e-mail address (optional; only the owner sees it)." }) email?: string;
  @Field(() => String, { description: `The message, plain text, at most ${MESSAGE_MAX_LENGTH} characters.` }) text!: string;
  @Field(() => String, { description: "The characters shown in the captcha picture." }) captcha!: string;
  @Field(() => String, { nullable: true, description: "The captcha's id, when the captcha cookie cannot be sent." }) captchaId?: string;
}
