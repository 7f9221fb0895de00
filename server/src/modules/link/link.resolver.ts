import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { Link } from "./link.entity";
import { CreateLinkInput, UpdateLinkInput } from "./link.inputs";
import * as links from "./link.service";
import { TableMutations } from "../../kernel/table-mutations";

@Resolver(() => Link)
export class LinkResolver extends TableMutations(Link, "a friend link", {
  create: ["createLink", links.createLink, CreateLinkInput],
  update: ["updateLink", links.updateLink, UpdateLinkInput],
  delete: ["deleteLink", links.deleteLink],
  setFields: [{ shown: "setLinkShown", selected: "setLinkSelected", sortOrder: "setLinkSortOrder" }, links.setLinkFields],
}) {
  @Query(() => [Link], { description: "Friend links by sort order: shown ones for visitors, all for signed-in users." })
  links(@Ctx() ctx: RequestContext): Promise<Link[]> {
    return links.listLinks.run(ctx);
  }
}

