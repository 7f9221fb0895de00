import { ArgsType, Field, Int } from "type-graphql";
import { PageArgs } from "../../kernel/paging";
import { AuditAction } from "./audit.type";

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only the writes of this user." }) userId?: number | null;
  @Field(() => String, { nullable: true, description: "Only the writes to this table (one of the audited tables: articles, columns, users, …)." }) table?: string | null;
  @Field(() => String, { nullable: true, description: "Only the writes to this row of the table (needs table)." }) rowId?: string | null;
  @Field(() => AuditAction, { nullable: true, description: "Only additions, changes or removals." }) action?: AuditAction | null;
  @Field(() => Date, { nullable: true, description: "Only writes at or after this time." }) since?: Date | null;
  @Field(() => Date, { nullable: true, description: "Only writes before this time." }) until?: Date | null;
}
