import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { COLUMN_DETAIL_PATH, detailColumnId, entryForPath, rememberNav } from "./nav-entries";

/** Stores the page on show as the entry /admin reopens next time (spec §2: "index|path[|columnId]"). */
export function useRememberNav(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const entry = entryForPath(pathname);
    if (!entry) return;
    const columnId = pathname === COLUMN_DETAIL_PATH ? detailColumnId(new URLSearchParams(search)) : undefined;
    rememberNav({ index: entry.index, path: pathname, columnId });
  }, [pathname, search]);
}
