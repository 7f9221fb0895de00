import { Entity } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { BooleanField, IdField, IntField } from "./stored-fields";

/**
 * The columns every back-office table row has, declared once for the ORM and for GraphQL: an id, a sort
 * order, whether visitors see the row, and whether it is ticked in its table. Entities extend it and list
 * "sid" | "isShow" | "isSelect" among their [OptionalProps].
 */
@ObjectType()
@Entity({ abstract: true })
export abstract class TableRow {
  @IdField() id!: number;

  @IntField("Sort order: lower comes first.") sid: number = 0;
  @BooleanField("Whether the row is shown (hidden rows stay in the back-office).", true) isShow: boolean = true;
  @BooleanField("Whether the row is ticked in the back-office table.", false) isSelect: boolean = false;
}

/** The fields a set-style update changes. */
export type RowChanges = Partial<Pick<TableRow, "sid" | "isShow" | "isSelect">>;
