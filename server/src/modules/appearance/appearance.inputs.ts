import { Field, InputType, Int } from "type-graphql";

@InputType({ description: "A whole look to save; colours as #rrggbb." })
export class LookInput {
  @Field(() => String, { description: "Accent (links, buttons) in the light theme." }) lightAccent!: string;
  @Field(() => String, { description: "Page background in the light theme." }) lightBackground!: string;
  @Field(() => String, { description: "Text colour in the light theme: at least 4.5:1 against its background." }) lightText!: string;
  @Field(() => String, { description: "Accent (links, buttons) in the dark theme." }) darkAccent!: string;
  @Field(() => String, { description: "Page background in the dark theme." }) darkBackground!: string;
  @Field(() => String, { description: "Text colour in the dark theme: at least 4.5:1 against its background." }) darkText!: string;
  @Field(() => Int, { description: "Widest the reading column grows, 560 to 1200 CSS pixels." }) readingWidth!: number;
  @Field(() => String, { defaultValue: "system", description: "Font of headings: \"system\" or the id of one of appearanceFonts." }) headingFont!: string;
  @Field(() => String, { defaultValue: "system", description: "Font of body text: \"system\" or the id of one of appearanceFonts." }) bodyFont!: string;
}
