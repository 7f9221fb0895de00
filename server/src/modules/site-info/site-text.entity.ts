import { Entity, Enum, OptionalProps } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { Language } from "../../kernel/language";
import { IdField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "The site's texts in one language: what its pages in that language show instead of the site info's. An empty text means the site info's own." })
@Entity({ tableName: "site_texts" })
export class SiteText {
  [OptionalProps]?: "title" | "description" | "note";

  @IdField() id!: number;

  @Field(() => Language, { description: "The language of these texts." })
  @Enum({ items: () => Language, nativeEnumName: "language", unique: true })
  language!: Language;

  @TextField("The site's title in this language.", { length: 200 }) title: string = "";
  @TextField("The meta description in this language.", { length: 1000 }) description: string = "";
  @TextField("The owner's note under the photo on the home page, in this language.") note: string = "";
}
