import { Arg, Ctx, Int, Mutation, Resolver, type ClassType } from "type-graphql";
import { Requires, type Operation } from "./operation";
import type { RequestContext } from "./request-context";
import type { RowFieldsInput } from "./row-updates";
import type { TableRow } from "./table-row";

export interface RowMutationsOptions<T extends TableRow> {
  entity: ClassType<T>;
  /** The GraphQL name: "Link" gives setLinkShown, setLinkSelected and setLinkSortOrder. */
  name: string;
  /** The module's set-row-fields operation, which says who may call the three and does the saving. */
  setFields: Operation<RowFieldsInput, T>;
  /** One row, as the descriptions name it: "a friend link". */
  noun: string;
  /** The id argument's description: "Link id." */
  idDescription: string;
  /** Descriptions that say more than the pattern does. */
  describe?: Partial<Record<"shown" | "selected" | "sortOrder" | "shownArg", string>>;
}

/**
 * The set-style (idempotent) mutations every back-office table has — show or hide a row, tick it, set its
 * sort order — as a resolver base class a module's resolver extends:
 * `class LinkResolver extends RowMutations({ entity: Link, name: "Link", setFields: links.setLinkFields, … })`.
 */
export function RowMutations<T extends TableRow>(options: RowMutationsOptions<T>) {
  const { entity, name, setFields, noun, idDescription, describe = {} } = options;
  const possessive = `${noun}'s`;

  // Not listed in buildSchema, so only the subclasses it is mixed into are registered.
  @Resolver()
  abstract class RowMutationsResolver {
    @Requires(setFields)
    @Mutation(() => entity, { name: `set${name}Shown`, description: describe.shown ?? `Shows or hides ${noun}.` })
    setShown(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("shown", () => Boolean, { description: describe.shownArg ?? "True to show it to visitors." }) shown: boolean,
    ): Promise<T> {
      return setFields.run(ctx, { id, changes: { isShow: shown } });
    }

    @Requires(setFields)
    @Mutation(() => entity, { name: `set${name}Selected`, description: describe.selected ?? `Ticks or unticks ${possessive} row in the back-office.` })
    setSelected(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
    ): Promise<T> {
      return setFields.run(ctx, { id, changes: { isSelect: selected } });
    }

    @Requires(setFields)
    @Mutation(() => entity, { name: `set${name}SortOrder`, description: describe.sortOrder ?? `Sets ${possessive} sort order.` })
    setSortOrder(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("sid", () => Int, { description: "Sort order, 0 to 999999." }) sid: number,
    ): Promise<T> {
      return setFields.run(ctx, { id, changes: { sid } });
    }
  }
  return RowMutationsResolver;
}
