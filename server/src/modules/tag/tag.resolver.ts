import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { CrudMutations } from "../../kernel/crud-mutations";
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
}

/** Tag rows created, changed and deleted: the mutations every authored table has, from one base class. */
@Resolver(() => Tag)
export class TagAuthoringResolver extends CrudMutations({
  entity: Tag,
  name: "Tag",
  idDescription: "Tag id.",
  create: { operation: tags.createTag, input: CreateTagInput, description: "Adds a tag.", inputDescription: "The new tag." },
  update: { operation: tags.updateTag, input: UpdateTagInput, description: "Renames a tag or changes its slug or description." },
  delete: { operation: tags.deleteTag, description: "Deletes a tag. Returns the deleted id." },
}) {}
