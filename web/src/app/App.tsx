import type { ReactNode } from "react";
import type { Locale } from "@shared/locales";
import { LocaleProvider } from "../i18n/i18n";
import type { DataClient } from "../lib/page-data/data-client";
import { DataProvider } from "../lib/page-data/data-provider";
import { ToastProvider } from "../lib/toast";

/**
 * The providers every page needs around its router: the public pages' data client (the browser's or, when
 * rendered on the server, the render's), the interface language the page starts in (a public page's layout
 * and the back-office choose their own below) and toasts. The back-office adds Apollo Client below (admin-routes.tsx).
 */
export function App({ data, locale, children }: { data: DataClient; locale: Locale; children: ReactNode }) {
  return (
    <DataProvider client={data}>
      <LocaleProvider locale={locale}>
        <ToastProvider>{children}</ToastProvider>
      </LocaleProvider>
    </DataProvider>
  );
}
