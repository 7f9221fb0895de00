import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/**
 * The columns every back-office table row has, declared once for the ORM and for GraphQL: an id, a sort
 * order, whether visitors see the row, and whether it is ticked in its table. Entities extend it and list
 * "sid" | "isShow" | "isSelect" among their [OptionalProps].
 */
@ObjectType()
@Entity({ abstract: true })
export abstract class TableRow {
  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => Int, { description: "Sort order: lower comes first." })
  @Property({ type: "integer", default: 0 })
  sid: number = 0;

  @Field(() => Boolean, { description: "Whether the row is shown (hidden rows stay in the back-office)." })
  @Property({ type: "boolean", default: true })
  isShow: boolean = true;

  @Field(() => Boolean, { description: "Whether the row is ticked in the back-office table." })
  @Property({ type: "boolean", default: false })
  isSelect: boolean = false;
}

/** The fields a set-style update changes. */
export type RowChanges = Partial<Pick<TableRow, "sid" | "isShow" | "isSelect">>;
