import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "What the home page's side panel and heading show." })
@Entity({ tableName: "home_info" })
export class HomeInfo {
  [OptionalProps]?: "today" | "photo" | "note";

  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Home-page visits today (server's time zone); the same visitor counts again after half an hour." })
  @Property({ type: "integer", persist: false })
  today: number = 0;

  @Field(() => String, { description: "URL of the owner's photo." })
  @Property({ type: "string", length: 500, default: "" })
  photo: string = "";

  @Field(() => String, { description: "The owner's note under the photo." })
  @Property({ type: "text", default: "" })
  note: string = "";
}

/** One row per day: the number of home-page visits that day. Incremented atomically in SQL. */
@Entity({ tableName: "site_visits" })
export class SiteVisit {
  [OptionalProps]?: "count";

  @PrimaryKey({ type: "date" })
  day!: string;

  @Property({ type: "integer", default: 0 })
  count: number = 0;
}
