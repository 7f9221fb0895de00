import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@shared/locales";
import type { ResolvedHead } from "@shared/page-head";

/**
 * What a page tells the server while it is rendered there: the answer's status, a permanent move, its head,
 * and the address its links are made absolute with. In the browser there is none.
 */
export interface ServerRender {
  /** Scheme, host and any path prefix of the site, without a trailing slash. */
  origin: string;
  status: number;
  /** A site path the page has moved to: the server answers 301 with it. */
  movedTo?: string;
  head?: ResolvedHead;
  /** The page's language as a BCP 47 tag, for `<html lang>` (set by i18n's LocaleProvider). */
  lang?: string;
  /** Every language the page was rendered in (set by i18n's LocaleProvider): their messages go with it. */
  locales: Set<Locale>;
  /** The server's own sanitiser for stored article HTML (the browser has its own, see sanitize-html.ts). */
  sanitizeArticleHtml(html: string): string;
}

const ServerRenderContext = createContext<ServerRender | null>(null);

export function ServerRenderProvider({ value, children }: { value: ServerRender; children: ReactNode }) {
  return <ServerRenderContext.Provider value={value}>{children}</ServerRenderContext.Provider>;
}

/** The server's render of this request, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** Gives the page's answer this HTTP status (a not-found page: 404) when it is rendered on the server. */
export function useHttpStatus(status: number): void {
  const render = useServerRender();
  if (render) render.status = status;
}
