import { registerEnumType } from "type-graphql";

/** The union of an enum object's values: `type ColumnKind = EnumValue<typeof ColumnKind>`. */
export type EnumValue<E> = E[keyof E];

/**
 * An enum whose values are their own names ("ARTICLES"), each with its description, declared once and
 * registered with GraphQL under `name`: `export const ColumnKind = describedEnum("ColumnKind", "What a column
 * holds.", { ARTICLES: "The column lists articles.", … })`. Code reads `ColumnKind.ARTICLES` as before.
 */
export function describedEnum<const K extends string>(name: string, description: string, values: Record<K, string>): { readonly [V in K]: V } {
  const keys = Object.keys(values) as K[];
  const members = Object.fromEntries(keys.map((key) => [key, key])) as { [V in K]: V };
  const valuesConfig = Object.fromEntries(keys.map((key) => [key, { description: values[key] }])) as Record<K, { description: string }>;
  registerEnumType(members, { name, description, valuesConfig });
  return members;
}

/**
 * The fields a list may be sorted by, as a GraphQL enum (`ID` for "id"): the whitelist a list's ORDER BY
 * takes its column from. `sortFields("ColumnSortField", "columns", { ID: "id", SID: "sid", NAME: "name" })`.
 */
export function sortFields<const M extends Record<string, string>>(name: string, noun: string, members: M): Readonly<M> {
  registerEnumType(members, { name, description: `Fields ${noun} can be sorted by.` });
  return members;
}
