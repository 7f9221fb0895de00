import { Entity, ManyToOne, PrimaryKey, type Ref } from "@mikro-orm/core";
import { Article } from "./article.entity";

/**
 * A slug an article was public under before it was changed: /posts/{former slug} answers 301 to the
 * article's permalink, so links already shared keep working. Another article may take the slug over later.
 */
@Entity({ tableName: "article_former_slugs" })
export class ArticleFormerSlug {
  @PrimaryKey({ type: "string", length: 100 })
  slug!: string;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;
}
