import { Enum, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int } from "type-graphql";

/** What type-graphql's @Field takes as its type function, `() => Role` or `() => [String]`. */
type FieldType = Parameters<typeof Field>[0] & (() => unknown);

/**
 * Columns that are also GraphQL fields, declared once: each decorator gives the ORM property and the GraphQL
 * field together, with one description and one nullability, so the table and the API cannot disagree.
 * Columns that are not fields (hashes, addresses) keep MikroORM's own @Property.
 */

type Decorator = (target: object, key: string) => void;

function both(field: PropertyDecorator, property: Decorator): Decorator {
  return (target, key) => {
    property(target, key);
    field(target, key);
  };
}

/** The row's id, an integer the database assigns. */
export function IdField(): Decorator {
  return both(Field(() => Int, { description: "Unique id." }), PrimaryKey({ type: "integer" }));
}

interface TextOptions {
  /** varchar(length); without it the column is text. */
  length?: number;
  /** The row must be given a value; otherwise it defaults to "". */
  required?: boolean;
  /** Loaded with the row even where text columns could be lazy (an article body). */
  eager?: boolean;
  /** No two rows share it. */
  unique?: boolean;
}

/** A String field stored as varchar(length) or text, "" by default unless required. */
export function TextField(description: string, { length, required = false, eager = false, unique = false }: TextOptions = {}): Decorator {
  return both(
    Field(() => String, { description }),
    Property({
      type: length === undefined ? "text" : "string",
      ...(length === undefined ? {} : { length }),
      ...(required ? {} : { default: "" }),
      ...(eager ? { lazy: false } : {}),
      ...(unique ? { unique } : {}),
    }),
  );
}

/** An Int field stored as an integer, 0 by default; `computed` ones are filled in by a service, never stored. */
export function IntField(description: string, { computed = false } = {}): Decorator {
  return both(Field(() => Int, { description }), Property(computed ? { type: "integer", persist: false } : { type: "integer", default: 0 }));
}

/** A Boolean field stored as a boolean with this default. */
export function BooleanField(description: string, defaultValue: boolean): Decorator {
  return both(Field(() => Boolean, { description }), Property({ type: "boolean", default: defaultValue }));
}

/** When the row was created: set by the database. */
export function CreatedAtField(description: string): Decorator {
  return both(Field(() => Date, { description }), Property({ type: "datetime", defaultRaw: "now()" }));
}

/** When the row last changed: set by the database, then by every flush that changes it. */
export function UpdatedAtField(description: string): Decorator {
  return both(Field(() => Date, { description }), Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() }));
}

/** A moment that may not have happened yet: null until it does. */
export function OptionalTimeField(description: string): Decorator {
  return both(Field(() => Date, { nullable: true, description }), Property({ type: "datetime", nullable: true }));
}

/** A GraphQL enum stored as a PostgreSQL enum type of this name. */
export function EnumField(items: () => Record<string, string>, description: string, nativeEnumName: string): Decorator {
  return both(Field(items as FieldType, { description }), Enum({ items, nativeEnumName }));
}

/** A GraphQL enum stored as a PostgreSQL enum type of this name, null when not chosen. */
export function OptionalEnumField(items: () => Record<string, string>, description: string, nativeEnumName: string): Decorator {
  return both(Field(items as FieldType, { nullable: true, description }), Enum({ items, nativeEnumName, nullable: true }));
}

/** A list field (of strings or of small object types) stored as one json column. */
export function JsonListField(type: FieldType, description: string): Decorator {
  return both(Field(type, { description }), Property({ type: "json" }));
}
