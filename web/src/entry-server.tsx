// The public pages rendered on the server (built by `vite build --ssr` into the site's build, see
// web/scripts/build-site.mjs, and run by server/src/ssr). The same routes and pages as in the browser; each
// page's own queries run in the server's process through a SchemaLink on the API's schema and the request's
// context, and the answers they read go into the page, so the browser hydrates without asking again.
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { SchemaLink } from "@apollo/client/link/schema";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { GraphQLSchema } from "graphql";
import { LANGUAGE_TAG, localeInPath } from "@shared/locales";
import type { RenderedPage, RenderRequest, ServerEntry } from "@shared/server-render";
import { App } from "./app/App";
import { isClientRendered } from "./app/client-rendered";
import { pageAssets } from "./app/page-assets";
import { publicRoutes, type PageHandle } from "./app/public-routes";
import { apolloTransport } from "./lib/page-data/apollo-transport";
import { DataClient } from "./lib/page-data/data-client";
import { ServerRenderProvider, type ServerRender } from "./lib/server-render";

const handler = createStaticHandler(publicRoutes);

/** Renders again until no query is pending; a page with a longer chain of queries than this is a bug. */
const MAX_RENDERS = 5;

async function render(request: RenderRequest): Promise<RenderedPage> {
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  // There are no loaders, so no redirect Response can come back; a thrown one would be a bug in the routes.
  if (context instanceof Response) throw new Error(`The routes answered ${request.url} with a Response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const apollo = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema: request.schema as GraphQLSchema, context: () => request.graphqlContext() }),
    cache: new InMemoryCache(),
  });
  const data = new DataClient(apolloTransport(apollo), {}, true);
  const locale = localeInPath(new URL(request.url).pathname) ?? request.defaultLocale;
  const server: ServerRender = { origin: request.origin, status: context.statusCode, sanitizeArticleHtml: request.sanitizeArticleHtml };
  // The same shape as the browser's tree in main.tsx, so that ids made by useId agree.
  const tree = (
    <ServerRenderProvider value={server}>
      <StrictMode>
        <App data={data} locale={locale}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
        {null}
      </StrictMode>
    </ServerRenderProvider>
  );
  const renderPass = () => {
    // Each pass starts afresh: what the last pass (the one with all data) said is what is answered.
    Object.assign(server, { status: context.statusCode, movedTo: undefined, head: undefined, lang: undefined });
    return renderToString(tree, request.signal);
  };
  let html = await renderPass();
  for (let pass = 1; pass < MAX_RENDERS && !request.signal?.aborted && (await data.settle()); pass++) html = await renderPass();
  const modules = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.module ?? []);
  return {
    status: server.status,
    movedTo: server.movedTo,
    head: server.head,
    lang: server.lang ?? LANGUAGE_TAG[locale],
    html,
    served: { data: data.extract(), origin: request.origin, status: server.status, locale },
    ...pageAssets(request.manifest, modules),
  };
}

/** One pass: the page as far as the answers in so far allow; the queries it starts are waited for by the caller. */
async function renderToString(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { signal });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

export const serverEntry: ServerEntry = { render, isClientRendered };
