import { InMemoryCache } from "@apollo/client";
import { offsetPageList } from "./load-more/offset-page-list";

/** The app's Apollo cache: the paged root fields share one policy, which joins the pages of "load more" lists. */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: { articles: offsetPageList(), homeArticles: offsetPageList(), dailySentences: offsetPageList(), messages: offsetPageList() },
      },
    },
  });
}
