import { Arg, Ctx, Int, Mutation, Resolver, type ClassType } from "type-graphql";
import { Requires, type Operation } from "./operation";
import type { RequestContext } from "./request-context";
import type { RowFieldsInput } from "./row-updates";

type SetStyleMutation = "shown" | "selected" | "sortOrder" | "shownArg";

export interface TableMutationsOptions<T extends object, C extends object, U extends object> {
  /** The module's set-row-fields operation, for tables with sid/isShow/isSelect (setXShown, setXSelected, setXSortOrder). */
  setFields?: Operation<RowFieldsInput, T>;
  /** createX(input), its operation and input class; the operation's description documents the mutation. */
  create: [Operation<{ input: C }, T>, ClassType<C>];
  /** updateX(id, input), likewise. */
  update: [Operation<{ id: number; input: U }, T>, ClassType<U>];
  /** deleteX(id), answering the id; without a description it reads "Deletes a tag. Returns the deleted id.". */
  delete: Operation<{ id: number }, number>;
  /** Set-style descriptions that say more than the pattern does. */
  describe?: Partial<Record<SetStyleMutation, string>>;
}

/** "a daily sentence" → "sentence", the word "Sentence id." and "The new sentence." are made of. */
function headWord(noun: string): string {
  return noun.split(" ").at(-1)!;
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The mutations every back-office table has, as a resolver base class the module's resolver extends:
 * createX, updateX and deleteX running the module's operations (which say who may call them and what they do),
 * and for table rows the set-style (idempotent) setXShown, setXSelected and setXSortOrder.
 * `class LinkResolver extends TableMutations(Link, "a friend link", { setFields, create, update, delete })`;
 * X is the entity's class name, and `noun` names one row in the descriptions.
 */
export function TableMutations<T extends object, C extends object, U extends object>(
  entity: ClassType<T>,
  noun: string,
  options: TableMutationsOptions<T, C, U>,
) {
  const name = entity.name;
  const { setFields, describe = {} } = options;
  const [create, CreateInput] = options.create;
  const [update, UpdateInput] = options.update;
  const remove = options.delete;
  const idDescription = `${capitalized(headWord(noun))} id.`;
  const possessive = `${noun}'s`;

  // Not listed in buildSchema, so only the subclasses are registered.
  @Resolver()
  abstract class TableMutationsResolver {
    @Requires(create)
    @Mutation(() => entity, { name: `create${name}`, description: create.description })
    create(@Ctx() ctx: RequestContext, @Arg("input", () => CreateInput, { description: `The new ${headWord(noun)}.` }) input: C): Promise<T> {
      return create.run(ctx, { input });
    }

    @Requires(update)
    @Mutation(() => entity, { name: `update${name}`, description: update.description })
    update(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("input", () => UpdateInput, { description: "The fields to change." }) input: U,
    ): Promise<T> {
      return update.run(ctx, { id, input });
    }

    @Requires(remove)
    @Mutation(() => Int, { name: `delete${name}`, description: remove.description ?? `Deletes ${noun}. Returns the deleted id.` })
    delete(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: idDescription }) id: number): Promise<number> {
      return remove.run(ctx, { id });
    }
  }
  if (!setFields) return TableMutationsResolver;
  const setRowFields = setFields;

  @Resolver()
  abstract class TableRowMutationsResolver extends TableMutationsResolver {
    @Requires(setRowFields)
    @Mutation(() => entity, { name: `set${name}Shown`, description: describe.shown ?? `Shows or hides ${noun}.` })
    setShown(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("shown", () => Boolean, { description: describe.shownArg ?? "True to show it to visitors." }) shown: boolean,
    ): Promise<T> {
      return setRowFields.run(ctx, { id, changes: { isShow: shown } });
    }

    @Requires(setRowFields)
    @Mutation(() => entity, { name: `set${name}Selected`, description: describe.selected ?? `Ticks or unticks ${possessive} row in the back-office.` })
    setSelected(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
    ): Promise<T> {
      return setRowFields.run(ctx, { id, changes: { isSelect: selected } });
    }

    @Requires(setRowFields)
    @Mutation(() => entity, { name: `set${name}SortOrder`, description: describe.sortOrder ?? `Sets ${possessive} sort order.` })
    setSortOrder(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("sid", () => Int, { description: "Sort order, 0 to 999999." }) sid: number,
    ): Promise<T> {
      return setRowFields.run(ctx, { id, changes: { sid } });
    }
  }
  // Typed as the base: a subclass sees the same members either way, and TypeScript wants one base type.
  return TableRowMutationsResolver as typeof TableMutationsResolver;
}
