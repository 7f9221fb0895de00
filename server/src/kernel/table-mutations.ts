import { Arg, Ctx, Int, Mutation, Resolver, type ClassType } from "type-graphql";
import { Requires, type Operation } from "./operation";
import type { RequestContext } from "./request-context";
import type { RowFieldsInput } from "./row-updates";

type SetStyleMutation = "shown" | "selected" | "sortOrder" | "shownArg";

export interface SetStyleNames {
  shown: `set${string}Shown`;
  selected: `set${string}Selected`;
  sortOrder: `set${string}SortOrder`;
}

/** Each mutation's GraphQL name is written here by the module (so a search for it finds where it is declared), then what runs it. */
export interface TableMutationsOptions<T extends object, C extends object, U extends object> {
  /** For tables with sid/isShow/isSelect: setXShown, setXSelected, setXSortOrder, and the module's set-row-fields operation. */
  setFields?: [SetStyleNames, Operation<RowFieldsInput, T>];
  /** createX(input), its operation and input class; the operation's description documents the mutation. */
  create: [`create${string}`, Operation<{ input: C }, T>, ClassType<C>];
  /** updateX(id, input), likewise. */
  update: [`update${string}`, Operation<{ id: number; input: U }, T>, ClassType<U>];
  /** deleteX(id), answering the id; without a description it reads "Deletes a tag. Returns the deleted id.". */
  delete: [`delete${string}`, Operation<{ id: number }, number>];
  /** Set-style descriptions that say more than the pattern does. */
  describe?: Partial<Record<SetStyleMutation, string>>;
}

/** "a daily sentence" → "sentence", the word "Sentence id." and "The new sentence." are made of. */
function headWord(noun: string): string {
  return noun.split(" ").at(-1)!;
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The names must be the pattern's for the entity (createTag, setTagShown …): the API stays regular, and a typo stops the start. */
function checkNames(entity: string, names: Record<string, string>): void {
  const expected: Record<string, string> = {
    create: `create${entity}`, update: `update${entity}`, delete: `delete${entity}`,
    shown: `set${entity}Shown`, selected: `set${entity}Selected`, sortOrder: `set${entity}SortOrder`,
  };
  for (const [role, name] of Object.entries(names)) {
    if (name !== expected[role]) throw new Error(`TableMutations(${entity}): the ${role} mutation must be named ${expected[role]}, not ${name}.`);
  }
}

/**
 * The mutations every back-office table has, as a resolver base class the module's resolver extends:
 * createX, updateX and deleteX running the module's operations (which say who may call them and what they do),
 * and for table rows the set-style (idempotent) setXShown, setXSelected and setXSortOrder.
 * `class LinkResolver extends TableMutations(Link, "a friend link", { create: ["createLink", …], … })`;
 * X is the entity's class name, and `noun` names one row in the descriptions.
 */
export function TableMutations<T extends object, C extends object, U extends object>(
  entity: ClassType<T>,
  noun: string,
  options: TableMutationsOptions<T, C, U>,
) {
  const { describe = {} } = options;
  const [createName, create, CreateInput] = options.create;
  const [updateName, update, UpdateInput] = options.update;
  const [deleteName, remove] = options.delete;
  const [setNames, setFields] = options.setFields ?? [];
  checkNames(entity.name, { create: createName, update: updateName, delete: deleteName, ...setNames });
  const idDescription = `${capitalized(headWord(noun))} id.`;
  const possessive = `${noun}'s`;

  // Not listed in buildSchema, so only the subclasses are registered.
  @Resolver()
  abstract class TableMutationsResolver {
    @Requires(create)
    @Mutation(() => entity, { name: createName, description: create.description })
    create(@Ctx() ctx: RequestContext, @Arg("input", () => CreateInput, { description: `The new ${headWord(noun)}.` }) input: C): Promise<T> {
      return create.run(ctx, { input });
    }

    @Requires(update)
    @Mutation(() => entity, { name: updateName, description: update.description })
    update(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("input", () => UpdateInput, { description: "The fields to change." }) input: U,
    ): Promise<T> {
      return update.run(ctx, { id, input });
    }

    @Requires(remove)
    @Mutation(() => Int, { name: deleteName, description: remove.description ?? `Deletes ${noun}. Returns the deleted id.` })
    delete(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: idDescription }) id: number): Promise<number> {
      return remove.run(ctx, { id });
    }
  }
  if (!setFields || !setNames) return TableMutationsResolver;
  const setRowFields = setFields;
  const names = setNames;

  @Resolver()
  abstract class TableRowMutationsResolver extends TableMutationsResolver {
    @Requires(setRowFields)
    @Mutation(() => entity, { name: names.shown, description: describe.shown ?? `Shows or hides ${noun}.` })
    setShown(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("shown", () => Boolean, { description: describe.shownArg ?? "True to show it to visitors." }) shown: boolean,
    ): Promise<T> {
      return setRowFields.run(ctx, { id, changes: { isShow: shown } });
    }

    @Requires(setRowFields)
    @Mutation(() => entity, { name: names.selected, description: describe.selected ?? `Ticks or unticks ${possessive} row in the back-office.` })
    setSelected(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
    ): Promise<T> {
      return setRowFields.run(ctx, { id, changes: { isSelect: selected } });
    }

    @Requires(setRowFields)
    @Mutation(() => entity, { name: names.sortOrder, description: describe.sortOrder ?? `Sets ${possessive} sort order.` })
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
