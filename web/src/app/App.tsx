import type { ReactNode } from "react";
import type { DataClient } from "../lib/page-data/data-client";
import { DataProvider } from "../lib/page-data/data-provider";
import { ToastProvider } from "../lib/toast";

/**
 * The providers every page needs around its router: the public pages' data client (the browser's or, when
 * rendered on the server, the render's) and toasts. The back-office adds Apollo Client below (admin-routes.tsx).
 */
export function App({ data, children }: { data: DataClient; children: ReactNode }) {
  return (
    <DataProvider client={data}>
      <ToastProvider>{children}</ToastProvider>
    </DataProvider>
  );
}
