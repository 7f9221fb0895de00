import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { Article } from "./article.entity";

/**
 * A preview link: whoever has it may read the article as it is now, signed in or not, until it expires. Only
 * the token's hash is stored, so the database alone gives no link away.
 */
@Entity({ tableName: "article_previews" })
export class ArticlePreview {
  @PrimaryKey({ type: "string", length: 64 })
  tokenHash!: string;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}
