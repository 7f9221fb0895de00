import type { RouteObject } from "react-router-dom";
import { Loading } from "../lib/request-state";
import { RouteError } from "./route-error";

function AdminLoading() {
  return <Loading label="Loading the back-office…" />;
}

/**
 * The back-office: a pathless layout route (guard, header, nav) around pages that keep the spec's own
 * paths, so each works as a deep link. Everything is loaded lazily: none of it lands in the public bundle.
 */
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown on a first visit straight to an admin path while the shell's code arrives.
    HydrateFallback: AdminLoading,
    lazy: async () => ({ Component: (await import("../features/admin/shell/admin-shell")).AdminShell }),
    children: [
      { path: "/admin", lazy: async () => ({ Component: (await import("../features/admin/shell/admin-home")).AdminHome }) },
      { path: "/system", lazy: async () => ({ Component: (await import("../features/admin/system/system-page")).SystemPage }) },
      { path: "/seo", lazy: async () => ({ Component: (await import("../features/admin/seo/seo-page")).SeoPage }) },
      { path: "/nav", lazy: async () => ({ Component: (await import("../features/admin/columns/columns-page")).ColumnsPage }) },
      {
        path: "/navDetail",
        lazy: async () => ({ Component: (await import("../features/admin/column-content/column-content-page")).ColumnContentPage }),
      },
      {
        path: "/articleEdit",
        lazy: async () => ({ Component: (await import("../features/admin/article-editor/article-editor-page")).ArticleEditorPage }),
      },
      { path: "/linked", lazy: async () => ({ Component: (await import("../features/admin/links/links-page")).LinksPage }) },
      { path: "/message", lazy: async () => ({ Component: (await import("../features/admin/messages/messages-page")).MessagesPage }) },
      { path: "/role", lazy: async () => ({ Component: (await import("../features/admin/users/users-page")).UsersPage }) },
    ],
  },
];
