import { ArgsType, Field } from "type-graphql";
import { PageArgs } from "../../kernel/paging";
import { MailState } from "./mail.entity";

@ArgsType()
export class OutboxArgs extends PageArgs {
  @Field(() => MailState, { nullable: true, description: "Only the messages in this state." }) state?: MailState | null;
}
