import { Entity, Index, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A friend link, shown in the home page's side panel when shown." })
@Entity({ tableName: "links" })
@Index({ properties: ["isShow", "sid", "id"] })
export class Link {
  [OptionalProps]?: "sid" | "logo" | "isShow" | "isSelect" | "createTime";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Sort order: lower comes first." })
  @Property({ type: "integer", default: 0 })
  sid: number = 0;

  @Field(() => String, { description: "The linked site's name." })
  @Property({ type: "string", length: 100 })
  name!: string;

  @Field(() => String, { description: "The linked site's address (http or https)." })
  @Property({ type: "string", length: 500 })
  url!: string;

  @Field(() => String, { description: "Logo image URL; empty when there is none." })
  @Property({ type: "string", length: 500, default: "" })
  logo: string = "";

  @Field(() => Boolean, { description: "Whether visitors see the link." })
  @Property({ type: "boolean", default: true })
  isShow: boolean = true;

  @Field(() => Boolean, { description: "Whether the row is ticked in the back-office table." })
  @Property({ type: "boolean", default: false })
  isSelect: boolean = false;

  @Field(() => Date, { description: "When the link was added." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();
}
