import { SERVED_PAGE_ID, type ServedPage } from "@shared/server-render";

let served: ServedPage | null | undefined;

/** What the server sent beside the page it rendered, read once; null for a page the browser renders alone. */
export function servedPage(): ServedPage | null {
  if (served === undefined) {
    const text = typeof document === "undefined" ? null : document.getElementById(SERVED_PAGE_ID)?.textContent;
    served = text ? (JSON.parse(text) as ServedPage) : null;
  }
  return served;
}

/** The site's address: as the server knew it, else this window's. */
export function servedOrigin(): string {
  return servedPage()?.origin ?? window.location.origin;
}

/** Whether the page being hydrated was sent as "not found" (its query's error is not among the served answers). */
export function servedAsNotFound(): boolean {
  return servedPage()?.status === 404;
}
