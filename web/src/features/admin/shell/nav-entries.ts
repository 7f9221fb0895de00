import { STORAGE_KEYS, readStorage, writeStorage } from "../../../lib/storage";
import type { AdminMessageId } from "../../../i18n/admin";
import { menuPages } from "./admin-pages";

export interface NavEntry {
  index: number;
  path: string;
  /** Its label's message id. */
  label: AdminMessageId;
  /** Shown to administrators only (see use-nav-entries.ts). */
  adminOnly?: boolean;
}

const entriesOf = (menu: "side" | "user"): NavEntry[] =>
  menuPages(menu).map(({ path, nav }) => ({ index: nav.index, path, label: nav.label, ...(nav.adminOnly ? { adminOnly: true } : {}) }));

/** The left nav, in the spec's order (§2) and then the newer pages'; the index is what the remembered entry stores. */
export const NAV_ENTRIES: readonly NavEntry[] = entriesOf("side");

/** Reached from the user menu rather than the left nav, but remembered the same way. */
export const USER_MENU_ENTRIES: readonly NavEntry[] = entriesOf("user");

export const COLUMN_DETAIL_PATH = "/navDetail";

/** The article editor: ?id= edits an article, ?column= writes a new one in that column. */
export const ARTICLE_EDITOR_PATH = "/articleEdit";

/** The messages page showing only those waiting for approval (its status filter reads ?status=, see messages/message-status.ts). */
export const PENDING_MESSAGES_PATH = "/message?status=pending";

/** The comment moderation page, which opens on the comments waiting for approval. */
export const PENDING_COMMENTS_PATH = "/admin/comments";

/** The comment moderation page, whose nav entry shows how many comments wait. */
export const COMMENTS_PATH = "/admin/comments";

/** Which entry a path belongs to; a column's content page counts as column management. */
export function entryForPath(pathname: string): NavEntry | undefined {
  const path = pathname === COLUMN_DETAIL_PATH ? "/nav" : pathname;
  return [...NAV_ENTRIES, ...USER_MENU_ENTRIES].find((entry) => entry.path === path);
}

/**
 * The nav entry to light for a path. The article editor belongs to column management too, but it is not an
 * entry /admin should reopen (it needs its ?id=), so it is lit here rather than counted by entryForPath.
 */
export function litEntryForPath(pathname: string): NavEntry | undefined {
  return entryForPath(pathname === ARTICLE_EDITOR_PATH ? "/nav" : pathname);
}

export interface RememberedNav {
  index: number;
  path: string;
  columnId?: number;
}

/** Reads "index|path[|columnId]"; anything else (an old or tampered value) counts as nothing remembered. */
export function readRememberedNav(): RememberedNav | null {
  const [index, path, columnId, ...rest] = (readStorage(STORAGE_KEYS.adminNav) ?? "").split("|");
  const entry = entryForPath(path);
  if (!entry || String(entry.index) !== index || rest.length > 0) return null;
  if (columnId === undefined) return { index: entry.index, path };
  if (path !== COLUMN_DETAIL_PATH || !/^\d+$/.test(columnId)) return null;
  return { index: entry.index, path, columnId: Number(columnId) };
}

export function rememberNav({ index, path, columnId }: RememberedNav): void {
  writeStorage(STORAGE_KEYS.adminNav, columnId === undefined ? `${index}|${path}` : `${index}|${path}|${columnId}`);
}

/** Where /admin should open: the remembered page (with its column) or the console. */
export function rememberedLocation(): string {
  const remembered = readRememberedNav();
  if (!remembered) return NAV_ENTRIES[0].path;
  return remembered.columnId === undefined ? remembered.path : `${remembered.path}?id=${remembered.columnId}`;
}

/** The column the content page shows: ?id= when it is a number, else the remembered one (spec §2). */
export function detailColumnId(search: URLSearchParams): number | undefined {
  const raw = search.get("id");
  if (raw !== null && /^\d+$/.test(raw)) return Number(raw);
  return readRememberedNav()?.columnId;
}
