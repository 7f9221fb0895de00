import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "One labelled line of the owner's personal details, e.g. City: Hangzhou." })
export class ProfileDetail {
  @Field(() => String, { description: "What the line is about." })
  label!: string;

  @Field(() => String, { description: "The value." })
  value!: string;
}

@ObjectType({ description: "One school or course on the owner's resume." })
export class EducationEntry {
  @Field(() => String, { description: "School or institution." })
  school!: string;

  @Field(() => String, { description: "Degree or certificate." })
  degree!: string;

  @Field(() => String, { description: "Subject studied." })
  major!: string;

  @Field(() => String, { description: "When, e.g. 2012 - 2016." })
  period!: string;
}

@ObjectType({ description: "The site owner's resume, drawn as the poster on the about page." })
@Entity({ tableName: "owner_profile" })
export class OwnerProfile {
  [OptionalProps]?: "photo" | "headline" | "summary" | "details" | "education" | "skills";

  @PrimaryKey({ type: "integer" })
  id!: number;

  @Field(() => String, { description: "The owner's name." })
  @Property({ type: "string", length: 100 })
  name!: string;

  @Field(() => String, { description: "URL of the owner's photo." })
  @Property({ type: "string", length: 500, default: "" })
  photo: string = "";

  @Field(() => String, { description: "One line under the name, e.g. a job title." })
  @Property({ type: "string", length: 200, default: "" })
  headline: string = "";

  @Field(() => String, { description: "A short paragraph about the owner." })
  @Property({ type: "text", default: "" })
  summary: string = "";

  @Field(() => [ProfileDetail], { description: "Personal details, in order." })
  @Property({ type: "json" })
  details: ProfileDetail[] = [];

  @Field(() => [EducationEntry], { description: "Education, most recent first." })
  @Property({ type: "json" })
  education: EducationEntry[] = [];

  @Field(() => [String], { description: "Skills, in order." })
  @Property({ type: "json" })
  skills: string[] = [];
}
