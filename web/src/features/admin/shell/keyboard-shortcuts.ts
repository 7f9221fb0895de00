/**
 * The back-office's keyboard shortcuts, declared once: the handler and the "?" list both read this table.
 * Single keys, as on GitHub or Gmail, so they never clash with the browser's own Ctrl/Alt combinations.
 */
export type ShortcutAction = "search" | "newPost" | "help";

export interface Shortcut {
  key: string;
  action: ShortcutAction;
  description: string;
  /** Writes something: not offered to a view-only user. */
  edits?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: "/", action: "search", description: "Search: the page's search box, or the article list's" },
  { key: "n", action: "newPost", description: "Write a new post", edits: true },
  { key: "?", action: "help", description: "Show these shortcuts" },
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
