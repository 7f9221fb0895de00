import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Link } from "./link.entity";
import { CreateLinkInput, UpdateLinkInput } from "./link.inputs";
import * as links from "./link.service";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => Link)
export class LinkResolver extends RowMutations({ entity: Link, name: "Link", setFields: links.setLinkFields, noun: "a friend link", idDescription: "Link id." }) {
  @Query(() => [Link], { description: "Friend links by sort order: shown ones for visitors, all for signed-in users." })
  links(@Ctx() ctx: RequestContext): Promise<Link[]> {
    return links.listLinks.run(ctx);
  }

  @Requires(links.createLink)
  @Mutation(() => Link, { description: "Adds a friend link." })
  createLink(@Ctx() ctx: RequestContext, @Arg("input", () => CreateLinkInput, { description: "The new link." }) input: CreateLinkInput): Promise<Link> {
    return links.createLink.run(ctx, { input });
  }

  @Requires(links.updateLink)
  @Mutation(() => Link, { description: "Changes a friend link's name, address or logo." })
  updateLink(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Link id." }) id: number,
    @Arg("input", () => UpdateLinkInput, { description: "The fields to change." }) input: UpdateLinkInput,
  ): Promise<Link> {
    return links.updateLink.run(ctx, { id, input });
  }

  @Requires(links.deleteLink)
  @Mutation(() => Int, { description: "Deletes a friend link. Returns the deleted id." })
  deleteLink(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Link id." }) id: number): Promise<number> {
    return links.deleteLink.run(ctx, { id });
  }
}
