import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router-dom";
import { App } from "./app/App";
import { publicRoutes } from "./app/public-routes";
import { createAppRouter } from "./app/router";
import type { NormalizedCacheObject } from "@apollo/client";
import { publicApolloClient } from "./lib/public-apollo";
import { endHydration, startHydration } from "./lib/hydration";
import { servedPage } from "./lib/served-page";
import type { Messages } from "@lingui/core";
import { localeFromAcceptLanguage, localeInPath, type Locale } from "@shared/locales";
import { loadMessages, provideMessages } from "./i18n/i18n";
import "./app/global.css";

/**
 * Marks the end of hydration, in the first commit itself: a layout effect runs before the browser can hand the
 * page an event. A passive effect ran later, so a link clicked between the commit and it was followed while the
 * page still counted as hydrating: the next page was drawn without loading the rest of the messages (its
 * comments' heading showed its message id) and took its article body for the server's.
 */
function HydrationDone() {
  useLayoutEffect(endHydration, []);
  return null;
}

/**
 * Loads the code of the pages the address matches, so that the first render in the browser draws what the
 * server sent (a lazy route not yet loaded would draw its loading fallback and not match).
 */
async function loadMatchedPages() {
  const matches = matchRoutes(publicRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const served = servedPage();
  // A page the server rendered hands over its render's Apollo cache, so it shows itself without a request.
  const client = publicApolloClient(served?.data as NormalizedCacheObject | undefined);
  const root = document.getElementById("root")!;
  // The language the server rendered in; for the bare app, the address's or the browser's (the back-office
  // then switches to its user's own).
  const locale = served?.locale ?? localeInPath(window.location.pathname) ?? localeFromAcceptLanguage(navigator.languages.join(",")) ?? "en";
  if (!served) {
    // The back-office, the sign-in page and the sandbox come as the bare app: the browser renders them.
    await loadMessages(locale);
    createRoot(root).render(
      <StrictMode>
        <App client={client} locale={locale}>
          <RouterProvider router={createAppRouter()} />
        </App>
      </StrictMode>,
    );
    return;
  }
  // And the messages of the languages it was rendered in (the shell's and this page's), so it hydrates without
  // loading them; the page drawn after it waits for the rest (public-routes.tsx).
  for (const [language, messages] of Object.entries(served.messages)) provideMessages(language as Locale, messages as Messages, { part: true });
  // Hydrating from here: loading the matched pages' code brings no messages.
  startHydration();
  await loadMatchedPages();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap or a scroll during it is answered at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App client={client} locale={locale}>
          <RouterProvider router={createAppRouter()} />
        </App>
        <HydrationDone />
      </StrictMode>,
    );
  });
}

void start();
