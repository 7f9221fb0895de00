import { Field, InputType } from "type-graphql";
import { Language } from "../../kernel/language";
import { HomeOrder } from "./site-info.entity";

@InputType({ description: "Site info fields to change; omitted fields stay as they are." })
export class SiteInfoInput {
  @Field(() => String, { nullable: true, description: "Site title (up to 200 characters)." }) title?: string;
  @Field(() => String, { nullable: true, description: "Logo: an http(s) URL or a path on this site." }) logo?: string;
  @Field(() => String, { nullable: true, description: "The site's public base URL." }) url?: string;
  @Field(() => String, { nullable: true, description: "Meta description (up to 1000 characters)." }) description?: string;
  @Field(() => String, { nullable: true, description: "Meta keywords (up to 500 characters)." }) keywords?: string;
  @Field(() => String, { nullable: true, description: "Author (up to 100 characters)." }) author?: string;
  @Field(() => String, { nullable: true, description: "Copyright line (up to 200 characters)." }) copyright?: string;
  @Field(() => String, { nullable: true, description: "Filing number (up to 100 characters)." }) record?: string;
  @Field(() => String, { nullable: true, description: "Contact e-mail address." }) email?: string;
  @Field(() => HomeOrder, { nullable: true, description: "How the home page lists articles after the featured ones." }) homeOrder?: HomeOrder;
  @Field(() => Language, { nullable: true, description: "The site's default language, spoken by its unprefixed pages and feeds." }) language?: Language;
  @Field(() => Boolean, { nullable: true, description: "Send Webmentions to the pages articles link to." }) sendWebmentions?: boolean;
}
