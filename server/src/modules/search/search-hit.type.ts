import { Field, Int, ObjectType } from "type-graphql";
import { PageOf, type Page } from "../../kernel/page-of";
import { Article } from "../article/article.entity";

@ObjectType({ description: "A stretch of a text, in UTF-16 code units (as JavaScript counts a string's length)." })
export class TextRange {
  @Field(() => Int, { description: "Where the stretch starts: the index of its first code unit." })
  start!: number;

  @Field(() => Int, { description: "Where it ends: the index just past its last code unit." })
  end!: number;
}

@ObjectType({ description: "Plain text with the stretches where a search's words matched; the page marks them itself." })
export class MarkedText {
  @Field(() => String, { description: "The text, plain: nothing in it is markup." })
  text!: string;

  @Field(() => [TextRange], { description: "Where the words matched, in order, none overlapping; empty when none did." })
  ranges!: TextRange[];
}

/** No table behind it: made for each search from the article found and where the words matched. */
@ObjectType({ description: "An article a search found, with its matched words marked." })
export class SearchHit {
  @Field(() => Article, { description: "The article found: published, shown and due, as visitors see it." })
  article!: Article;

  @Field(() => MarkedText, {
    description: "The text around the best match in the body (or the summary), with \"…\" where the text goes on, and where the words matched. The start of the text when only the title matched.",
  })
  snippet!: MarkedText;

  @Field(() => MarkedText, { description: "The title, and where the words matched in it." })
  titleHighlighted!: MarkedText;
}

export const SearchHitPage = PageOf(SearchHit, "search results", ", best first");
export type SearchHitPage = Page<SearchHit>;
