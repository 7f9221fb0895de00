import { Field, InputType, Int } from "type-graphql";

@InputType({ description: "A new friend link." })
export class CreateLinkInput {
  @Field(() => String, { description: "The site's name (1 to 100 characters)." }) name!: string;
  @Field(() => String, { description: "The site's address: http or https only." }) url!: string;
  @Field(() => String, { nullable: true, description: "Logo image URL (optional)." }) logo?: string;
  @Field(() => Int, { nullable: true, description: "Sort order, 0 to 999999 (default 0)." }) sid?: number;
  @Field(() => Boolean, { nullable: true, description: "Whether visitors see it (default true)." }) isShow?: boolean;
}

@InputType({ description: "Friend link fields to change; omitted fields stay as they are." })
export class UpdateLinkInput {
  @Field(() => String, { nullable: true, description: "The site's name (1 to 100 characters)." }) name?: string;
  @Field(() => String, { nullable: true, description: "The site's address: http or https only." }) url?: string;
  @Field(() => String, { nullable: true, description: "Logo image URL; empty to remove it." }) logo?: string;
}
