import { Entity, Index, OptionalProps, Property } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { TableRow } from "../../kernel/table-row";

@ObjectType({ description: "A friend link, shown in the home page's side panel when shown." })
@Entity({ tableName: "links" })
@Index({ properties: ["isShow", "sid", "id"] })
export class Link extends TableRow {
  [OptionalProps]?: "sid" | "logo" | "isShow" | "isSelect" | "createTime";



  @Field(() => String, { description: "The linked site's name." })
  @Property({ type: "string", length: 100 })
  name!: string;

  @Field(() => String, { description: "The linked site's address (http or https)." })
  @Property({ type: "string", length: 500 })
  url!: string;

  @Field(() => String, { description: "Logo image URL; empty when there is none." })
  @Property({ type: "string", length: 500, default: "" })
  logo: string = "";



  @Field(() => Date, { description: "When the link was added." })
  @Property({ type: "datetime", defaultRaw: "now()" })
  createTime: Date = new Date();
}
