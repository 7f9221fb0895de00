import { useEffect } from "react";
import { ApolloProvider, useApolloClient } from "@apollo/client/react";
import { Outlet, type RouteObject } from "react-router-dom";
import { ADMIN_PAGES, loadPage } from "../features/admin/shell/admin-pages";
import { browserApolloClient } from "../lib/apollo";
import { Loading } from "../lib/request-state";
import { useT } from "../i18n/i18n";
import { RouteError } from "./route-error";

function AdminLoading() {
  const t = useT();
  return <Loading label={t("page.loadingBackOffice")} />;
}

/**
 * The back-office reads and writes through a client of its own (lib/apollo.ts). What the public pages' client
 * read before is dropped on the way in, when none of its queries is shown any more, so the public pages ask
 * again when next shown and show what was just edited here.
 */
function WithApollo() {
  const publicClient = useApolloClient();
  useEffect(() => void publicClient.clearStore(), [publicClient]);
  return (
    <ApolloProvider client={browserApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}

/**
 * The back-office: a pathless layout route (guard, header, nav) around pages that keep the spec's own
 * paths, so each works as a deep link. The pages are the ones the admin folders declare in their .admin.ts
 * files. Everything is loaded lazily: none of it lands in the public bundle.
 */
export const adminRoutes: RouteObject[] = [
  {
    Component: WithApollo,
    errorElement: <RouteError />,
    children: [
      {
        // Shown on a first visit straight to an admin path while the shell's code arrives.
        HydrateFallback: AdminLoading,
        lazy: async () => ({ Component: (await import("../features/admin/shell/admin-shell")).AdminShell }),
        children: ADMIN_PAGES.map((entry) => ({ path: entry.path, lazy: async () => ({ Component: await loadPage(entry) }) })),
      },
    ],
  },
];
