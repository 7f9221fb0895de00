// Receiving Webmentions over real HTTP: the endpoint our pages advertise, what it refuses at once, and the
// verification the job queue runs against source pages served in the test on the loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Comment } from "../comment/comment.entity";
import { discoverWebmentionEndpoint } from "./webmention.discovery";
import { ReceivedWebmention } from "./webmention.entity";
import { SOURCE_LIMITS } from "./webmention.receive";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { WEBMENTION_TEST_LOOPBACK: "true", TRUST_PROXY: "true" } });
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

/** The source pages: path → what the test's source server answers there. */
const pages = new Map<string, http.RequestListener>();
let sources: http.Server;
let sourceOrigin = "";
beforeAll(async () => {
  sources = http.createServer((req, res) => {
    const handler = pages.get(req.url ?? "");
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => sources.listen(0, "127.0.0.1", resolve));
  sourceOrigin = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sources.closeAllConnections();
  await new Promise((resolve) => sources.close(resolve));
});

const html = (body: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>A post</title></head><body>${body}</body></html>`);
const status = (code: number) => (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(code).end();

let article: { id: number; url: string };
async function publishedArticle(title: string): Promise<{ id: number; url: string }> {
  const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, language: "EN", content: "<p>Body</p>" } });
  const id = created.data.createArticle.id as number;
  const published = await admin(`mutation($id: Int!) { publishArticle(id: $id) { slug } }`, { id });
  return { id, url: `${server.url}/posts/${encodeURIComponent(published.data.publishArticle.slug)}` };
}

const send = (source: string, target: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/webmention`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams({ source, target }) });

/** Sends, expects 202, and waits until the job has checked the source; the status page's answer. */
async function sentAndChecked(source: string, target = article.url): Promise<{ status: string; reason?: string }> {
  const answer = await send(source, target);
  expect(answer.status).toBe(202);
  const statusUrl = answer.headers.get("location")!;
  expect(await answer.text()).toContain(statusUrl);
  return vi.waitFor(
    async () => {
      const state = (await (await fetch(statusUrl)).json()) as { status: string; reason?: string };
      if (state.status === "queued") throw new Error("still queued");
      return state;
    },
    { timeout: 30_000, interval: 200 },
  );
}

const THREAD = `query($id: Int!) { commentThread(articleId: $id) { total comments { id authorName bodyHtml kind sourceUrl authorUrl } faces { id kind authorName authorPhoto url } } }`;
const thread = async () => (await server.gql(THREAD, { id: article.id })).data.commentThread;
const approve = (ids: number[]) => admin(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id state } }`, { ids });
const kept = () => server.em().find(Comment, { sourceUrl: { $ne: "" } }, { orderBy: { id: "asc" } });

beforeEach(async () => {
  pages.clear();
  await server.em().nativeDelete(Comment, {});
  await server.em().nativeDelete(ReceivedWebmention, {});
  article ??= await publishedArticle("Notes on tea");
});

describe("the endpoint", () => {
  it("is advertised by every public page, in a Link header and in the head, and discovery finds it", async () => {
    for (const path of [new URL(article.url).pathname, "/", "/about"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.headers.get("link")).toContain(`<${server.url}/webmention>; rel="webmention"`);
      expect(await page.text()).toContain(`<link rel="webmention" href="${server.url}/webmention" />`);
    }
    expect(await discoverWebmentionEndpoint(article.url, await fetch(article.url))).toBe(`${server.url}/webmention`);
    // The first page rendered from the sources compiles them, which takes a while on a busy machine.
  }, 120_000);

  it("answers 400 with the reason, in the sender's language, for what it can refuse at once, and keeps nothing", async () => {
    const draft = (await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`, { input: { columnId: 2, title: "Unfinished", language: "EN", content: "<p>x</p>" } })).data.createArticle;
    const cases: [Record<string, string>, string, string][] = [
      [{ source: `${sourceOrigin}/post` }, "Send both source and target", "同时提供 source 和 target"],
      [{ source: "ftp://example.org/post", target: article.url }, "The source must be an absolute http or https address", "source 必须是"],
      [{ source: "/relative/post", target: article.url }, "The source must be an absolute http or https address", "source 必须是"],
      [{ source: `${sourceOrigin}/post`, target: "not a url" }, "The target must be an absolute http or https address", "target 必须是"],
      [{ source: `${article.url}#here`, target: article.url }, "The source and the target are the same page", "同一个页面"],
      [{ source: `${sourceOrigin}/post`, target: `${sourceOrigin}/posts/notes-on-tea` }, "not one of this site's published articles", "不是本站已发布的文章"],
      [{ source: `${sourceOrigin}/post`, target: `${server.url}/posts/${encodeURIComponent(draft.slug)}` }, "not one of this site's published articles", "不是本站已发布的文章"],
      [{ source: `${sourceOrigin}/post`, target: `${server.url}/about` }, "not one of this site's published articles", "不是本站已发布的文章"],
    ];
    for (const [fields, english, chinese] of cases) {
      const body = new URLSearchParams(fields);
      const en = await fetch(`${server.url}/webmention`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
      expect([en.status, await en.text()]).toEqual([400, expect.stringContaining(english)]);
      const zh = await fetch(`${server.url}/webmention`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "zh-CN,zh;q=0.9" }, body });
      expect([zh.status, await zh.text()]).toEqual([400, expect.stringContaining(chinese)]);
    }
    expect(await server.em().count(ReceivedWebmention)).toBe(0);
  });

  it("takes the target in the other address forms of a published article: /detail?id= and a language prefix", async () => {
    pages.set("/mention", html(`<p>See <a href="${server.url}/detail?id=${article.id}">this</a>.</p>`));
    expect(await sentAndChecked(`${sourceOrigin}/mention`, `${server.url}/detail?id=${article.id}`)).toMatchObject({ status: "accepted" });
    expect((await send(`${sourceOrigin}/mention`, `${server.url}/zh${new URL(article.url).pathname}`)).status).toBe(202);
  });
});

describe("verifying the source", () => {
  it("keeps a reply for moderation with its author's h-card, sanitised, and shows it in the thread once approved", async () => {
    pages.set(
      "/reply",
      html(`<article class="h-entry">
        <div class="p-author h-card"><a class="u-url" href="${sourceOrigin}/"><img class="u-photo" src="${sourceOrigin}/me.jpg" alt=""><span class="p-name">Grace Hopper</span></a></div>
        <p>In reply to <a class="u-in-reply-to" href="${article.url}">Notes on tea</a></p>
        <div class="e-content"><p>Green tea, <strong>always</strong>.<script>alert(1)</script><img src="x" onerror="alert(2)"></p></div>
      </article>`),
    );
    expect(await sentAndChecked(`${sourceOrigin}/reply`)).toEqual({ source: `${sourceOrigin}/reply`, target: article.url, status: "accepted", checked: expect.any(String) });
    const [comment] = await kept();
    expect(comment).toMatchObject({ kind: "REPLY", state: "PENDING", authorName: "Grace Hopper", authorUrl: `${sourceOrigin}/`, authorPhoto: `${sourceOrigin}/me.jpg`, sourceUrl: `${sourceOrigin}/reply` });
    expect(comment.bodyHtml).toBe("<p>Green tea, <strong>always</strong>.</p>");
    expect((await thread()).total).toBe(0);

    await approve([comment.id]);
    expect((await thread()).comments).toEqual([{ id: comment.id, authorName: "Grace Hopper", bodyHtml: comment.bodyHtml, kind: "REPLY", sourceUrl: `${sourceOrigin}/reply`, authorUrl: `${sourceOrigin}/` }]);
  });

  it("shows an approved like and repost as faces, not as comments", async () => {
    const entry = (property: string, name: string) =>
      html(`<div class="h-entry"><div class="p-author h-card"><img class="u-photo" src="${sourceOrigin}/${name}.png"><a class="p-name u-url" href="${sourceOrigin}/${name}">${name}</a></div><a class="${property}" href="${article.url}">liked</a></div>`);
    pages.set("/like", entry("u-like-of", "Ada"));
    pages.set("/repost", entry("u-repost-of", "Linus"));
    expect(await sentAndChecked(`${sourceOrigin}/like`)).toMatchObject({ status: "accepted" });
    expect(await sentAndChecked(`${sourceOrigin}/repost`)).toMatchObject({ status: "accepted" });
    const stored = await kept();
    expect(stored.map((comment) => comment.kind)).toEqual(["LIKE", "REPOST"]);
    await approve(stored.map((comment) => comment.id));
    expect(await thread()).toMatchObject({
      comments: [],
      faces: [
        { kind: "LIKE", authorName: "Ada", authorPhoto: `${sourceOrigin}/Ada.png`, url: `${sourceOrigin}/Ada` },
        { kind: "REPOST", authorName: "Linus", authorPhoto: `${sourceOrigin}/Linus.png`, url: `${sourceOrigin}/Linus` },
      ],
    });
    // The count by the article's title counts what the thread shows: faces are not comments.
    expect((await server.gql(`query($id: Int!) { article(id: $id) { commentCount } }`, { id: article.id })).data.article.commentCount).toBe(0);
  });

  it("updates what it kept when sent again, and removes it when the source no longer links or is gone (410)", async () => {
    const reply = (words: string) => html(`<div class="h-entry"><a class="u-in-reply-to" href="${article.url}">re</a><p class="e-content">${words}</p></div>`);
    pages.set("/changing", reply("First thoughts"));
    await sentAndChecked(`${sourceOrigin}/changing`);
    const [first] = await kept();
    await approve([first.id]);

    pages.set("/changing", reply("Second thoughts"));
    await sentAndChecked(`${sourceOrigin}/changing`);
    const [second] = await kept();
    // The same comment, with what the source says now, back in moderation: the owner approved other words.
    expect(second).toMatchObject({ id: first.id, body: "Second thoughts", state: "PENDING" });

    pages.set("/changing", html(`<p>No longer linking; only ${article.url} as text and <!-- <a href="${article.url}">in a comment</a> --></p>`));
    expect(await sentAndChecked(`${sourceOrigin}/changing`)).toMatchObject({ status: "removed", reason: "the source does not link to the target" });
    expect(await kept()).toEqual([]);

    pages.set("/gone", reply("Soon gone"));
    await sentAndChecked(`${sourceOrigin}/gone`);
    expect(await kept()).toHaveLength(1);
    pages.set("/gone", status(410));
    expect(await sentAndChecked(`${sourceOrigin}/gone`)).toMatchObject({ status: "removed", reason: "the source answered 410" });
    expect(await kept()).toEqual([]);
  });

  it("keeps nothing from a page whose only mention is plain text, inside a comment, or in a script", async () => {
    pages.set("/no-link", html(`<p>${article.url}</p><!-- <a href="${article.url}">x</a> --><script>document.write('<a href="${article.url}">x</a>')</script>`));
    expect(await sentAndChecked(`${sourceOrigin}/no-link`)).toMatchObject({ status: "removed", reason: "the source does not link to the target" });
    expect(await kept()).toEqual([]);
  });
});

describe("sources the server refuses to read", () => {
  it("refuses a source on a private address, also when reached by a redirect, and keeps nothing", async () => {
    for (const source of ["http://10.0.0.1/post", "http://192.168.1.20/post", "http://[fd00::1]/post", "http://169.254.169.254/latest/meta-data"]) {
      expect(await sentAndChecked(source)).toMatchObject({ status: "refused", reason: expect.stringContaining("private or local address") });
    }
    pages.set("/redirect", (_req, res) => res.writeHead(302, { location: "http://172.16.0.5/post" }).end());
    expect(await sentAndChecked(`${sourceOrigin}/redirect`)).toMatchObject({ status: "refused", reason: expect.stringContaining("172.16.0.5") });
    expect(await kept()).toEqual([]);
  });

  it("follows at most 20 redirects", async () => {
    pages.set("/loop", (_req, res) => res.writeHead(302, { location: "/loop" }).end());
    expect(await sentAndChecked(`${sourceOrigin}/loop`)).toMatchObject({ status: "refused", reason: "more than 20 redirects from " + `${sourceOrigin}/loop` });
  });

  it("gives up on a source that never answers within the time limit (5 s, shortened here), and keeps nothing", async () => {
    expect(SOURCE_LIMITS.timeoutMs).toBe(5_000);
    pages.set("/silent", () => undefined);
    // The server runs in this process: the limit it reads is shortened, so the test waits a fraction of a second.
    const limit = SOURCE_LIMITS.timeoutMs;
    SOURCE_LIMITS.timeoutMs = 300;
    try {
      const started = Date.now();
      expect(await sentAndChecked(`${sourceOrigin}/silent`)).toMatchObject({ status: "refused", reason: "no complete answer within the time limit" });
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      SOURCE_LIMITS.timeoutMs = limit;
    }
    expect(await kept()).toEqual([]);
  });

  it("cuts a source that answers 5 MB, with or without a Content-Length, and keeps nothing", async () => {
    const big = `<a href="${article.url}">link</a>${"x".repeat(5_000_000)}`;
    pages.set("/big", (_req, res) => res.writeHead(200, { "content-type": "text/html", "content-length": String(Buffer.byteLength(big)) }).end(big));
    pages.set("/big-chunked", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 50; i++) res.write(i === 0 ? big.slice(0, 100_000) : "y".repeat(100_000));
      res.end();
    });
    for (const path of ["/big", "/big-chunked"]) {
      expect(await sentAndChecked(`${sourceOrigin}${path}`)).toMatchObject({ status: "refused", reason: "the answer is larger than 1000000 bytes" });
    }
    expect(await kept()).toEqual([]);
  });
});

describe("one sender's pace", () => {
  it("answers 429 with Retry-After once a network has sent 60 in ten minutes, in the sender's language", async () => {
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (let sent = 0; sent < 60; sent++) expect((await send(`http://10.0.0.${sent + 1}/post`, article.url, from)).status).toBe(202);
    const refused = await send("http://10.0.1.1/post", article.url, { ...from, "accept-language": "zh" });
    expect([refused.status, await refused.text()]).toEqual([429, expect.stringContaining("刚刚发送了很多 Webmention")]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("http://10.0.1.1/post", article.url, { "x-forwarded-for": "203.0.113.8" })).status).toBe(202);
  });
});
