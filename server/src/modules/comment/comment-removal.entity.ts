import { Entity, Enum, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Language } from "../../kernel/language";

/**
 * Someone's request that every comment written with an e-mail address be removed. It reaches the owner only
 * once the address's holder confirmed it through the link mailed to it; the owner then removes them. The
 * address itself is not kept: its salted hash finds the comments.
 */
@ObjectType({ description: "A confirmed request to remove every comment written with one e-mail address, for the owner to carry out." })
@Entity({ tableName: "comment_removal_requests" })
export class CommentRemovalRequest {
  [OptionalProps]?: "createTime" | "confirmedTime" | "doneTime";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Property({ type: "string", length: 64 }) emailHash!: string;

  /** The language of the page it was made on: the confirmation mail and page speak it. */
  @Enum({ items: () => Language, nativeEnumName: "language" }) language!: Language;

  @Field(() => Date, { description: "When it was made." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();

  @Field(() => Date, { nullable: true, description: "When the address's holder confirmed it; only confirmed requests reach the owner." })
  @Property({ type: "datetime", nullable: true })
  confirmedTime: Date | null = null;

  @Field(() => Date, { nullable: true, description: "When the owner removed the comments; null while it waits." })
  @Property({ type: "datetime", nullable: true })
  doneTime: Date | null = null;
}
