import { defineModule } from "../../kernel/module-manifest";
import { Article } from "./article.entity";
import { ArticleFormerSlug } from "./article-former-slug.entity";
import { ArticleTag } from "./article-tag.entity";
import { ArticlePreview } from "./article-preview.entity";
import { ArticleResolver } from "./article.resolver";
import { articleLegacy } from "./article.legacy";
import { publishDueArticles, SCHEDULE_SWEEP_MS } from "./article.service";

export default defineModule({
  name: "article",
  entities: [Article, ArticleFormerSlug, ArticleTag, ArticlePreview],
  resolvers: [ArticleResolver],
  publicReads: ["articles", "homeArticles", "article"],
  counterWrites: ["recordArticleView"],
  legacy: articleLegacy,
  tasks: [{ name: "publish scheduled articles", everyMs: SCHEDULE_SWEEP_MS, run: publishDueArticles }],
});
