import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { Link } from "./link.entity";
import { CreateLinkInput, UpdateLinkInput } from "./link.inputs";
import * as links from "./link.service";
import { CrudMutations } from "../../kernel/crud-mutations";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => Link)
export class LinkResolver extends RowMutations({ entity: Link, name: "Link", setFields: links.setLinkFields, noun: "a friend link", idDescription: "Link id." }) {
  @Query(() => [Link], { description: "Friend links by sort order: shown ones for visitors, all for signed-in users." })
  links(@Ctx() ctx: RequestContext): Promise<Link[]> {
    return links.listLinks.run(ctx);
  }
}

/** Link rows created, changed and deleted: the mutations every authored table has, from one base class. */
@Resolver(() => Link)
export class LinkAuthoringResolver extends CrudMutations({
  entity: Link,
  name: "Link",
  idDescription: "Link id.",
  create: { operation: links.createLink, input: CreateLinkInput, description: "Adds a friend link.", inputDescription: "The new link." },
  update: { operation: links.updateLink, input: UpdateLinkInput, description: "Changes a friend link's name, address or logo." },
  delete: { operation: links.deleteLink, description: "Deletes a friend link. Returns the deleted id." },
}) {}
