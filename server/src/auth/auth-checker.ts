import type { AuthCheckerFn } from "type-graphql";
import type { RequestContext } from "../graphql/context";
import { forbidden, unauthenticated } from "../graphql/errors";
import { Role, RoleAuth, type User } from "../modules/user/user.entity";

/** What an operation needs beyond a session: `@Authorized(Need.EDIT)` or `@Authorized(Need.ADMIN)`. */
export enum Need {
  EDIT = "EDIT",
  ADMIN = "ADMIN",
}

export function assertSignedIn(user: User | null): asserts user is User {
  if (!user) throw unauthenticated();
}

/** The one place the permission rules live; the GraphQL checker and the legacy shim both call it. */
export function assertAllowed(user: User | null, needs: readonly Need[]): asserts user is User {
  assertSignedIn(user);
  if (needs.includes(Need.ADMIN) && user.role !== Role.ADMIN) throw forbidden("Only an administrator can do that.");
  if (needs.includes(Need.EDIT) && user.roleAuth !== RoleAuth.EDIT) throw forbidden("no permission");
}

export const authChecker: AuthCheckerFn<RequestContext, Need> = ({ context }, needs) => {
  assertAllowed(context.user, needs);
  return true;
};
