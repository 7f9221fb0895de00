import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { LOCALES } from "@shared/locales";
import { PUBLIC_PAGES } from "@shared/public-pages";
import { completeMessages, useT } from "../i18n/i18n";
import { isHydrating } from "../lib/hydration";
import { Loading } from "../lib/request-state";
import { NotFoundPage } from "./not-found-page";
import { PublicLayout } from "./public-layout";
import { RouteError } from "./route-error";

function PageLoading() {
  const t = useT();
  return <Loading label={t("page.loading")} />;
}

/** Every page module; each is its own chunk, loaded when a route needs it. */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>("../features/*/*-page.tsx");

/** What the server reads off a matched route: its page's source file and message groups. */
export interface PageHandle {
  /** As the build's manifest names it, e.g. "src/features/home/home-page.tsx": the page's scripts and styles. */
  module: string;
  /** The message groups the page shows beyond the shell's (public-pages.ts), which go with it. */
  messages: readonly string[];
}

/**
 * A public page at `path` (the index route without one): `component` exported by `features/{file}.tsx`, loaded
 * as its own chunk, with the page-loading fallback. The page the server rendered came with only its own
 * messages; any page the browser draws after it waits for the rest too (loaded once, beside its code).
 */
function lazyPage(path: string | undefined, file: string, component: string, messages: readonly string[] = []): RouteObject {
  const key = `../features/${file}.tsx`;
  const load = PAGE_MODULES[key];
  if (!load) throw new Error(`No page module ${key}`);
  const handle: PageHandle = { module: `src/features/${file}.tsx`, messages };
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    HydrateFallback: PageLoading,
    lazy: () => Promise.all([load(), isHydrating() ? undefined : completeMessages()]).then(([module]) => ({ Component: module[component] })),
  };
}

/** The visitor's pages (server/src/shared/public-pages.ts), the same under each language's prefix and without one. */
function publicPages(): RouteObject[] {
  return [...PUBLIC_PAGES.map((page) => lazyPage(page.path || undefined, page.module, page.component, page.messages)), { path: "*", Component: NotFoundPage }];
}

/**
 * Every page is its own chunk, so the home page downloads only what it draws; the GraphiQL sandbox (the
 * heaviest by far) is reachable only through its lazy import. Each lazy route carries its own fallback so
 * the header and footer stay on screen while a page's code arrives. Each page is at its path in the site's
 * default language and under /zh/ and /en/ in each language.
 */
export const publicRoutes: RouteObject[] = [
  { element: <PublicLayout />, errorElement: <RouteError />, children: publicPages() },
  ...LOCALES.map((locale): RouteObject => ({ path: locale, element: <PublicLayout prefix={locale} />, errorElement: <RouteError />, children: publicPages() })),
  { ...lazyPage("sandbox", "sandbox/sandbox-page", "SandboxPage"), errorElement: <RouteError /> },
];
