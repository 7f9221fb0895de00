import { Args, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { SearchHitPage } from "./search-hit.type";
import { SearchArgs } from "./search.inputs";
import { searchArticles } from "./search.service";

@Resolver()
export class SearchResolver {
  @Query(() => SearchHitPage, {
    description:
      "Published articles whose title, summary or body holds every word of the query, a page at a time: title matches first, then the best matches, then the newest. Each comes with its matched words marked in a snippet and in its title.",
  })
  search(@Ctx() ctx: RequestContext, @Args(() => SearchArgs) args: SearchArgs): Promise<SearchHitPage> {
    return searchArticles.run(ctx, args);
  }
}
