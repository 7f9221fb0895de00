import { defineModule } from "../../kernel/module-manifest";
import { Article } from "./article.entity";
import { ArticleResolver } from "./article.resolver";

export default defineModule({
  name: "article",
  entities: [Article],
  resolvers: [ArticleResolver],
  publicReads: ["articles", "article"],
  counterWrites: ["recordArticleView"],
});
