import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../modules/auth/cookies";
import { useTestServer } from "../../test/use-test-server";

// What a shared cache in front of the server (a CDN, Varnish) is told it may keep. The answers themselves are
// tested elsewhere; here, their Cache-Control, ETag and 304s, anonymous and signed in, over real HTTP.
let url = "";
let token = "";
useTestServer(
  (started) => {
    url = started.server.url;
    token = started.token;
  },
  { env: { SHARED_CACHE_SECONDS: "600" }, signIn: "graphql" },
);

const SHARED = "public, max-age=0, s-maxage=600, stale-while-revalidate=30";
// fetch adds "Cache-Control: no-cache" to a conditional request unless it has one, and a server must not
// answer such a request 304; browsers revalidating send max-age=0.
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { "apollo-require-preflight": "1", "cache-control": "max-age=0", ...headers } });
const QUERY = "{ siteInfo { title } }";

describe("answers shared caches may keep", () => {
  it.each(["/", "/about", "/guestbook", "/nope-no-such-page"])("lets shared caches keep %s for an anonymous visitor, and never a signed-in one's", async (path) => {
    expect((await get(path)).headers.get("cache-control")).toBe(SHARED);
    expect((await get(path, { cookie: `${SESSION_COOKIE}=${token}` })).headers.get("cache-control")).toBe("private, no-cache");
  });

  it("lets browsers keep feeds five minutes and shared caches as configured, and answers 304 to a matching ETag", async () => {
    for (const path of ["/rss.xml", "/atom.xml", "/sitemap.xml"]) {
      const first = await get(path);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=300, s-maxage=600, stale-while-revalidate=30");
      const etag = first.headers.get("etag")!;
      expect(etag, path).toBeTruthy();
      expect((await get(path, { "if-none-match": etag })).status, path).toBe(304);
    }
  });

  it("lets shared caches keep a public GraphQL read sent as GET, by its query or by its persisted hash, with an ETag and 304", async () => {
    const byQuery = await get(`/graphql?query=${encodeURIComponent(QUERY)}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get("cache-control")).toBe(SHARED);
    const etag = byQuery.headers.get("etag")!;
    expect((await get(`/graphql?query=${encodeURIComponent(QUERY)}`, { "if-none-match": etag })).status).toBe(304);

    // Automatic persisted queries: the hash alone, once the server has seen the query with it.
    const sha256Hash = createHash("sha256").update(QUERY).digest("hex");
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }));
    const unknown = await get(`/graphql?extensions=${extensions}`);
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    await get(`/graphql?query=${encodeURIComponent(QUERY)}&extensions=${extensions}`);
    const byHash = await get(`/graphql?extensions=${extensions}`);
    expect(((await byHash.json()) as { data: { siteInfo: { title: string } } }).data.siteInfo.title).toBeTruthy();
    expect(byHash.headers.get("cache-control")).toBe(SHARED);
  });

  it("keeps private what is not a public read, what failed, what is signed in and what came by POST", async () => {
    expect((await get(`/graphql?query=${encodeURIComponent("{ me { name } }")}`)).headers.get("cache-control")).toBe("no-store");
    expect((await get(`/graphql?query=${encodeURIComponent("{ siteInfo { nope } }")}`)).headers.get("cache-control")).toBe("no-store");
    expect((await get(`/graphql?query=${encodeURIComponent(QUERY)}`, { authorization: `Bearer ${token}` })).headers.get("cache-control")).toBe("private, no-cache");
    const posted = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: QUERY }) });
    expect(posted.headers.get("cache-control")).toBe("no-store");
  });
});
