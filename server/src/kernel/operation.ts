import { Authorized } from "type-graphql";
import { assertAccess, type Access } from "./permissions";
import type { RequestContext } from "./request-context";
import { refuseNulBytes } from "./text-rules";

/**
 * One use case of a module, callable from GraphQL and from the legacy /api shim alike: who may call it is
 * declared here once, and `run` checks it before the body runs, whoever the caller is.
 */
export interface Operation<I, O> {
  readonly needs: Access;
  /** What it does, in a sentence, for the API's documentation ("Adds a tag."). */
  readonly description?: string;
  run(ctx: RequestContext, input: I): Promise<O>;
}

type OperationBody<I, O> = (ctx: RequestContext, input: I) => Promise<O>;

/**
 * Declares an operation: who may call it, optionally what it does (`operation(EDIT, "Adds a tag.", body)`),
 * and its body. `run` checks access first, then refuses NUL characters in the input (PostgreSQL cannot store
 * them), in the order GraphQL's @Authorized and its NUL middleware apply, so every entry point answers a bad
 * call with the same error. An input shaped like the GraphQL arguments gets the same messages.
 */
export function operation<I = void, O = unknown>(needs: Access, body: OperationBody<I, O>): Operation<I, O>;
export function operation<I = void, O = unknown>(needs: Access, description: string, body: OperationBody<I, O>): Operation<I, O>;
export function operation<I, O>(needs: Access, ...rest: [OperationBody<I, O>] | [string, OperationBody<I, O>]): Operation<I, O> {
  const [description, body] = rest.length === 2 ? rest : [undefined, rest[0]];
  return {
    needs,
    description,
    async run(ctx, input) {
      assertAccess(ctx.user, needs);
      refuseNulBytes(input);
      return body(ctx, input);
    },
  };
}

/**
 * type-graphql's @Authorized with the roles an operation needs (none for a public one). GraphQL checks it
 * before anything else about a field — the NUL middleware, the arguments, the resolver — so a caller without
 * access hears that first; the operation's own check then passes.
 */
export function Requires(op: Pick<Operation<never, unknown>, "needs">): MethodDecorator {
  if (!op.needs) return () => undefined;
  return Authorized(op.needs);
}
