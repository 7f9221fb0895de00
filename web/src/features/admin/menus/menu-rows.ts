import type { AdminMenuItemFragment, MenuItemInput, MenuItemKind, MenuPage } from "../../../gql/admin/graphql";

/**
 * A menu as the editor holds it: one flat list of rows, each at level 0 (a top item) or 1 (under the nearest
 * top item above it), so nesting is a row's level and reordering moves rows. The server gets it as a tree.
 */
export interface MenuRow {
  key: number;
  level: 0 | 1;
  kind: MenuItemKind;
  page: MenuPage;
  articleId: number | null;
  tagSlug: string;
  url: string;
  labelZh: string;
  labelEn: string;
}

let nextKey = 1;

export function newRow(): MenuRow {
  return { key: nextKey++, level: 0, kind: "PAGE", page: "HOME", articleId: null, tagSlug: "", url: "", labelZh: "", labelEn: "" };
}

type SavedItem = AdminMenuItemFragment & { children?: AdminMenuItemFragment[] };

const rowOf = (item: AdminMenuItemFragment, level: 0 | 1): MenuRow => ({
  key: nextKey++,
  level,
  kind: item.kind,
  page: item.page ?? "HOME",
  articleId: item.articleId ?? null,
  tagSlug: item.tagSlug ?? "",
  url: item.url ?? "",
  labelZh: item.labelZh,
  labelEn: item.labelEn,
});

export const rowsOf = (items: readonly SavedItem[]): MenuRow[] => items.flatMap((item) => [rowOf(item, 0), ...(item.children ?? []).map((child) => rowOf(child, 1))]);

const inputOf = (row: MenuRow): MenuItemInput => ({
  kind: row.kind,
  labelZh: row.labelZh,
  labelEn: row.labelEn,
  ...(row.kind === "PAGE" ? { page: row.page } : {}),
  ...(row.kind === "ARTICLE" ? { articleId: row.articleId } : {}),
  ...(row.kind === "TAG" ? { tagSlug: row.tagSlug } : {}),
  ...(row.kind === "ADDRESS" ? { url: row.url } : {}),
});

/** The rows as the server takes them, and which row each place in the input (items.1.children.0) is, for its refusals. */
export function itemsOf(rows: readonly MenuRow[]): { items: MenuItemInput[]; keys: Record<string, number> } {
  const items: (MenuItemInput & { children: MenuItemInput[] })[] = [];
  const keys: Record<string, number> = {};
  for (const row of rows) {
    const parent = items.at(-1);
    if (row.level === 1 && parent) {
      keys[`items.${items.length - 1}.children.${parent.children.length}`] = row.key;
      parent.children.push(inputOf(row));
    } else {
      keys[`items.${items.length}`] = row.key;
      items.push({ ...inputOf(row), children: [] });
    }
  }
  return { items, keys };
}

/** The position people read for a row: "2", or "2.1" for the first item under the second. */
export function positionsOf(rows: readonly MenuRow[]): string[] {
  let top = 0;
  let child = 0;
  return rows.map((row, index) => {
    if (row.level === 0 || index === 0) {
      top += 1;
      child = 0;
      return String(top);
    }
    child += 1;
    return `${top}.${child}`;
  });
}

/** Where the block of a top row (it and the rows under it) ends: the index after its last row. */
function blockEnd(rows: readonly MenuRow[], start: number): number {
  let end = start + 1;
  while (end < rows.length && rows[end]!.level === 1) end += 1;
  return end;
}

/** The start of the block before the one starting at `start`, or -1. */
function previousBlock(rows: readonly MenuRow[], start: number): number {
  let at = start - 1;
  while (at > 0 && rows[at]!.level === 1) at -= 1;
  return at;
}

/**
 * A row moved one step: a top item moves with the items under it, past the whole top item before or after; an
 * item under another moves one row, so past its parent's first or last sibling it goes under the top item
 * above or below. Undefined when it cannot move that way.
 */
export function moved(rows: readonly MenuRow[], index: number, step: -1 | 1): MenuRow[] | undefined {
  const row = rows[index];
  if (!row) return undefined;
  if (row.level === 1) {
    const to = index + step;
    // The first row is always a top item.
    if (to < 1 || to >= rows.length) return undefined;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  }
  const end = blockEnd(rows, index);
  const block = rows.slice(index, end);
  if (step === -1) {
    if (index === 0) return undefined;
    const before = previousBlock(rows, index);
    return [...rows.slice(0, before), ...block, ...rows.slice(before, index), ...rows.slice(end)];
  }
  if (end >= rows.length) return undefined;
  const afterEnd = blockEnd(rows, end);
  return [...rows.slice(0, index), ...rows.slice(end, afterEnd), ...block, ...rows.slice(afterEnd)];
}

/** Whether a row can go under the top item above it: not the first, not already under one, and with no items under it. */
export const canIndent = (rows: readonly MenuRow[], index: number): boolean => index > 0 && rows[index]!.level === 0 && rows[index + 1]?.level !== 1;

export const withLevel = (rows: readonly MenuRow[], index: number, level: 0 | 1): MenuRow[] => rows.map((row, at) => (at === index ? { ...row, level } : row));

/**
 * A row dropped on another (drag and drop): it takes the target's place, before it when moving up and after it
 * when moving down; a top item keeps its items with it and lands between top items.
 */
export function dropped(rows: readonly MenuRow[], from: number, onto: number): MenuRow[] {
  if (from === onto) return [...rows];
  const row = rows[from]!;
  const end = row.level === 0 ? blockEnd(rows, from) : from + 1;
  if (onto >= from && onto < end) return [...rows];
  const block = rows.slice(from, end);
  const rest = [...rows.slice(0, from), ...rows.slice(end)];
  const target = rows[onto]!;
  let at = rest.indexOf(target);
  if (row.level === 0) {
    // Between top items: before the target's own top item when moving up, after its block when moving down.
    const head = target.level === 1 ? previousBlock(rest, at) : at;
    at = onto < from ? head : blockEnd(rest, head);
  } else if (onto > from) {
    at += 1;
  }
  const next = [...rest.slice(0, at), ...block, ...rest.slice(at)];
  return next[0]?.level === 1 ? withLevel(next, 0, 0) : next;
}
