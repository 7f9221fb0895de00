import type { ApolloServerPlugin } from "@apollo/server";
import type { OperationDefinitionNode } from "graphql";
import type { SharedCaching } from "../http/shared-cache";
import type { RequestContext } from "../kernel/request-context";

/**
 * Cache-Control for GraphQL answers. A public read sent as GET — a query in the URL, or an automatic persisted
 * query's hash — that succeeded may be kept by shared caches like a page (Express adds the ETag and answers
 * 304); anything else, POST included, is `no-store`, as Apollo's own default would have it. Apollo's header
 * calculation is turned off in app.ts so that this is the one place deciding.
 */
export function sharedCachePlugin(caching: SharedCaching, isPublicRead: (operation: OperationDefinitionNode) => boolean): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation, contextValue }) {
          const shareable =
            request.http?.method === "GET" &&
            operation !== undefined &&
            isPublicRead(operation) &&
            response.body.kind === "single" &&
            response.body.singleResult.errors === undefined &&
            (response.http.status ?? 200) === 200;
          response.http.headers.set("cache-control", shareable && contextValue?.req ? caching.cacheControl(contextValue.req) : "no-store");
        },
      };
    },
  };
}
