import { defineModule } from "../../kernel/module-manifest";
import { Article } from "./article.entity";
import { ArticleFormerSlug } from "./article-former-slug.entity";
import { ArticleTag } from "./article-tag.entity";
import { ArticlePreview } from "./article-preview.entity";
import { ArticleResolver } from "./article.resolver";
import { ArticleWorkingCopy } from "./article-working-copy.entity";
import { ArticleRevision } from "./article-revision.entity";
import { ArticleViewDay } from "./article-view-day.entity";
import { ArticleWorkingCopyResolver } from "./article-working-copy.resolver";
import { ArticleRevisionResolver } from "./article-revision.resolver";
import { publishDueArticles, SCHEDULE_SWEEP_MS } from "./article.service";

export default defineModule({
  name: "article",
  entities: [Article, ArticleFormerSlug, ArticleTag, ArticlePreview, ArticleWorkingCopy, ArticleRevision, ArticleViewDay],
  resolvers: [ArticleResolver, ArticleWorkingCopyResolver, ArticleRevisionResolver],
  publicReads: ["articles", "homeArticles", "article"],
  counterWrites: ["recordArticleView"],
  tasks: [{ name: "publish scheduled articles", everyMs: SCHEDULE_SWEEP_MS, run: publishDueArticles }],
});
