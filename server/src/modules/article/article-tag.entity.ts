import { Entity, Index, ManyToOne, PrimaryKeyProp, type Ref } from "@mikro-orm/core";
import { Tag } from "../tag/tag.entity";
import { Article } from "./article.entity";

/** One tag on one article. Indexed by tag too: a tag's page lists its articles. */
@Entity({ tableName: "article_tags" })
@Index({ properties: ["tag"] })
export class ArticleTag {
  [PrimaryKeyProp]?: ["article", "tag"];

  @ManyToOne(() => Article, { primary: true, ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @ManyToOne(() => Tag, { primary: true, ref: true, deleteRule: "cascade" })
  tag!: Ref<Tag>;
}
