import type { AdminMessageId } from "../../../i18n/admin";

/**
 * The back-office's keyboard shortcuts, declared once: the handler and the "?" list both read this table.
 * Single keys, as on GitHub or Gmail, so they never clash with the browser's own Ctrl/Alt combinations.
 */
export type ShortcutAction = "search" | "newPost" | "help";

export interface Shortcut {
  key: string;
  action: ShortcutAction;
  /** Its description's message id. */
  description: AdminMessageId;
  /** Writes something: not offered to a view-only user. */
  edits?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: "/", action: "search", description: "admin.shortcuts.search" },
  { key: "n", action: "newPost", description: "admin.shortcuts.newPost", edits: true },
  { key: "?", action: "help", description: "admin.shortcuts.help" },
];

/**
 * Whether a key press is meant for the page rather than typed into a field: no modifier (Shift aside, which
 * "?" needs), not repeated, and focus outside anything that takes text or is inside an open dialog.
 */
export function isShortcutPress(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return true;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog[open]")) return false;
  return document.querySelector("dialog[open]") === null;
}

export function shortcutFor(event: KeyboardEvent, canEdit: boolean): Shortcut | undefined {
  if (!isShortcutPress(event)) return undefined;
  return SHORTCUTS.find((shortcut) => shortcut.key === event.key && (canEdit || !shortcut.edits));
}
