import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "The site's identity and SEO information, shown in page heads and the footer." })
@Entity({ tableName: "site_info" })
export class SiteInfo {
  [OptionalProps]?: "title" | "logo" | "url" | "description" | "keywords" | "author" | "copyright" | "record" | "email";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => String, { description: "Site title." })
  @Property({ type: "string", length: 200, default: "" })
  title: string = "";

  @Field(() => String, { description: "Logo image URL." })
  @Property({ type: "string", length: 500, default: "" })
  logo: string = "";

  @Field(() => String, { description: "The site's public base URL." })
  @Property({ type: "string", length: 500, default: "" })
  url: string = "";

  @Field(() => String, { description: "Meta description." })
  @Property({ type: "string", length: 1000, default: "" })
  description: string = "";

  @Field(() => String, { description: "Meta keywords, comma separated." })
  @Property({ type: "string", length: 500, default: "" })
  keywords: string = "";

  @Field(() => String, { description: "Author name." })
  @Property({ type: "string", length: 100, default: "" })
  author: string = "";

  @Field(() => String, { description: "Copyright line, e.g. the years." })
  @Property({ type: "string", length: 200, default: "" })
  copyright: string = "";

  @Field(() => String, { description: "Filing (ICP record) number shown in the footer." })
  @Property({ type: "string", length: 100, default: "" })
  record: string = "";

  @Field(() => String, { description: "Contact e-mail address." })
  @Property({ type: "string", length: 200, default: "" })
  email: string = "";
}
