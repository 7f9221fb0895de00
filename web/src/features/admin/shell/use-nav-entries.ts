import { useIsAdmin } from "./admin-user";
import { NAV_ENTRIES, USER_MENU_ENTRIES, type NavEntry } from "./nav-entries";

/** The entries of a menu the signed-in user may open: administrator-only pages only for administrators. */
export function visibleEntries(entries: readonly NavEntry[], isAdmin: boolean): readonly NavEntry[] {
  return isAdmin ? entries : entries.filter((entry) => !entry.adminOnly);
}

export function useNavEntries(menu: "side" | "user"): readonly NavEntry[] {
  return visibleEntries(menu === "side" ? NAV_ENTRIES : USER_MENU_ENTRIES, useIsAdmin());
}
