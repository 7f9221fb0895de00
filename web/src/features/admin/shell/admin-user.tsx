import { createContext, useContext } from "react";
import type { AdminMeQuery } from "../../../gql/admin/graphql";

export type AdminUser = NonNullable<AdminMeQuery["me"]>;

/** The signed-in user, once `me` has answered; undefined before that. */
export const AdminUserContext = createContext<AdminUser | undefined>(undefined);

/**
 * Whether writing controls are enabled. Until `me` answers, and for view-only users, they are not:
 * the server would refuse the change anyway, and a control that fails every time only confuses.
 */
export function useCanEdit(): boolean {
  return useContext(AdminUserContext)?.roleAuth === "EDIT";
}

/** Why a control is disabled for a view-only user: its title (read out as its description) says so. */
export const VIEW_ONLY_HINT = "View only: ask an administrator for edit rights to change this.";

/** Whether the signed-in user is an administrator; false until `me` answers. */
export function useIsAdmin(): boolean {
  return useContext(AdminUserContext)?.role === "ADMIN";
}

export const useAdminUser = () => useContext(AdminUserContext);

export const ROLE_LABELS: Record<AdminUser["role"], string> = { ADMIN: "Administrator", USER: "Ordinary user" };
export const ROLE_AUTH_LABELS: Record<AdminUser["roleAuth"], string> = { EDIT: "Edit and view", VIEW: "View only" };
