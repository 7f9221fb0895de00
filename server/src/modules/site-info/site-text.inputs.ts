import { Field, InputType } from "type-graphql";

@InputType({ description: "The site's texts in one language; omitted fields stay as they are, an empty one falls back to the site info's." })
export class SiteTextInput {
  @Field(() => String, { nullable: true, description: "The site's title in this language (up to 200 characters)." }) title?: string;
  @Field(() => String, { nullable: true, description: "The meta description in this language (up to 1000 characters)." }) description?: string;
  @Field(() => String, { nullable: true, description: "The owner's note on the home page in this language (up to 2000 characters)." }) note?: string;
}
