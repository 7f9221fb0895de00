import { describedEnum, type EnumValue } from "./described-enum";
import { forbidden, unauthenticated } from "./errors";

export const Role = describedEnum("Role", "What a user may manage.", {
  ADMIN: "Administrator: may also manage users (legacy role 1).",
  USER: "Ordinary user (legacy role other than 1).",
});
export type Role = EnumValue<typeof Role>;

export const RoleAuth = describedEnum("RoleAuth", "Whether a user may change content or only look at it.", {
  EDIT: "May view and change (legacy role_auth 1).",
  VIEW: "May only view (legacy role_auth other than 1).",
});
export type RoleAuth = EnumValue<typeof RoleAuth>;

/** The signed-in user as the permission rules see it; the User entity is one. */
export interface Account {
  id: number;
  name: string;
  role: Role;
  roleAuth: RoleAuth;
}

/** What an operation needs beyond a session. */
export enum Need {
  EDIT = "EDIT",
  ADMIN = "ADMIN",
}

/** Who may call something: null for anyone, [] for any signed-in user, or the needs on top of a session. */
export type Access = readonly Need[] | null;
export const PUBLIC: Access = null;
export const SESSION: Access = [];
export const EDIT: Access = [Need.EDIT];
export const ADMIN: Access = [Need.ADMIN];
export const ADMIN_EDIT: Access = [Need.ADMIN, Need.EDIT];

export function assertSignedIn(user: Account | null): asserts user is Account {
  if (!user) throw unauthenticated();
}

/** The one place the permission rules live; GraphQL, the legacy shim and the uploads all call it. */
export function assertAllowed(user: Account | null, needs: readonly Need[]): asserts user is Account {
  assertSignedIn(user);
  if (needs.includes(Need.ADMIN) && user.role !== Role.ADMIN) throw forbidden("Only an administrator can do that.", { id: "adminOnly" });
  if (needs.includes(Need.EDIT) && user.roleAuth !== RoleAuth.EDIT) throw forbidden("no permission", { id: "noPermission" });
}

/** Checks an access rule: nothing for PUBLIC, a session and the needs otherwise. */
export function assertAccess(user: Account | null, access: Access): void {
  if (access) assertAllowed(user, access);
}
