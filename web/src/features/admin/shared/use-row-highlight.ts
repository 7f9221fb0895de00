import { useEffect, useRef, useState, type RefObject } from "react";

/** A row to bring into view and mark for a moment; a new key marks it again. */
export interface RowHighlight {
  id: number;
  key: number;
}

const MARK_MS = 2500;

/**
 * Brings the highlighted row into view once it is on screen (at once, or when the page it moved to has
 * loaded) and marks it for a moment. Returns the id of the row to mark.
 */
export function useRowHighlight(
  highlight: RowHighlight | undefined,
  rows: readonly { id: number }[],
  body: RefObject<HTMLElement | null>,
): number | undefined {
  const [marked, setMarked] = useState<number>();
  const handled = useRef<number>(undefined);
  const present = highlight !== undefined && rows.some((row) => row.id === highlight.id);
  useEffect(() => {
    if (!highlight || !present || handled.current === highlight.key) return;
    handled.current = highlight.key;
    const row = body.current?.querySelector(`[data-row-id="${highlight.id}"]`);
    // jsdom has no scrollIntoView.
    row?.scrollIntoView?.({ block: "center" });
    setMarked(highlight.id);
    // No cleanup: a re-render must not cut the mark short, and a timer after unmount does nothing.
    setTimeout(() => setMarked((current) => (current === highlight.id ? undefined : current)), MARK_MS);
  }, [highlight, present, body]);
  return marked;
}
