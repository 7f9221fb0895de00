import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { Loading } from "../lib/request-state";
import { NotFoundPage } from "./not-found-page";
import { PublicLayout } from "./public-layout";
import { RouteError } from "./route-error";

function PageLoading() {
  return <Loading label="Loading the page…" />;
}

/** A public page loaded as its own chunk at `path` (the index route without one), with the page-loading fallback. */
function lazyPage(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    HydrateFallback: PageLoading,
    lazy: () => load().then((Component) => ({ Component })),
  };
}

/**
 * Every page is its own chunk, so the home page downloads only what it draws; the GraphiQL sandbox (the
 * heaviest by far) is reachable only through its lazy import. Each lazy route carries its own fallback so
 * the header and footer stay on screen while a page's code arrives.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      lazyPage(undefined, () => import("../features/home/home-page").then((module) => module.HomePage)),
      lazyPage("detail", () => import("../features/article/article-page").then((module) => module.ArticlePage)),
      lazyPage("posts/:slug", () => import("../features/article/article-page").then((module) => module.ArticlePage)),
      lazyPage("preview/:token", () => import("../features/article/article-page").then((module) => module.ArticlePreviewPage)),
      lazyPage("tag/:slug", () => import("../features/tag/tag-page").then((module) => module.TagPage)),
      lazyPage("about", () => import("../features/about/about-page").then((module) => module.AboutPage)),
      lazyPage("guestbook", () => import("../features/guestbook/guestbook-page").then((module) => module.GuestbookPage)),
      lazyPage("logup", () => import("../features/login/login-page").then((module) => module.LoginPage)),
      { path: "*", Component: NotFoundPage },
    ],
  },
  {
    path: "sandbox",
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    lazy: () => import("../features/sandbox/sandbox-page").then((module) => ({ Component: module.SandboxPage })),
  },
];
