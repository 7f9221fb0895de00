// Two of our servers on the loopback, each on a database of its own: A's article links to B's; A sends, B
// verifies and holds the mention for moderation, shows it once approved, and drops it once A's link is gone.
// A small source site of the test's own sends B a reply and a like.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../../test/harness";
import { discoverWebmentionEndpoint } from "./webmention.discovery";
import { announceChangedArticles } from "./webmention.send";

const LOOPBACK = { WEBMENTION_TEST_LOOPBACK: "true" };
let a: TestServer, b: TestServer;
let aToken = "", bToken = "";
let small: http.Server;
let smallOrigin = "";
const smallPages = new Map<string, string>();
/** An article A published before sending was on: turning it on leaves it (and the demo content) unannounced. */
let before: { id: number; url: string };

beforeAll(async () => {
  [a, b] = await Promise.all([startTestServer(LOOPBACK), startTestServer(LOOPBACK)]);
  [aToken, bToken] = await Promise.all([a.signIn(), b.signIn()]);
  small = http.createServer((req, res) => {
    const page = smallPages.get(req.url ?? "");
    if (page === undefined) res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => small.listen(0, "127.0.0.1", resolve));
  smallOrigin = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
});
afterAll(async () => {
  small?.closeAllConnections();
  small?.close();
  await a?.close();
  await b?.close();
});

const as = (server: TestServer, token: string) => (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });
const onA = () => as(a, aToken);
const onB = () => as(b, bToken);

async function published(on: ReturnType<typeof onA>, origin: string, title: string, content: string): Promise<{ id: number; url: string }> {
  const created = await on(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, language: "EN", content } });
  const id = created.data.createArticle.id as number;
  const done = await on(`mutation($id: Int!) { publishArticle(id: $id) { slug } }`, { id });
  return { id, url: `${origin}/posts/${encodeURIComponent(done.data.publishArticle.slug)}` };
}

const WEBMENTIONS = `query($id: Int!) { articleWebmentions(articleId: $id) { sent { target linked state endpoint result updateTime } received { source state reason } } }`;
const THREAD = `query($id: Int!) { commentThread(articleId: $id) { comments { id authorName bodyHtml kind sourceUrl } faces { kind authorName authorPhoto url } } }`;
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 40_000, interval: 250 });

describe("two sites on the loopback", () => {
  it("leaves other sites alone until the owner turns sending on", async () => {
    const info = (await a.gql(`{ siteInfo { sendWebmentions } }`)).data.siteInfo;
    expect(info.sendWebmentions).toBe(false);
    const never = {
      send: () => Promise.reject(new Error("nothing is sent while sending is off")),
      sendMany: () => Promise.reject(new Error("nothing is sent while sending is off")),
    };
    before = await published(onA(), a.url, "Linking before sending is on", `<p><a href="${smallOrigin}/anything">a page</a></p>`);
    expect(await announceChangedArticles(a.em(), { jobs: never })).toBe(0);
  });

  it("A's link reaches B as a mention held for moderation, shown once approved, and removed once A drops the link", async () => {
    const bArticle = await published(onB(), b.url, "Brewing notes", "<p>How I brew.</p>");
    // The pages render from the sources in tests, whose first render compiles them: done here, not within a fetch's 5 s.
    expect((await fetch(bArticle.url)).status).toBe(200);
    const siteId = (await a.gql(`{ siteInfo { id } }`)).data.siteInfo.id as number;
    const turnedOn = await onA()(`mutation($id: Int!, $input: SiteInfoInput!) { updateSiteInfo(id: $id, input: $input) { sendWebmentions } }`, { id: siteId, input: { url: a.url, sendWebmentions: true } });
    expect(turnedOn.data.updateSiteInfo.sendWebmentions).toBe(true);

    smallPages.set("/no-endpoint", "<!doctype html><title>Plain</title><p>No endpoint here.</p>");
    const aArticle = await published(onA(), a.url, "On brewing", `<p>I agree with <a href="${bArticle.url}">Brewing notes</a>; see also <a href="${smallOrigin}/no-endpoint">this</a>.</p>`);

    const sent = await until(async () => {
      const rows = (await onA()(WEBMENTIONS, { id: aArticle.id })).data.articleWebmentions.sent as { target: string; state: string }[];
      if (rows.length < 2 || rows.some((row) => row.state === "QUEUED")) throw new Error(`still sending: ${JSON.stringify(rows)}`);
      return rows;
    });
    expect((await onA()(WEBMENTIONS, { id: before.id })).data.articleWebmentions.sent).toEqual([]);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: bArticle.url, linked: true, state: "SENT", endpoint: `${b.url}/webmention`, result: "the endpoint answered 202" }),
        expect.objectContaining({ target: `${smallOrigin}/no-endpoint`, state: "NO_ENDPOINT" }),
      ]),
    );

    await until(async () => {
      const received = (await onB()(WEBMENTIONS, { id: bArticle.id })).data.articleWebmentions.received;
      expect(received).toEqual([{ source: aArticle.url, state: "ACCEPTED", reason: "" }]);
    });
    expect((await b.gql(THREAD, { id: bArticle.id })).data.commentThread.comments).toEqual([]);
    const queue = (await onB()(`{ commentQueue(state: PENDING, limit: 10) { items { id kind sourceUrl } } }`)).data.commentQueue.items as { id: number; kind: string; sourceUrl: string }[];
    expect(queue).toEqual([expect.objectContaining({ kind: "MENTION", sourceUrl: aArticle.url })]);
    await onB()(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: [queue[0].id] });
    // Shown by the title of A's article (its h-entry's p-name), not a copy of the article.
    expect((await b.gql(THREAD, { id: bArticle.id })).data.commentThread.comments).toEqual([expect.objectContaining({ kind: "MENTION", sourceUrl: aArticle.url, bodyHtml: "<p>On brewing</p>" })]);

    // A drops the link: B is told again, finds no link, and removes the mention.
    const firstSent = sent.find((row) => row.target === bArticle.url) as unknown as { updateTime: string };
    await onA()(`mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`, { id: aArticle.id, input: { content: "<p>I changed my mind.</p>" } });
    await until(async () => {
      const rows = (await onA()(WEBMENTIONS, { id: aArticle.id })).data.articleWebmentions.sent as { target: string; linked: boolean; state: string; updateTime: string }[];
      const toB = rows.find((row) => row.target === bArticle.url)!;
      expect(toB).toMatchObject({ linked: false, state: "SENT" });
      expect(toB.updateTime > firstSent.updateTime).toBe(true);
    });
    await until(async () => {
      expect((await b.gql(THREAD, { id: bArticle.id })).data.commentThread.comments).toEqual([]);
    });
    const received = (await onB()(WEBMENTIONS, { id: bArticle.id })).data.articleWebmentions.received;
    expect(received[0]).toEqual({ source: aArticle.url, state: "REMOVED", reason: "the source does not link to the target" });
  }, 120_000);

  it("a reply marked up with u-in-reply-to shows as a reply, a u-like-of as a like", async () => {
    const bArticle = await published(onB(), b.url, "Steeping times", "<p>Three minutes.</p>");
    const endpoint = (await discoverWebmentionEndpoint(bArticle.url, await fetch(bArticle.url)))!;
    const card = (name: string) => `<span class="p-author h-card"><img class="u-photo" src="${smallOrigin}/${name}.png" alt=""><a class="p-name u-url" href="${smallOrigin}/${name}">${name}</a></span>`;
    smallPages.set("/reply", `<!doctype html><div class="h-entry">${card("Ada")}<a class="u-in-reply-to" href="${bArticle.url}">Steeping times</a><p class="e-content">Four, for green tea.</p></div>`);
    smallPages.set("/like", `<!doctype html><div class="h-entry">${card("Grace")}<a class="u-like-of" href="${bArticle.url}">liked</a></div>`);
    for (const path of ["/reply", "/like"]) {
      const answer = await fetch(endpoint, { method: "POST", body: new URLSearchParams({ source: `${smallOrigin}${path}`, target: bArticle.url }) });
      expect(answer.status).toBe(202);
    }
    const queue = await until(async () => {
      const items = (await onB()(`{ commentQueue(state: PENDING, limit: 10) { items { id kind } } }`)).data.commentQueue.items as { id: number; kind: string }[];
      expect(items.map((item) => item.kind).sort()).toEqual(["LIKE", "REPLY"]);
      return items;
    });
    await onB()(`mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }`, { ids: queue.map((item) => item.id) });
    expect((await b.gql(THREAD, { id: bArticle.id })).data.commentThread).toEqual({
      comments: [expect.objectContaining({ authorName: "Ada", kind: "REPLY", sourceUrl: `${smallOrigin}/reply`, bodyHtml: "Four, for green tea." })],
      faces: [{ kind: "LIKE", authorName: "Grace", authorPhoto: `${smallOrigin}/Grace.png`, url: `${smallOrigin}/Grace` }],
    });
  });
});
