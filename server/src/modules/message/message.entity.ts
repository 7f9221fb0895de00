import { Entity, Index, OptionalProps, Property } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { BooleanField, CreatedAtField, IdField, OptionalTimeField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "A guestbook message. Stored and shown as plain text; visitors see it once approved." })
@Entity({ tableName: "messages" })
@Index({ properties: ["isShow", "createTime"] })
@Index({ properties: ["createTime"] })
export class Message {
  [OptionalProps]?: "email" | "isShow" | "reply" | "replyTime" | "createTime";

  @IdField() id!: number;

  @TextField("The visitor's name.", { length: 50, required: true }) name!: string;

  /** Only administrators see it (the resolver gives null to anyone else). */
  @Property({ type: "string", length: 200, default: "" })
  email: string = "";

  @TextField("The message, plain text, at most 100 characters.", { length: 100, required: true }) text!: string;
  @BooleanField("Whether the message is approved and shown publicly.", false) isShow: boolean = false;
  @TextField("The owner's reply, plain text; empty when there is none.", { length: 500 }) reply: string = "";
  @OptionalTimeField("When the owner replied.") replyTime?: Date | null = null;
  @CreatedAtField("When the message was posted.") createTime: Date = new Date();
}
