import { useState } from "react";

/**
 * A table's select-all box: it ticks or unticks the rows on screen but sends nothing (spec §4 for the content
 * page; the same on every table), so its effect is kept here, for the page it was used on, until a row's own
 * box is used or the page turns.
 */
export type PageTicks = ReturnType<typeof usePageTicks>;

export function usePageTicks(pageKey: string) {
  const [ticks, setTicks] = useState<{ pageKey: string; checked: boolean } | null>(null);
  const overlay = ticks?.pageKey === pageKey ? ticks.checked : null;
  return {
    /** What every row's box shows instead of its saved state, or null to show the saved state. */
    overlay,
    tickAll: (checked: boolean) => setTicks({ pageKey, checked }),
    clear: () => setTicks(null),
  };
}
