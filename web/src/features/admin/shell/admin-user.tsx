import { createContext, useContext } from "react";
import type { Locale } from "@shared/locales";
import type { AdminMeQuery, Language } from "../../../gql/admin/graphql";
import { useT, type AdminMessageId } from "../../../i18n/admin";

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
export const VIEW_ONLY_HINT: AdminMessageId = "admin.viewOnly.hint";

/** The hint, translated, for a control that only writing users may use; undefined for them. */
export function useViewOnlyHint(): string | undefined {
  const t = useT();
  return useCanEdit() ? undefined : t(VIEW_ONLY_HINT);
}

/** Whether the signed-in user is an administrator; false until `me` answers. */
export function useIsAdmin(): boolean {
  return useContext(AdminUserContext)?.role === "ADMIN";
}

export const useAdminUser = () => useContext(AdminUserContext);

export const ROLE_LABELS: Record<AdminUser["role"], AdminMessageId> = { ADMIN: "admin.role.admin", USER: "admin.role.user" };
export const ROLE_AUTH_LABELS: Record<AdminUser["roleAuth"], AdminMessageId> = { EDIT: "admin.roleAuth.edit", VIEW: "admin.roleAuth.view" };

/** A stored language as the catalogs name it: ZH → "zh". */
export const localeOf = (language: Language): Locale => (language === "ZH" ? "zh" : "en");
