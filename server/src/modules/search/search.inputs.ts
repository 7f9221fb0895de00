import { Language } from "../../kernel/language";
import { ArgsType, Field, Int } from "type-graphql";

/** Longer than anyone types into a search box, short enough that a query stays cheap to parse and match. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_PAGE_MAX = 50;

@ArgsType()
export class SearchArgs {
  @Field(() => String, {
    description: `What to find (1 to ${SEARCH_QUERY_MAX_LENGTH} characters): every word must match. English words match their other forms (index finds indexes); Chinese, Japanese and Korean text matches wherever its two-character words appear.`,
  })
  query!: string;

  @Field(() => Int, { defaultValue: 0, description: "How many results to skip (0 or more)." }) offset: number = 0;
  @Field(() => Int, { defaultValue: 10, description: `How many results to return (1 to ${SEARCH_PAGE_MAX}).` }) limit: number = 10;
  @Field(() => Language, { nullable: true, description: "Each article once: its version in this language when that version is published, else its other version. Without it, the site's default language (siteInfo.language)." }) language?: Language;
}
