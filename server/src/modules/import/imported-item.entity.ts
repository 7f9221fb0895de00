import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from "@mikro-orm/core";
import { Article } from "../article/article.entity";

/**
 * Where an imported article came from: importing the same export again finds its posts here and skips them.
 * Deleting the article forgets it (cascade), so a later import brings a deleted post back rather than
 * pointing at nothing.
 */
@Entity({ tableName: "imported_items" })
@Unique({ properties: ["sourceKind", "sourceSite", "sourceId"] })
export class ImportedItem {
  [OptionalProps]?: "importedAt";

  @PrimaryKey({ type: "integer" }) id!: number;

  /** "wordpress" or "ghost". */
  @Property({ type: "string", length: 20 }) sourceKind!: string;

  /** The old blog's address (WordPress), or "" where the source's ids are unique everywhere (Ghost). */
  @Property({ type: "string", length: 500 }) sourceSite!: string;

  /** The post's id in the old blog. */
  @Property({ type: "string", length: 100 }) sourceId!: string;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  @Index()
  article!: Ref<Article>;

  @Property({ type: "datetime", defaultRaw: "now()" }) importedAt: Date = new Date();
}
