import { StrictMode, type ReactElement } from "react";
import { ApolloClient, ApolloLink, type DocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";
import { createPublicCache } from "./apollo-cache";
import { readersLanguageLink } from "./readers-language-link";
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
        email: "lin@example.com",
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
  /** Answers already in the cache, as a server-rendered page hands them over. */
  served?: readonly ServedAnswer[];
  /** The interface language, as a page under /zh/ or /en/ has it; English (the default language) when omitted. */
  locale?: Locale;
}

/** One query's answer in the cache before the page renders. */
export interface ServedAnswer {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  data: unknown;
}

/**
 * An Apollo Client with the public pages' cache that answers from mocks (Apollo's MockLink), the server's
 * refusals put in the reader's language on the way as the pages' own client does.
 */
export function mockApolloClient(mocks: readonly MockLink.MockedResponse[], served: readonly ServedAnswer[] = []): ApolloClient {
  const cache = createPublicCache();
  for (const answer of served) cache.writeQuery({ query: answer.query, variables: answer.variables, data: answer.data as never });
  return new ApolloClient({ link: ApolloLink.from([readersLanguageLink, new MockLink(mocks)]), cache });
}

/**
 * Renders a page as the app does — StrictMode (so effects run twice, as in development), Apollo Client
 * answering from mocks, the interface language, toasts and a router.
 */
export function renderPage(page: ReactElement, { url, mocks, path = new URL(url, "http://localhost").pathname, routes = [], served, locale }: RenderPageOptions) {
  const router = createMemoryRouter([{ path, element: page }, ...routes], {
    initialEntries: [url],
  });
  const view = render(
    <StrictMode>
      <ApolloProvider client={mockApolloClient([siteShellMock, ...mocks], served)}>
        <LocaleProvider locale={locale ?? "en"} prefixed={locale !== undefined}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </LocaleProvider>
      </ApolloProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
