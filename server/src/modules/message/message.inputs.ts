import { ArgsType, Field, InputType, registerEnumType } from "type-graphql";
import { PageArgs } from "../../kernel/paging";
import { PageOf, type Page } from "../../kernel/page-of";
import { Message } from "./message.entity";
import { MESSAGE_MAX_LENGTH } from "./message.service";

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
export class MessageListArgs extends PageArgs {
  @Field(() => MessageStatus, { defaultValue: MessageStatus.ALL, description: "Which messages; visitors always get approved ones." })
  status: MessageStatus = MessageStatus.ALL;
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
