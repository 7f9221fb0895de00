import { Arg, Ctx, Int, Mutation, Resolver, type ClassType } from "type-graphql";
import { Requires, type Operation } from "./operation";
import type { RequestContext } from "./request-context";

export interface CrudMutationsOptions<T extends object, C extends object, U extends object> {
  entity: ClassType<T>;
  /** The GraphQL name: "Link" gives createLink, updateLink and deleteLink. */
  name: string;
  /** The id argument's description: "Link id." */
  idDescription: string;
  create: { operation: Operation<{ input: C }, T>; input: ClassType<C>; description: string; inputDescription: string };
  update: { operation: Operation<{ id: number; input: U }, T>; input: ClassType<U>; description: string };
  delete: { operation: Operation<{ id: number }, number>; description: string };
}

/**
 * The create, update and delete mutations of a module's table, as a resolver base class the module's
 * authoring resolver extends, each running the module's operation (which says who may call it):
 * `class LinkAuthoringResolver extends CrudMutations({ entity: Link, name: "Link", … })`.
 * Arguments are always (input) for create, (id, input) for update and (id) for delete, which returns the id.
 */
export function CrudMutations<T extends object, C extends object, U extends object>(options: CrudMutationsOptions<T, C, U>) {
  const { entity, name, idDescription, create, update } = options;
  const remove = options.delete;

  // Not listed in buildSchema, so only the subclasses are registered.
  @Resolver()
  abstract class CrudMutationsResolver {
    @Requires(create.operation)
    @Mutation(() => entity, { name: `create${name}`, description: create.description })
    create(@Ctx() ctx: RequestContext, @Arg("input", () => create.input, { description: create.inputDescription }) input: C): Promise<T> {
      return create.operation.run(ctx, { input });
    }

    @Requires(update.operation)
    @Mutation(() => entity, { name: `update${name}`, description: update.description })
    update(
      @Ctx() ctx: RequestContext,
      @Arg("id", () => Int, { description: idDescription }) id: number,
      @Arg("input", () => update.input, { description: "The fields to change." }) input: U,
    ): Promise<T> {
      return update.operation.run(ctx, { id, input });
    }

    @Requires(remove.operation)
    @Mutation(() => Int, { name: `delete${name}`, description: remove.description })
    delete(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: idDescription }) id: number): Promise<number> {
      return remove.operation.run(ctx, { id });
    }
  }
  return CrudMutationsResolver;
}
