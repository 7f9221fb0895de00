import type { AuthCheckerFn } from "type-graphql";
import { assertAllowed, type Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";

/** `@Authorized(Need.EDIT)` and friends, checked by the kernel's one set of permission rules. */
export const authChecker: AuthCheckerFn<RequestContext, Need> = ({ context }, needs) => {
  assertAllowed(context.user, needs);
  return true;
};
