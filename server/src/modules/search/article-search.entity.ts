import { Entity, Index, OneToOne, Property, type Ref } from "@mikro-orm/core";
import { Article } from "../article/article.entity";

/**
 * An article's search document: its words as PostgreSQL full-text lexemes, weighted by where they stand
 * (title A, summary B, body C), and its body's text. The database writes it, not the ORM: a trigger on articles rebuilds it
 * whenever the live title, summary or body is written, by whatever path (see the search migration), and the
 * row goes with its article. It holds text only; who may see an article is read from the article at query time.
 */
@Entity({ tableName: "article_search" })
export class ArticleSearch {
  @OneToOne(() => Article, { primary: true, ref: true, owner: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  /** The body's text (tags dropped, entities decoded), which snippets are cut from: kept, so a search does not read the HTML again. */
  @Property({ type: "text", lazy: true })
  bodyText!: string;

  /** English words stemmed (`index` and `indexes` are one lexeme), and every run of CJK text as overlapping two-character words. */
  @Index({ type: "fulltext" })
  @Property({ columnType: "tsvector", lazy: true })
  document!: string;
}
