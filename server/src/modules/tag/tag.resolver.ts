import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { TableMutations } from "../../kernel/table-mutations";
import type { RequestContext } from "../../kernel/request-context";
import { Tag } from "./tag.entity";
import { CreateTagInput, UpdateTagInput } from "./tag.inputs";
import * as tags from "./tag.service";

@Resolver(() => Tag)
export class TagResolver extends TableMutations(Tag, "a tag", {
  create: ["createTag", tags.createTag, CreateTagInput],
  update: ["updateTag", tags.updateTag, UpdateTagInput],
  delete: ["deleteTag", tags.deleteTag],
}) {
  @Query(() => [Tag], { description: "Every tag, by name." })
  tags(@Ctx() ctx: RequestContext): Promise<Tag[]> {
    return tags.listTags.run(ctx);
  }

  @Query(() => Tag, { nullable: true, description: "The tag with this slug, or null when there is none." })
  tag(@Ctx() ctx: RequestContext, @Arg("slug", () => String, { description: "The tag's slug." }) slug: string): Promise<Tag | null> {
    return tags.tagBySlug.run(ctx, { slug });
  }
}

