import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { Language } from "../../kernel/language";
import { PageArgs } from "../../kernel/paging";
import { SubscriberState } from "./subscriber.entity";

@InputType({ description: "A reader's request to get new posts by e-mail, with the spam rules' answers." })
export class SubscribeInput {
  @Field(() => String, { description: "The address to send posts to." }) email!: string;
  @Field(() => Language, { description: "The language of the page the form is on: the one the reader's mail will be in." }) language!: Language;
  @Field(() => String, { nullable: true, description: "The ALTCHA widget's answer to commentChallenge (its base64 payload)." }) altcha?: string | null;
  @Field(() => String, { nullable: true, description: "Leave empty: the form hides this field from people, and a request with it filled in is refused." }) website?: string | null;
}

@ArgsType()
export class SubscriberListArgs extends PageArgs {
  @Field(() => SubscriberState, { nullable: true, description: "Only subscribers in this state." }) state?: SubscriberState | null;
  @Field(() => Language, { nullable: true, description: "Only subscribers who get mail in this language." }) language?: Language | null;
  @Field(() => String, { nullable: true, description: "Only addresses containing this text (any case)." }) search?: string | null;
}

@ObjectType({ description: "How many confirmed subscribers a day ended with." })
export class SubscriberDay {
  @Field(() => String, { description: "The day, YYYY-MM-DD (the database's time zone)." }) day!: string;
  @Field(() => Int, { description: "Confirmed subscribers at the end of that day." }) confirmed!: number;
}

@ObjectType({ description: "Subscriber counts for the console." })
export class SubscriberCounts {
  @Field(() => Int, { description: "Confirmed subscribers: who gets the next post." }) confirmed!: number;
  @Field(() => Int, { description: "Waiting for their confirmation." }) pending!: number;
  @Field(() => Int, { description: "Unsubscribed." }) unsubscribed!: number;
  @Field(() => Int, { description: "Suppressed after a permanent refusal by their mail server." }) suppressed!: number;
  @Field(() => [SubscriberDay], { description: "The last 30 days, oldest first, with today last." }) trend!: SubscriberDay[];
}

@ObjectType({ description: "What an import of subscribers did." })
export class SubscriberImportResult {
  @Field(() => Int, { description: "New subscribers added." }) added!: number;
  @Field(() => Int, { description: "Lines skipped: addresses already here, or repeated in the file." }) skipped!: number;
}

@ObjectType({ description: "How a post's sending by e-mail went." })
export class PostSendCounts {
  @Field(() => Boolean, { description: "Whether the post is to be (or was) sent by e-mail." }) requested!: boolean;
  @Field(() => Int, { description: "Messages waiting to be sent or retried." }) queued!: number;
  @Field(() => Int, { description: "Messages accepted by the subscribers' mail servers." }) sent!: number;
  @Field(() => Int, { description: "Messages still failing after every retry." }) failed!: number;
  @Field(() => Int, { description: "Messages refused for good; their addresses are suppressed." }) bounced!: number;
  @Field(() => Int, { description: "Subscribers who left before their message went." }) skipped!: number;
  @Field(() => Int, { description: "Messages kept only, because no SMTP server is configured." }) notSent!: number;
  @Field(() => Int, { description: "Subscribers who unsubscribed through this post's message." }) unsubscribed!: number;
}
