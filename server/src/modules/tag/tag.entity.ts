import { Entity, OptionalProps, PrimaryKey, Property, Unique } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { SLUG_MAX_LENGTH } from "../../kernel/slug";

export const TAG_NAME_MAX_LENGTH = 50;
export const TAG_DESCRIPTION_MAX_LENGTH = 500;

@ObjectType({ description: "A topic articles share, with its own public page at /tag/{slug}." })
@Entity({ tableName: "tags" })
export class Tag {
  [OptionalProps]?: "description";

  @Field(() => Int, { description: "Unique id." })
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => String, { description: `The tag as readers see it (1 to ${TAG_NAME_MAX_LENGTH} characters), unique whatever the letter case.` })
  @Property({ type: "string", length: TAG_NAME_MAX_LENGTH })
  @Unique()
  name!: string;

  @Field(() => String, { description: "The tag's permalink part: lower-case letters of any script and digits, joined by hyphens; unique." })
  @Property({ type: "string", length: SLUG_MAX_LENGTH })
  @Unique()
  slug!: string;

  @Field(() => String, { description: "A sentence or two about the tag, shown on its page; empty when there is none." })
  @Property({ type: "string", length: TAG_DESCRIPTION_MAX_LENGTH, default: "" })
  description: string = "";
}
