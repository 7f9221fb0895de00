import type { RouteObject } from "react-router-dom";
import { Loading } from "../lib/request-state";
import { NotFoundPage } from "./not-found-page";
import { PublicLayout } from "./public-layout";
import { RouteError } from "./route-error";

function PageLoading() {
  return <Loading label="Loading the page…" />;
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
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: () => import("../features/home/home-page").then((module) => ({ Component: module.HomePage })),
      },
      {
        path: "detail",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/article/article-page").then((module) => ({ Component: module.ArticlePage })),
      },
      {
        path: "posts/:slug",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/article/article-page").then((module) => ({ Component: module.ArticlePage })),
      },
      {
        path: "preview/:token",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/article/article-page").then((module) => ({ Component: module.ArticlePreviewPage })),
      },
      {
        path: "tag/:slug",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/tag/tag-page").then((module) => ({ Component: module.TagPage })),
      },
      {
        path: "about",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/about/about-page").then((module) => ({ Component: module.AboutPage })),
      },
      {
        path: "guestbook",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/guestbook/guestbook-page").then((module) => ({ Component: module.GuestbookPage })),
      },
      {
        path: "logup",
        HydrateFallback: PageLoading,
        lazy: () => import("../features/login/login-page").then((module) => ({ Component: module.LoginPage })),
      },
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
