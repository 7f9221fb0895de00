import { Entity, OptionalProps, Unique } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { SLUG_MAX_LENGTH } from "../../kernel/slug";
import { IdField, TextField } from "../../kernel/stored-fields";

export const TAG_NAME_MAX_LENGTH = 50;
export const TAG_DESCRIPTION_MAX_LENGTH = 500;

@ObjectType({ description: "A topic articles share, with its own public page at /tag/{slug}." })
@Entity({ tableName: "tags" })
export class Tag {
  [OptionalProps]?: "description";

  @IdField() id!: number;

  @TextField(`The tag as readers see it (1 to ${TAG_NAME_MAX_LENGTH} characters), unique whatever the letter case.`, { length: TAG_NAME_MAX_LENGTH, required: true })
  @Unique()
  name!: string;

  @TextField("The tag's permalink part: lower-case letters of any script and digits, joined by hyphens; unique.", { length: SLUG_MAX_LENGTH, required: true })
  @Unique()
  slug!: string;

  @TextField("A sentence or two about the tag, shown on its page; empty when there is none.", { length: TAG_DESCRIPTION_MAX_LENGTH }) description: string = "";
}
