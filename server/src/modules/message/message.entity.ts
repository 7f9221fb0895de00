import { Entity, Index, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A guestbook message. Stored and shown as plain text; visitors see it once approved." })
@Entity({ tableName: "messages" })
@Index({ properties: ["isShow", "createTime"] })
@Index({ properties: ["createTime"] })
@Index({ properties: ["ipHash", "createTime"] })
export class Message {
  [OptionalProps]?: "email" | "isShow" | "reply" | "replyTime" | "createTime";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => String, { description: "The visitor's name." })
  @Property({ type: "string", length: 50 })
  name!: string;

  /** Only signed-in users see it (the resolver hides it from visitors). */
  @Property({ type: "string", length: 200, default: "" })
  email: string = "";

  @Field(() => String, { description: "The message, plain text, at most 100 characters." })
  @Property({ type: "string", length: 100 })
  text!: string;

  @Field(() => Boolean, { description: "Whether the message is approved and shown publicly." })
  @Property({ type: "boolean", default: false })
  isShow: boolean = false;

  @Field(() => String, { description: "The owner's reply, plain text; empty when there is none." })
  @Property({ type: "string", length: 500, default: "" })
  reply: string = "";

  @Field(() => Date, { nullable: true, description: "When the owner replied." })
  @Property({ type: "datetime", nullable: true })
  replyTime?: Date | null = null;

  @Field(() => Date, { description: "When the message was posted." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();

  /** SHA-256 of the poster's address: enough to throttle, without keeping the address itself. */
  @Property({ type: "string", length: 64 })
  ipHash!: string;
}
