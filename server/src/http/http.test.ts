import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";

let server: TestServer;
useTestServer((started) => ({ server } = started));

describe("HTTP hygiene", () => {
  it("answers /healthz with 200 while the database answers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("sends a browser that asks for /favicon.ico to the site's icon, for an hour", async () => {
    const response = await fetch(`${server.url}/favicon.ico`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/logo.svg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("sends security headers (see transport-security.test.ts for those that depend on HTTPS)", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("sends what a page loads (a font, the built-in logo, an API answer) only the security headers such a file uses", async () => {
    const font = (await server.gql(`{ appearanceFonts { url } }`)).data.appearanceFonts[0].url as string;
    const answers = [
      await fetch(`${server.url}${font}`),
      await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ columns { id } }"}' }),
    ];
    for (const file of answers) expect(file.status).toBe(200);
    // The logo is web/public's, in the site's build: the headers go by the path, built or not.
    answers.push(await fetch(`${server.url}/logo.svg`));
    for (const file of answers) {
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(file.headers.get("referrer-policy")).toBe("no-referrer");
      for (const documentOnly of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "x-xss-protection"]) {
        expect({ url: file.url, documentOnly, value: file.headers.get(documentOnly) }).toEqual({ url: file.url, documentOnly, value: null });
      }
    }
  });

  it("lets a page run its inline theme script, by its hash, and no other inline script", async () => {
    const response = await fetch(`${server.url}/`);
    const inlineScripts = [...(await response.text()).matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toHaveLength(1);
    const hash = crypto.createHash("sha256").update(inlineScripts[0]).digest("base64");
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it("compresses pages and feeds, and leaves API answers whole", async () => {
    const gzip = { "accept-encoding": "gzip" };
    // The first answer after a change is made whole for the answer cache, which then sends it compressed.
    await fetch(`${server.url}/rss.xml`, { headers: gzip }).then((first) => first.text());
    const feed = await fetch(`${server.url}/rss.xml`, { headers: gzip });
    expect(feed.headers.get("content-encoding")).toBe("gzip");
    expect(await feed.text()).toContain("<rss");
    const api = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...gzip },
      body: JSON.stringify({ query: "{ articles(limit: 50) { items { title summary content } } }" }),
    });
    expect(api.headers.get("content-encoding")).toBeNull();
    expect(((await api.json()) as { data: { articles: { items: unknown[] } } }).data.articles.items.length).toBeGreaterThan(5);
  });

  it("blocks a simple cross-site GraphQL request (CSRF prevention)", async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ me { name } }")}`);
    expect(response.status).toBe(400);
    const form = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=mutation{logout}",
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
  });

  it("refuses an oversized body with 413 and malformed JSON with 400, without internals", async () => {
    const big = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ me { name } }", variables: { pad: "x".repeat(1_100_000) } }),
    });
    expect(big.status).toBe(413);
    const bad = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).not.toMatch(/at .*\.(js|ts)|node_modules|SyntaxError/);
  });

  it("limits query depth and aliases (graphql-armor) and size (the parser's token limit), with 400", async () => {
    const deep = `{ articles { items { column { id } } } ${"a: me { name } ".repeat(1)} }`;
    expect((await server.gql(deep)).errors).toBeUndefined();
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { name }`).join(" ")} }`;
    const tooMany = await server.gql(aliases);
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors?.[0].message).toMatch(/alias/i);
    const huge = `{ ${Array.from({ length: 1500 }, (_, i) => `f${i}: __typename`).join(" ")} }`;
    const refused = await server.gql(huge);
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/token/i), extensions: { code: "GRAPHQL_PARSE_FAILED" } });
  });

  it("keeps introspection on outside production, for the sandbox", async () => {
    const result = await server.gql(`{ __schema { queryType { name } } }`);
    expect(result.data.__schema.queryType.name).toBe("Query");
  });

  it("answers a query error without a stack trace", async () => {
    const result = await server.gql(`{ nope }`);
    expect(result.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|exception/i);
  });
});

describe("sandbox setting", () => {
  it("does not serve /sandbox when SANDBOX=false", async () => {
    const locked = await startTestServer({ SANDBOX: "false" });
    try {
      expect((await fetch(`${locked.url}/sandbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/sandbox`)).status).not.toBe(404);
    } finally {
      await locked.close();
    }
  });
});
