import { Entity, OptionalProps } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { IdField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "The site's identity and SEO information, shown in page heads and the footer." })
@Entity({ tableName: "site_info" })
export class SiteInfo {
  [OptionalProps]?: "title" | "logo" | "url" | "description" | "keywords" | "author" | "copyright" | "record" | "email";

  @IdField() id!: number;

  @TextField("Site title.", { length: 200 }) title: string = "";
  @TextField("Logo image URL.", { length: 500 }) logo: string = "";
  @TextField("The site's public base URL.", { length: 500 }) url: string = "";
  @TextField("Meta description.", { length: 1000 }) description: string = "";
  @TextField("Meta keywords, comma separated.", { length: 500 }) keywords: string = "";
  @TextField("Author name.", { length: 100 }) author: string = "";
  @TextField("Copyright line, e.g. the years.", { length: 200 }) copyright: string = "";
  @TextField("Filing (ICP record) number shown in the footer.", { length: 100 }) record: string = "";
  @TextField("Contact e-mail address.", { length: 200 }) email: string = "";
}
