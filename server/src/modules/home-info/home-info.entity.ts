import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { IntField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "What the home page's side panel and heading show." })
@Entity({ tableName: "home_info" })
export class HomeInfo {
  [OptionalProps]?: "today" | "photo" | "note";

  @PrimaryKey({ type: "integer" })
  id!: number;

  @IntField("Home-page visits today (server's time zone); the same visitor counts again after half an hour.", { computed: true }) today: number = 0;
  @TextField("URL of the owner's photo.", { length: 500 }) photo: string = "";
  @TextField("The owner's note under the photo.") note: string = "";
}

/** One row per day: the number of home-page visits that day. Raised in batches, atomically in SQL (view-counting/count-batcher.ts). */
@Entity({ tableName: "site_visits" })
export class SiteVisit {
  [OptionalProps]?: "count";

  @PrimaryKey({ type: "date" })
  day!: string;

  @Property({ type: "integer", default: 0 })
  count: number = 0;
}
