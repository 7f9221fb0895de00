import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Ref } from "@mikro-orm/core";
import { Article } from "./article.entity";

/**
 * How many views an article had on one day (server's time zone): the back-office dashboard's chart and top
 * articles read them. Written only in batches (view-counting/count-batcher.ts), by the statement that
 * raises the article's hits, so the two never disagree; an article's days go with it. Indexed by day too:
 * the dashboard reads a range of days across all articles.
 */
@Entity({ tableName: "article_view_days" })
@Index({ properties: ["day"] })
export class ArticleViewDay {
  [PrimaryKeyProp]?: ["article", "day"];

  @ManyToOne(() => Article, { primary: true, ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @PrimaryKey({ type: "date" })
  day!: string;

  @Property({ type: "integer", default: 0 })
  count: number = 0;
}
