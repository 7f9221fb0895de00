import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from "type-graphql";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { Link } from "./link.entity";
import * as links from "./link.service";
import { RowMutations } from "../../kernel/row-mutations";

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

@Resolver(() => Link)
export class LinkResolver extends RowMutations({ entity: Link, name: "Link", needs: [Need.EDIT], noun: "a friend link", label: "Link", idDescription: "Link id." }) {
  @Query(() => [Link], { description: "Friend links by sort order: shown ones for visitors, all for signed-in users." })
  links(@Ctx() ctx: RequestContext): Promise<Link[]> {
    return links.listLinks(ctx.em, !!ctx.user);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Link, { description: "Adds a friend link." })
  createLink(@Ctx() ctx: RequestContext, @Arg("input", () => CreateLinkInput, { description: "The new link." }) input: CreateLinkInput): Promise<Link> {
    return links.createLink(ctx.em, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Link, { description: "Changes a friend link's name, address or logo." })
  updateLink(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Link id." }) id: number,
    @Arg("input", () => UpdateLinkInput, { description: "The fields to change." }) input: UpdateLinkInput,
  ): Promise<Link> {
    return links.updateLink(ctx.em, id, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Int, { description: "Deletes a friend link. Returns the deleted id." })
  deleteLink(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Link id." }) id: number): Promise<number> {
    return links.deleteLink(ctx.em, id);
  }
}
