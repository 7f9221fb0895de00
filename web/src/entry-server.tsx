// The public pages rendered on the server (built by `vite build --ssr` into the site's build, see
// web/scripts/build-site.mjs, and run by server/src/ssr). The same routes and pages as in the browser; each
// page's own queries run in the server's process through a SchemaLink on the API's schema and the request's
// context, and the cache they fill goes into the page, so the browser hydrates without asking again.
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { ApolloClient } from "@apollo/client";
import { SchemaLink } from "@apollo/client/link/schema";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import type { GraphQLSchema } from "graphql";
import type { RenderedPage, RenderRequest, ServerEntry } from "@shared/server-render";
import { App } from "./app/App";
import { isClientRendered } from "./app/client-rendered";
import { pageAssets } from "./app/page-assets";
import { publicRoutes, type PageHandle } from "./app/public-routes";
import { createAppCache } from "./lib/apollo-cache";
import { ServerRenderProvider, type ServerRender } from "./lib/server-render";

const handler = createStaticHandler(publicRoutes);

/** Keeps rendering until no query is pending; a page with a longer chain of queries than this is a bug. */
const MAX_RENDERS = 5;

async function render(request: RenderRequest): Promise<RenderedPage> {
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  // There are no loaders, so no redirect Response can come back; a thrown one would be a bug in the routes.
  if (context instanceof Response) throw new Error(`The routes answered ${request.url} with a Response (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema: request.schema as GraphQLSchema, context: () => request.graphqlContext() }),
    cache: createAppCache(),
  });
  const server: ServerRender = { origin: request.origin, status: context.statusCode, sanitizeArticleHtml: request.sanitizeArticleHtml };
  // The same shape as the browser's tree in main.tsx, so that ids made by useId agree.
  const tree = (
    <ServerRenderProvider value={server}>
      <StrictMode>
        <App client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
        {null}
      </StrictMode>
    </ServerRenderProvider>
  );
  const { result } = await prerenderStatic({
    tree,
    context: { client },
    signal: request.signal,
    maxRerenders: MAX_RENDERS,
    renderFunction: (node) => {
      // Each pass starts afresh: what the last pass (the one with all data) said is what is answered.
      Object.assign(server, { status: context.statusCode, movedTo: undefined, head: undefined });
      return prerenderToNodeStream(node, { signal: request.signal });
    },
  });
  const modules = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.module ?? []);
  return {
    status: server.status,
    movedTo: server.movedTo,
    head: server.head,
    html: result,
    served: { cache: client.extract() as object, origin: request.origin, status: server.status },
    ...pageAssets(request.manifest, modules),
  };
}

export const serverEntry: ServerEntry = { render, isClientRendered };
