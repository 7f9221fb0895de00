import type { ReactNode } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { Locale } from "@shared/locales";
import { LocaleProvider } from "../i18n/i18n";
import { ToastProvider } from "../lib/toast";

/**
 * The providers every page needs around its router: the public pages' Apollo Client (the browser's or, when
 * rendered on the server, the render's), the interface language the page starts in (a public page's layout
 * and the back-office choose their own below) and toasts. The back-office puts its own client below
 * (admin-routes.tsx).
 */
export function App({ client, locale, children }: { client: ApolloClient; locale: Locale; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <LocaleProvider locale={locale}>
        <ToastProvider>{children}</ToastProvider>
      </LocaleProvider>
    </ApolloProvider>
  );
}
