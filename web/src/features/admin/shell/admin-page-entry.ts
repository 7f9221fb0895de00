import type { ComponentType } from "react";
import type { AdminMessageId } from "../../../i18n/admin";

/** Where a page sits in the back-office's menus. */
export interface NavPlace {
  /**
   * What the remembered nav stores for the page ("index|path"): fixed once given, so an owner's remembered
   * page survives new pages being added.
   */
  index: number;
  /** The label's message id ("admin.nav.console"). */
  label: AdminMessageId;
  /** The left nav (the spec's five entries and new ones) or the user menu. */
  menu: "side" | "user";
  /** Place in its menu, lowest first; the index when not given. */
  order?: number;
  /**
   * For administrators only (the server refuses the page's data to others): left out of everyone else's
   * menus, and opened directly it says so instead of showing the page.
   */
  adminOnly?: boolean;
}

/**
 * One back-office page, declared in its own folder as `<page>.admin.ts` and found by the shell (see
 * admin-pages.ts): adding a page means adding its folder, nothing else. The entry is data and a lazy import,
 * so each page's code still loads only when it is opened.
 */
export interface AdminPageEntry {
  /**
   * The spec's pages keep their own paths (/system, /nav, …); newer pages live under /admin/, which the
   * router already loads the back-office for and robots.txt already keeps out of search indexes.
   */
  path: string;
  load(): Promise<ComponentType>;
  /** Absent for pages reached from another page (a column's content, the article editor). */
  nav?: NavPlace;
}

export const defineAdminPage = (entry: AdminPageEntry): AdminPageEntry => entry;
