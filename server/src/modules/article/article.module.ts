import { defineModule } from "../../kernel/module-manifest";
import { Article } from "./article.entity";
import { ArticleAuthoringResolver, ArticleResolver } from "./article.resolver";
import { articleLegacy } from "./article.legacy";

export default defineModule({
  name: "article",
  entities: [Article],
  resolvers: [ArticleResolver, ArticleAuthoringResolver],
  publicReads: ["articles", "article"],
  counterWrites: ["recordArticleView"],
  legacy: articleLegacy,
});
