import type { ApolloServerPlugin } from "@apollo/server";
import type { SharedCaching } from "../http/shared-cache";
import { markPublicAnswer } from "../http/public-answer";
import type { HttpContext } from "../http/http-context";
import type { GraphqlReads } from "./graphql-reads";

/**
 * What caches may do with GraphQL answers. A public read that succeeded is marked public, so the answer
 * cache keeps it for anonymous visitors (cache/answer-cache.ts); sent as GET — a query in the URL, or an
 * automatic persisted query's hash — shared caches may keep it like a page (Express adds the ETag and answers
 * 304); anything else, POST included, is `no-store`, as Apollo's own default would have it. Apollo's header
 * calculation is turned off in app.ts so that this is the one place deciding. A mutation that may have
 * written content (anything but the view counters) calls `wrote`.
 */
export function sharedCachePlugin(caching: SharedCaching, reads: GraphqlReads, wrote: () => void): ApolloServerPlugin<HttpContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation, contextValue }) {
          if (operation?.operation === "mutation" && !reads.isCounterWrite(operation)) wrote();
          const publicRead =
            operation !== undefined &&
            reads.isPublicRead(operation) &&
            response.body.kind === "single" &&
            response.body.singleResult.errors === undefined &&
            (response.http.status ?? 200) === 200;
          if (publicRead && contextValue?.res) markPublicAnswer(contextValue.res);
          const shareable = publicRead && request.http?.method === "GET";
          response.http.headers.set("cache-control", shareable && contextValue?.req ? caching.cacheControl(contextValue.req) : "no-store");
        },
      };
    },
  };
}
