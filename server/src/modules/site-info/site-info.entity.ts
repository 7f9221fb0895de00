import { Entity, OptionalProps } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { BooleanField, EnumField, IdField, TextField } from "../../kernel/stored-fields";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { Language } from "../../kernel/language";

export const HomeOrder = describedEnum("HomeOrder", "How the home page lists its articles, after the featured ones.", {
  NEWEST_FIRST: "Newest published first.",
  SORT_ORDER: "By each article's sort order (sid), lowest first, as the original site did.",
});
export type HomeOrder = EnumValue<typeof HomeOrder>;

@ObjectType({ description: "The site's identity and SEO information, shown in page heads and the footer." })
@Entity({ tableName: "site_info" })
export class SiteInfo {
  [OptionalProps]?: "title" | "logo" | "url" | "description" | "keywords" | "author" | "copyright" | "record" | "email" | "homeOrder" | "language" | "sendWebmentions";

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
  @EnumField(() => HomeOrder, "How the home page lists articles after the featured ones.", "home_order") homeOrder: HomeOrder = HomeOrder.NEWEST_FIRST;
  @EnumField(() => Language, "The site's default language: the one its unprefixed pages (/, /about) and feeds speak; /zh/… and /en/… name theirs.", "language") language: Language = Language.EN;
  @BooleanField("Tell the pages an article links to, by Webmention, when it is published, changed or unpublished (when they advertise an endpoint). Off until the owner turns it on; needs the site's public base URL (url).", false) sendWebmentions: boolean = false;
}
