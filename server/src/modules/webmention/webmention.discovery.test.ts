// Endpoint discovery against the 23 discovery tests of webmention.rocks, written here as local pages served on
// the loopback (each as its test describes it: where the endpoint is advertised, and the wrong endpoints,
// ending in /error, that a sender must not pick), and a few limits of our own.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverWebmentionEndpoint } from "./webmention.discovery";

interface Fixture {
  /** The test's title on webmention.rocks. */
  title: string;
  /** Response headers, in order (a header given twice is sent as two lines). */
  headers?: [string, string][];
  /** The page's <head> and <body> markup. */
  head?: string;
  body?: string;
  /** The endpoint the sender must find, as a path on the fixture server. */
  expected: string;
}

const page = (head: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Webmention Rocks!</title>\n${head}\n</head>\n<body>\n<div class="h-entry">\n${body}\n</div>\n</body>\n</html>\n`;

/** The 23 discovery tests; `origin` is the fixture server's, for the tests that advertise an absolute address. */
function discoveryTests(origin: string): Record<number, Fixture> {
  return {
    1: { title: "HTTP Link header, unquoted rel, relative URL", headers: [["Link", "</test/1/webmention?head=true>; rel=webmention"]], expected: "/test/1/webmention?head=true" },
    2: {
      title: "HTTP Link header, unquoted rel, absolute URL",
      headers: [["Link", `<${origin}/test/2/webmention?head=true>; rel=webmention`]],
      expected: "/test/2/webmention?head=true",
    },
    3: { title: "HTML <link> tag, relative URL", head: '<link rel="webmention" href="/test/3/webmention">', expected: "/test/3/webmention" },
    4: { title: "HTML <link> tag, absolute URL", head: `<link rel="webmention" href="${origin}/test/4/webmention">`, expected: "/test/4/webmention" },
    5: { title: "HTML <a> tag, relative URL", body: '<p>This post has its endpoint in an <a href="/test/5/webmention" rel="webmention">a tag</a>.</p>', expected: "/test/5/webmention" },
    6: {
      title: "HTML <a> tag, absolute URL",
      body: `<p>This post has its endpoint in an <a href="${origin}/test/6/webmention" rel="webmention">a tag</a>.</p>`,
      expected: "/test/6/webmention",
    },
    7: { title: "HTTP Link header with strange casing", headers: [["LinK", `<${origin}/test/7/webmention>; rel=webmention`]], expected: "/test/7/webmention" },
    8: { title: "HTTP Link header, quoted rel", headers: [["Link", `<${origin}/test/8/webmention>; rel="webmention"`]], expected: "/test/8/webmention" },
    9: { title: "Multiple rel values on a <link> tag", head: '<link rel="webmention somethingelse" href="/test/9/webmention">', expected: "/test/9/webmention" },
    10: { title: "Multiple rel values on a Link header", headers: [["Link", '</test/10/webmention>; rel="webmention somethingelse"']], expected: "/test/10/webmention" },
    11: {
      title: "Multiple Webmention endpoints advertised: Link, <link>, <a>",
      headers: [["Link", '</test/11/webmention>; rel="webmention"']],
      head: '<link rel="webmention" href="/test/11/webmention/error">',
      body: '<p>The header comes first: <a href="/test/11/webmention/error" rel="webmention">not this one</a>.</p>',
      expected: "/test/11/webmention",
    },
    12: {
      title: "Checking for exact match of rel=webmention",
      head: '<link rel="not-webmention" href="/test/12/webmention/error">\n<link rel="webmention" href="/test/12/webmention">',
      expected: "/test/12/webmention",
    },
    13: {
      title: "False endpoint inside an HTML comment",
      body: '<!-- <a href="/test/13/webmention/error" rel="webmention"></a> -->\n<p>The real one: <a href="/test/13/webmention" rel="webmention">here</a>.</p>',
      expected: "/test/13/webmention",
    },
    14: {
      title: "False endpoint in escaped HTML",
      body: '<p>Markup shown as text:</p>\n<pre><code>&lt;a href="/test/14/webmention/error" rel="webmention"&gt;&lt;/a&gt;</code></pre>\n<p>The real one: <a href="/test/14/webmention" rel="webmention">here</a>.</p>',
      expected: "/test/14/webmention",
    },
    15: { title: "Webmention href is an empty string", head: '<link rel="webmention" href="">', expected: "/test/15" },
    16: {
      title: "Multiple Webmention endpoints advertised: <a>, <link>",
      body: '<p>First in the document: <a href="/test/16/webmention" rel="webmention">this one</a>.</p>\n<link rel="webmention" href="/test/16/webmention/error">',
      expected: "/test/16/webmention",
    },
    17: {
      title: "Multiple Webmention endpoints advertised: <link>, <a>",
      head: '<link rel="webmention" href="/test/17/webmention">',
      body: '<p>Later in the document: <a href="/test/17/webmention/error" rel="webmention">not this one</a>.</p>',
      expected: "/test/17/webmention",
    },
    18: {
      title: "Multiple HTTP Link headers",
      headers: [
        ["Link", `<${origin}/test/18/webmention/error>; rel="other"`],
        ["Link", '</test/18/webmention>; rel="webmention"'],
      ],
      expected: "/test/18/webmention",
    },
    19: {
      title: "Single HTTP Link header with multiple values",
      headers: [["Link", `<${origin}/test/19/webmention/error>; rel="other", </test/19/webmention>; rel="webmention"`]],
      expected: "/test/19/webmention",
    },
    20: {
      title: "Link tag with no href attribute",
      head: '<link rel="webmention">',
      body: '<p>The one with an address: <a href="/test/20/webmention" rel="webmention">here</a>.</p>',
      expected: "/test/20/webmention",
    },
    21: { title: "Webmention endpoint has query string parameters", head: '<link rel="webmention" href="/test/21/webmention?query=yes">', expected: "/test/21/webmention?query=yes" },
    22: { title: "Webmention endpoint is relative to the path", head: '<link rel="webmention" href="22/webmention">', expected: "/test/22/webmention" },
    // Test 23's page is reached through a redirect; its endpoint is relative to where the redirect leads.
    23: { title: "Webmention target is a redirect and the endpoint is relative", headers: [["Location", "/test/23/page/4b9e2a"]], expected: "/test/23/page/webmention-endpoint/4b9e2a" },
  };
}

let server: http.Server;
let origin: string;
let tests: Record<number, Fixture>;

/** Extra pages beyond webmention.rocks: `chunks` are written as they are, the answer left open when `open`. */
const extras: Record<string, { type: string; chunks: string[]; open?: boolean }> = {
  "/none": { type: "text/html", chunks: [page('<link rel="stylesheet" href="/style.css">', '<p><a href="/elsewhere" rel="me">No endpoint.</a></p>')] },
  "/plain": { type: "text/plain", chunks: ['<link rel="webmention" href="/plain/webmention">'] },
  "/not-http": { type: "text/html", chunks: [page('<link rel="webmention" href="javascript:alert(1)">', '<a rel="webmention" href="/not-http/webmention">x</a>')] },
  "/endless": { type: "text/html", chunks: [page('<link rel="webmention" href="/endless/webmention">', "<p>")], open: true },
  "/far": { type: "text/html", chunks: [`<!doctype html><html><head></head><body><p>${"x".repeat(4096)}</p>`, '<a rel="webmention" href="/far/webmention">late</a></body></html>'] },
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    const extra = extras[path];
    if (extra) {
      response.writeHead(200, { "content-type": extra.type });
      for (const chunk of extra.chunks) response.write(chunk);
      if (!extra.open) response.end();
      return;
    }
    const redirected = /^\/test\/23\/page\/([0-9a-f]+)$/.exec(path);
    if (redirected) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", Link: `<webmention-endpoint/${redirected[1]}>; rel="webmention"` });
      response.end(page("", "<p>The page the redirect leads to.</p>"));
      return;
    }
    const number = path === "/test/23/page" ? 23 : Number(/^\/test\/(\d+)$/.exec(path)?.[1]);
    const fixture = tests[number];
    if (!fixture) {
      response.writeHead(404).end();
      return;
    }
    for (const [name, value] of fixture.headers ?? []) {
      const earlier = response.getHeader(name);
      response.setHeader(name, earlier === undefined ? value : [String(earlier), value].flat());
    }
    response.statusCode = response.hasHeader("location") ? 302 : 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(page(fixture.head ?? "", fixture.body ?? `<p class="p-name">${fixture.title}</p>`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tests = discoveryTests(origin);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Fetches a page as the sender does (redirects followed) and discovers its endpoint. */
async function discover(path: string, options?: { maxBytes?: number }): Promise<string | null> {
  const url = `${origin}${path}`;
  return discoverWebmentionEndpoint(url, await fetch(url), options);
}

describe("Webmention endpoint discovery", () => {
  it.each(Array.from({ length: 23 }, (_, index) => index + 1))("passes webmention.rocks discovery test %i", async (number) => {
    const fixture = tests[number];
    const path = number === 23 ? "/test/23/page" : `/test/${number}`;
    expect(await discover(path), fixture.title).toBe(`${origin}${fixture.expected}`);
  });

  it("finds none on an HTML page that advertises none, or in a body that is not HTML", async () => {
    expect(await discover("/none")).toBeNull();
    expect(await discover("/plain")).toBeNull();
  });

  it("passes over an endpoint that is not a web address for the next one", async () => {
    expect(await discover("/not-http")).toBe(`${origin}/not-http/webmention`);
  });

  it("answers as soon as the endpoint is read, without waiting for the rest of the page", async () => {
    expect(await discover("/endless")).toBe(`${origin}/endless/webmention`);
  });

  it("reads no further than its limit", async () => {
    expect(await discover("/far", { maxBytes: 1024 })).toBeNull();
    expect(await discover("/far")).toBe(`${origin}/far/webmention`);
  });
});
