/**
 * Adds a page of rows after the ones already shown. A row can move into the next page when the admin
 * shows or reorders something between two requests; it is kept once, where it was first seen.
 */
export function appendPage<T extends { id: number }>(shown: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(shown.map((row) => row.id));
  return [...shown, ...next.filter((row) => !seen.has(row.id))];
}
