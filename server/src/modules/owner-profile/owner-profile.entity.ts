import { Entity, OptionalProps, PrimaryKey } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { JsonListField, TextField } from "../../kernel/stored-fields";

@ObjectType({ description: "One labelled line of the owner's personal details, e.g. City: Hangzhou." })
export class ProfileDetail {
  @Field(() => String, { description: "What the line is about." }) label!: string;
  @Field(() => String, { description: "The value." }) value!: string;
}

@ObjectType({ description: "One school or course on the owner's resume." })
export class EducationEntry {
  @Field(() => String, { description: "School or institution." }) school!: string;
  @Field(() => String, { description: "Degree or certificate." }) degree!: string;
  @Field(() => String, { description: "Subject studied." }) major!: string;
  @Field(() => String, { description: "When, e.g. 2012 - 2016." }) period!: string;
}

@ObjectType({ description: "The site owner's resume, drawn as the poster on the about page." })
@Entity({ tableName: "owner_profile" })
export class OwnerProfile {
  [OptionalProps]?: "photo" | "headline" | "summary" | "details" | "education" | "skills";

  @PrimaryKey({ type: "integer" })
  id!: number;

  @TextField("The owner's name.", { length: 100, required: true }) name!: string;
  @TextField("URL of the owner's photo.", { length: 500 }) photo: string = "";
  @TextField("One line under the name, e.g. a job title.", { length: 200 }) headline: string = "";
  @TextField("A short paragraph about the owner.") summary: string = "";
  @JsonListField(() => [ProfileDetail], "Personal details, in order.") details: ProfileDetail[] = [];
  @JsonListField(() => [EducationEntry], "Education, most recent first.") education: EducationEntry[] = [];
  @JsonListField(() => [String], "Skills, in order.") skills: string[] = [];
}
