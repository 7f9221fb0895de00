import { Entity, Index, OptionalProps } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { TableRow } from "../../kernel/table-row";
import { CreatedAtField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "A friend link, shown in the home page's side panel when shown." })
@Entity({ tableName: "links" })
@Index({ properties: ["isShow", "sid", "id"] })
export class Link extends TableRow {
  [OptionalProps]?: "sid" | "logo" | "isShow" | "isSelect" | "createTime";

  @TextField("The linked site's name.", { length: 100, required: true }) name!: string;
  @TextField("The linked site's address (http or https).", { length: 500, required: true }) url!: string;
  @TextField("Logo image URL; empty when there is none.", { length: 500 }) logo: string = "";
  @CreatedAtField("When the link was added.") createTime: Date = new Date();
}
