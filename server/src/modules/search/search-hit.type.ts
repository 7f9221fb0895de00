import { Field, ObjectType } from "type-graphql";
import { PageOf, type Page } from "../../kernel/page-of";
import { Article } from "../article/article.entity";

/** No table behind it: made for each search from the article found and where the words matched. */
@ObjectType({ description: "An article a search found, with its matched words marked." })
export class SearchHit {
  @Field(() => Article, { description: "The article found: published, shown and due, as visitors see it." })
  article!: Article;

  @Field(() => String, {
    description:
      "HTML: the text around the best match in the body (or the summary), everything escaped, the matched words wrapped in <mark>; no other tag ever appears. The start of the text when only the title matched.",
  })
  snippet!: string;

  @Field(() => String, { description: "HTML: the title, escaped, with the matched words wrapped in <mark>; no other tag ever appears." })
  titleHighlighted!: string;
}

export const SearchHitPage = PageOf(SearchHit, "search results", ", best first");
export type SearchHitPage = Page<SearchHit>;
