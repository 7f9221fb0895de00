import { StrictMode, type ReactElement } from "react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";
import { createAppCache } from "./apollo-cache";
import { ToastProvider } from "./toast";

/** Site info every page reads for its document title. */
export const siteShellMock: MockLink.MockedResponse = {
  request: { query: SiteShellDocument },
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
}

/**
 * Renders a page as the app does — StrictMode (so effects run twice, as in development), Apollo, toasts and
 * a router — with Apollo answering from mocks.
 */
export function renderPage(page: ReactElement, { url, mocks, path = new URL(url, "http://localhost").pathname, routes = [] }: RenderPageOptions) {
  const router = createMemoryRouter([{ path, element: page }, ...routes], {
    initialEntries: [url],
  });
  const view = render(
    <StrictMode>
      <MockedProvider mocks={[siteShellMock, ...mocks]} cache={createAppCache()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </MockedProvider>
    </StrictMode>,
  );
  return { ...view, router };
}
