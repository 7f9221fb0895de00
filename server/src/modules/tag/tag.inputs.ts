import { Field, InputType } from "type-graphql";

@InputType({ description: "A new tag." })
export class CreateTagInput {
  @Field(() => String, { description: "Name (1 to 50 characters), unique whatever the letter case." }) name!: string;
  @Field(() => String, { nullable: true, description: "Permalink part; made from the name when omitted." }) slug?: string;
  @Field(() => String, { nullable: true, description: "A sentence or two about the tag (at most 500 characters)." }) description?: string;
}

@InputType({ description: "Tag fields to change; omitted fields stay as they are (a renamed tag keeps its slug)." })
export class UpdateTagInput {
  @Field(() => String, { nullable: true, description: "New name (1 to 50 characters)." }) name?: string;
  @Field(() => String, { nullable: true, description: "New permalink part." }) slug?: string;
  @Field(() => String, { nullable: true, description: "New description; empty to remove it." }) description?: string;
}
