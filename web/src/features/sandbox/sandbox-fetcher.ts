import type { GraphiQLProps } from "graphiql";

/**
 * Posts to this site's /graphql with the session cookie, so a signed-in developer can try the admin
 * operations. The JSON content type is what Apollo Server's CSRF prevention asks of a browser request.
 */
export const sandboxFetcher: GraphiQLProps["fetcher"] = async (params, options) => {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { ...options?.headers, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return response.json();
};
