import { StrictMode, type ReactElement } from "react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";
import { createAppCache } from "./apollo-cache";
import { apolloTransport } from "./page-data/apollo-transport";
import { DataClient, type DataSnapshot } from "./page-data/data-client";
import { DataProvider } from "./page-data/data-provider";
import { ToastProvider } from "./toast";
import { LocaleProvider } from "../i18n/i18n";
import type { Locale } from "@shared/locales";

/** Site info every page reads for its document title, in whichever language a page asks for it. */
export const siteShellMock: MockLink.MockedResponse = {
  request: { query: SiteShellDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      siteInfo: {
        __typename: "SiteInfo",
        id: 1,
        title: "Quiet Notes",
        logo: "/logo.svg",
        description: "A quiet blog",
        keywords: "blog,notes",
        author: "Lin",
        record: "浙ICP备18000000号-1",
        copyright: "2018-2025",
        language: "EN",
      },
    },
  },
};

interface RenderPageOptions {
  /** The URL the page is opened at, e.g. "/detail?id=3". */
  url: string;
  mocks: readonly MockLink.MockedResponse[];
  /** The page's route pattern, e.g. "/posts/:slug"; the URL's path by default. */
  path?: string;
  /** Other routes the page may navigate to. */
  routes?: RouteObject[];
  /** Answers already in, as a server-rendered page hands them over. */
  served?: DataSnapshot;
  /** The interface language, as a page under /zh/ or /en/ has it; English (the default language) when omitted. */
  locale?: Locale;
}

/** An Apollo Client that answers from mocks (Apollo's MockLink), with the back-office's cache. */
function mockApolloClient(mocks: readonly MockLink.MockedResponse[]): ApolloClient {
  return new ApolloClient({ link: new MockLink(mocks), cache: createAppCache() });
}

/** A data client for the public pages that answers from the same kind of mocks. */
export function mockDataClient(mocks: readonly MockLink.MockedResponse[], served?: DataSnapshot, apollo = mockApolloClient(mocks)): DataClient {
  return new DataClient(apolloTransport(apollo), served);
}

/**
 * Renders a page as the app does — StrictMode (so effects run twice, as in development), the data client (and
 * Apollo Client, for back-office pages), the interface language, toasts and a router — both answering from the same mocks.
 */
export function renderPage(page: ReactElement, { url, mocks, path = new URL(url, "http://localhost").pathname, routes = [], served, locale }: RenderPageOptions) {
  const router = createMemoryRouter([{ path, element: page }, ...routes], {
    initialEntries: [url],
  });
  const apollo = mockApolloClient([siteShellMock, ...mocks]);
  const view = render(
    <StrictMode>
      <ApolloProvider client={apollo}>
        <DataProvider client={mockDataClient([], served, apollo)}>
          <LocaleProvider locale={locale ?? "en"} prefixed={locale !== undefined}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </LocaleProvider>
        </DataProvider>
      </ApolloProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
