import { defineModule } from "../../kernel/module-manifest";
import { Article } from "./article.entity";
import { ArticleResolver } from "./article.resolver";
import { articleLegacy } from "./article.legacy";

export default defineModule({
  name: "article",
  entities: [Article],
  resolvers: [ArticleResolver],
  publicReads: ["articles", "article"],
  counterWrites: ["recordArticleView"],
  legacy: articleLegacy,
});
