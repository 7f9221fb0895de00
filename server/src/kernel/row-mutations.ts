import { Arg, Authorized, Ctx, Int, Mutation, Resolver, type ClassType } from "type-graphql";
import type { Need } from "./permissions";
import type { RequestContext } from "./request-context";
import { setRowFields } from "./row-updates";
import type { TableRow } from "./table-row";

export interface RowMutationsOptions<T extends TableRow> {
  entity: ClassType<T>;
  /** The GraphQL name: "Link" gives setLinkShown, setLinkSelected and setLinkSortOrder. */
  name: string;
  /** What each of the three needs beyond a session. */
  needs: Need[];
  /** One row, as the descriptions name it: "a friend link". */
  noun: string;
  /** How "not found" errors name a row: "Link" gives "Link 7 was not found." */
  label: string;
  /** The id argument's description: "Link id." */
  idDescription: string;
  /** Descriptions that say more than the pattern does. */
  describe?: Partial<Record<"shown" | "selected" | "sortOrder" | "shownArg", string>>;
}

/**
 * The set-style (idempotent) mutations every back-office table has — show or hide a row, tick it, set its
 * sort order — as a resolver base class a module's resolver extends:
 * `class LinkResolver extends RowMutations({ entity: Link, name: "Link", … })`.
 */
export function RowMutations<T extends TableRow>(options: RowMutationsOptions<T>) {
  const { entity, name, needs, noun, label, idDescription, describe = {} } = options;
  const possessive = `${noun}'s`;
  const save = (ctx: RequestContext, id: number, changes: Partial<TableRow>) => setRowFields(ctx.em, entity, label, id, changes);

  // Not listed in buildSchema, so only the subclasses it is mixed into are registered.
  @Resolver()
  abstract class RowMutationsResolver {
    @Authorized(...needs)
    @Mutation(() => entity, { name: `set${name}Shown`, description: describe.shown ?? `Shows or hides ${noun}.` })
    setShown(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("shown", () => Boolean, { description: describe.shownArg ?? "True to show it to visitors." }) shown: boolean,
    ): Promise<T> {
      return save(ctx, id, { isShow: shown });
    }

    @Authorized(...needs)
    @Mutation(() => entity, { name: `set${name}Selected`, description: describe.selected ?? `Ticks or unticks ${possessive} row in the back-office.` })
    setSelected(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
    ): Promise<T> {
      return save(ctx, id, { isSelect: selected });
    }

    @Authorized(...needs)
    @Mutation(() => entity, { name: `set${name}SortOrder`, description: describe.sortOrder ?? `Sets ${possessive} sort order.` })
    setSortOrder(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("sid", () => Int, { description: "Sort order, 0 to 999999." }) sid: number,
    ): Promise<T> {
      return save(ctx, id, { sid });
    }
  }
  return RowMutationsResolver;
}
