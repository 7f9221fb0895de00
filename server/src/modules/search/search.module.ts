import { defineModule } from "../../kernel/module-manifest";
import { ArticleSearch } from "./article-search.entity";
import { SearchResolver } from "./search.resolver";

export default defineModule({
  name: "search",
  entities: [ArticleSearch],
  resolvers: [SearchResolver],
  publicReads: ["search"],
});
