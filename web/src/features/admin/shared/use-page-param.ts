import { useSearchParams } from "react-router-dom";

/** Spec §9: ten rows a page on the content tables. */
export const PAGE_SIZE = 10;

/** The page number lives in the address (?page=), so a reload or a shared link keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("page");
  const page = raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("page", String(next));
      return updated;
    });
  return [page, setPage];
}
