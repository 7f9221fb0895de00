// The public pages rendered on the server (built by `vite build --ssr` into the site's build, see
// web/scripts/build-site.mjs, and run by server/src/ssr). The same routes and pages as in the browser; each
// page's own queries run in the server's process through a SchemaLink on the API's schema and the request's
// context, and Apollo's cache, as they left it, goes into the page, so the browser hydrates without asking again.
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { ApolloClient } from "@apollo/client";
import { SchemaLink } from "@apollo/client/link/schema";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { GraphQLSchema } from "graphql";
import { LANGUAGE_TAG, LOCALES, localeInPath, type Locale } from "@shared/locales";
import { SHELL_MESSAGES } from "@shared/public-pages";
import type { RenderedPage, RenderRequest, ServedPage, ServerEntry } from "@shared/server-render";
import { App } from "./app/App";
import { isClientRendered } from "./app/client-rendered";
import { pageAssets } from "./app/page-assets";
import { publicRoutes, type PageHandle } from "./app/public-routes";
import { createPublicCache } from "./lib/apollo-cache";
import { loadMessages, publicMessages } from "./i18n/i18n";
import { ServerRenderProvider, type ServerRender } from "./lib/server-render";

const handler = createStaticHandler(publicRoutes);

/** The site's time zone: the process's, fixed at its start (TZ), which every page's dates are drawn in. */
const SITE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Both languages' messages, loaded once: a render never waits for them. */
const messagesLoaded = Promise.all(LOCALES.map(loadMessages));

/** Renders again until no query is pending; a page with a longer chain of queries than this is a bug. */
const MAX_RENDERS = 5;

async function render(request: RenderRequest): Promise<RenderedPage> {
  await messagesLoaded;
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  // There are no loaders, so no redirect Response can come back; a thrown one would be a bug in the routes.
  if (context instanceof Response) throw new Error(`The routes answered ${request.url} with a Response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createPublicCache();
  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema: request.schema as GraphQLSchema, context: () => request.graphqlContext() }),
    cache,
  });
  const locale = localeInPath(new URL(request.url).pathname) ?? request.defaultLocale;
  const server: ServerRender = { origin: request.origin, status: context.statusCode, locales: new Set(), sanitizeArticleHtml: request.sanitizeArticleHtml };
  // The same shape as the browser's tree in main.tsx, so that ids made by useId agree.
  const tree = (
    <ServerRenderProvider value={server}>
      <StrictMode>
        <App client={client} locale={locale}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
        {null}
      </StrictMode>
    </ServerRenderProvider>
  );
  // Apollo renders the page again until no query it starts is pending; each pass starts afresh, so what the
  // last pass (the one with all data) said is what is answered.
  const { result: html } = await prerenderStatic({
    tree,
    signal: request.signal,
    maxRerenders: MAX_RENDERS,
    renderFunction: (node: ReactNode) => {
      Object.assign(server, { status: context.statusCode, movedTo: undefined, head: undefined, lang: undefined, locales: new Set() });
      return prerenderToNodeStream(node, { signal: request.signal });
    },
  });
  const pages = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined) ?? []);
  const modules = pages.map((page) => page.module);
  const messageGroups = new Set([...SHELL_MESSAGES, ...pages.flatMap((page) => page.messages)]);
  return {
    status: server.status,
    movedTo: server.movedTo,
    head: server.head,
    lang: server.lang ?? LANGUAGE_TAG[locale],
    html,
    served: { data: cache.extract(), messages: messagesOf(server.locales, messageGroups), origin: request.origin, status: server.status, locale, timeZone: SITE_TIME_ZONE },
    ...pageAssets(request.manifest, modules),
  };
}

/**
 * The public messages of the languages a page was rendered in, which the browser hydrates it with: the shell's
 * and the page's groups, about half of the catalog (the home page: 11.5 -> 5.1 KB).
 */
function messagesOf(locales: Set<Locale>, groups: ReadonlySet<string>): ServedPage["messages"] {
  return Object.fromEntries([...locales].map((locale) => [locale, publicMessages(locale, groups)]));
}

export const serverEntry: ServerEntry = { render, isClientRendered };
