import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Tag } from "./tag.entity";
import { CreateTagInput, UpdateTagInput } from "./tag.inputs";
import * as tags from "./tag.service";

@Resolver(() => Tag)
export class TagResolver {
  @Query(() => [Tag], { description: "Every tag, by name." })
  tags(@Ctx() ctx: RequestContext): Promise<Tag[]> {
    return tags.listTags.run(ctx);
  }

  @Query(() => Tag, { nullable: true, description: "The tag with this slug, or null when there is none." })
  tag(@Ctx() ctx: RequestContext, @Arg("slug", () => String, { description: "The tag's slug." }) slug: string): Promise<Tag | null> {
    return tags.tagBySlug.run(ctx, { slug });
  }

  @Requires(tags.createTag)
  @Mutation(() => Tag, { description: "Adds a tag." })
  createTag(@Ctx() ctx: RequestContext, @Arg("input", () => CreateTagInput, { description: "The new tag." }) input: CreateTagInput): Promise<Tag> {
    return tags.createTag.run(ctx, { input });
  }

  @Requires(tags.updateTag)
  @Mutation(() => Tag, { description: "Renames a tag or changes its slug or description." })
  updateTag(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Tag id." }) id: number,
    @Arg("input", () => UpdateTagInput, { description: "The fields to change." }) input: UpdateTagInput,
  ): Promise<Tag> {
    return tags.updateTag.run(ctx, { id, input });
  }

  @Requires(tags.deleteTag)
  @Mutation(() => Int, { description: "Deletes a tag. Returns the deleted id." })
  deleteTag(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Tag id." }) id: number): Promise<number> {
    return tags.deleteTag.run(ctx, { id });
  }
}
