import { Field, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { PageOf } from "../../kernel/page-of";

export const AuditAction = describedEnum("AuditAction", "What a logged write did to its row.", {
  CREATE: "Added the row.",
  UPDATE: "Changed some of its fields.",
  DELETE: "Removed the row.",
});
export type AuditAction = EnumValue<typeof AuditAction>;

@ObjectType({ description: "One field of a logged write." })
export class AuditChange {
  @Field({ description: "The column's name, as stored (snake_case)." }) field!: string;

  @Field(() => String, { nullable: true, description: "The value before, as text (numbers and booleans as JSON); null when there was none or when it is not kept (see shown)." })
  before!: string | null;

  @Field(() => String, { nullable: true, description: "The value after, as text; null when there is none or when it is not kept (see shown)." })
  after!: string | null;

  @Field({ description: "False for a long value (over 200 characters, such as an article body) or a secret (a password hash): the log says it changed, not what it held." })
  shown!: boolean;
}

/** Read from audit_log, which the database itself appends to (see the audit_log migration); never written by the application. */
@ObjectType({ description: "One write to the blog's content or settings, as the audit log keeps it: who, what, which row, when and from where." })
export class AuditEntry {
  @Field({ description: "The entry's number; later entries have higher ones." }) id!: string;
  @Field(() => Date, { description: "When the change was made." }) at!: Date;
  @Field(() => Number, { nullable: true, description: "The signed-in user who made it; null for a visitor (a guestbook message) or the server itself (a scheduled publication)." })
  userId!: number | null;
  @Field(() => String, { nullable: true, description: "That user's name at the time." }) userName!: string | null;
  @Field(() => String, { nullable: true, description: "The address the request came from." }) address!: string | null;
  @Field(() => String, { nullable: true, description: "The way in: graphql, api (the legacy /api calls), upload or page; null for the server's own work." })
  via!: string | null;
  @Field(() => AuditAction, { description: "Whether the row was added, changed or removed." }) action!: AuditAction;
  @Field({ description: "The table the row belongs to (articles, columns, users, …)." }) table!: string;
  @Field(() => String, { nullable: true, description: "The row's id (article_id:tag_id for an article's tag)." }) rowId!: string | null;
  @Field(() => [AuditChange], { description: "The fields written: all of a new or removed row's, only the changed ones of an update." }) changes!: AuditChange[];
}

export const AuditEntryPage = PageOf(AuditEntry, "audit log entries", ", newest first");
