import { Entity, Index, OptionalProps, Property } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { CreatedAtField, EnumField, IdField, OptionalTimeField, TextField } from "../../kernel/stored-fields";

export const MailState = describedEnum("MailState", "Where a message of the outbox is.", {
  NOT_SENT: "Kept here only: no SMTP server is configured (SMTP_URL), so nothing was sent.",
  QUEUED: "Waiting to be sent, or to be tried again after a temporary failure.",
  SENT: "Accepted by the SMTP server.",
  FAILED: "Refused for good by the SMTP server, or still failing after every retry; the error says why.",
});
export type MailState = EnumValue<typeof MailState>;

/**
 * One message the blog sends, kept whether or not it could be sent: the outbox the back-office shows. Without
 * an SMTP server nothing silently disappears; with one, each is sent once by the job queue.
 */
@ObjectType({ description: "A message the blog sent or was to send (the outbox). Administrators only." })
@Entity({ tableName: "mails" })
export class Mail {
  [OptionalProps]?: "state" | "error" | "createTime" | "sentTime" | "html" | "headers";

  @IdField() id!: number;

  @TextField("The recipient's address.", { length: 320, required: true }) recipient!: string;

  @TextField("The subject line.", { length: 300, required: true }) subject!: string;

  @TextField("The plain-text part, as sent.", { required: true }) text!: string;

  /** The HTML part, as sent; not a field: the back-office shows the text. */
  @Property({ type: "text", default: "" }) html: string = "";

  /** Header lines of its own (List-Unsubscribe on a notice), as sent. */
  @Property({ type: "json", default: "{}" }) headers: Record<string, string> = {};

  @TextField("What the message is for (\"test\", and later \"reply-notice\", \"newsletter\"), for filtering the outbox.", { length: 40, required: true })
  purpose!: string;

  @EnumField(() => MailState, "Where the message is.", "mail_state")
  @Index()
  state: MailState = MailState.QUEUED;

  @Field(() => String, { nullable: true, description: "Why it failed (the SMTP server's answer), or null." })
  @Property({ type: "text", nullable: true })
  error: string | null = null;

  @CreatedAtField("When it was written.") createTime!: Date;

  @OptionalTimeField("When the SMTP server accepted it; null until then.") sentTime: Date | null = null;
}
