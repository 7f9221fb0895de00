// Sending: what an article's publishing, editing and unpublishing send to a linked page's endpoint, served in
// the test on the loopback, and how an endpoint's 5xx and 4xx answers are taken.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { externalLinks } from "./webmention.send";

let server: TestServer, token: string;
// A one-second lease caps the retry delay at a second, so a retried sending is seen within the test.
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { WEBMENTION_TEST_LOOPBACK: "true", JOB_TEST_LEASE_SECONDS: "1" } });
const admin = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

/** What the linked site's endpoint received, and the statuses it answers with next (202 once they run out). */
const received: { path: string; source: string; target: string }[] = [];
const answers = new Map<string, number[]>();
let site: http.Server;
let siteOrigin = "";
beforeAll(async () => {
  site = http.createServer((req, res) => {
    const path = req.url ?? "";
    if (req.method === "GET") {
      // Each page advertises an endpoint of its own, so each test counts its own sendings.
      return res.writeHead(200, { "content-type": "text/html", link: `<${path}/endpoint>; rel="webmention"` }).end("<!doctype html><title>A page</title>");
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      received.push({ path, source: form.get("source") ?? "", target: form.get("target") ?? "" });
      res.writeHead(answers.get(path)?.shift() ?? 202).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const id = (await server.gql(`{ siteInfo { id } }`)).data.siteInfo.id as number;
  await admin(`mutation($id: Int!, $input: SiteInfoInput!) { updateSiteInfo(id: $id, input: $input) { id } }`, { id, input: { url: server.url, sendWebmentions: true } });
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

async function published(title: string, content: string): Promise<{ id: number; url: string }> {
  const created = await admin(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, language: "EN", content } });
  const id = created.data.createArticle.id as number;
  const done = await admin(`mutation($id: Int!) { publishArticle(id: $id) { slug } }`, { id });
  return { id, url: `${server.url}/posts/${encodeURIComponent(done.data.publishArticle.slug)}` };
}

const SENT = `query($id: Int!) { articleWebmentions(articleId: $id) { sent { target linked state result } } }`;
const sentRows = async (id: number) => (await admin(SENT, { id })).data.articleWebmentions.sent as { target: string; linked: boolean; state: string; result: string }[];
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 40_000, interval: 250 });
const to = (path: string) => received.filter((one) => one.path === `${path}/endpoint`);

describe("sending Webmentions", () => {
  it("finds the pages an article links to on other sites, each once, without fragments", () => {
    const html = `<p><a href="https://a.example/x#top">a</a> <a href="https://a.example/x">again</a> <a href="/about">ours</a> <a href="${server.url}/posts/p">ours too</a> <a href="mailto:me@a.example">mail</a> <!-- <a href="https://hidden.example/">no</a> --></p>`;
    expect(externalLinks(html, server.url)).toEqual(["https://a.example/x"]);
  });

  it("sends on publishing, tries again after a 5xx answer, and sends again on unpublishing with the link no longer there", async () => {
    answers.set("/retried/endpoint", [503]);
    const article = await published("A linking post", `<p>See <a href="${siteOrigin}/retried">this page</a>.</p>`);
    await until(async () => expect(await sentRows(article.id)).toEqual([{ target: `${siteOrigin}/retried`, linked: true, state: "SENT", result: "the endpoint answered 202" }]));
    expect(to("/retried")).toEqual([
      { path: "/retried/endpoint", source: article.url, target: `${siteOrigin}/retried` },
      { path: "/retried/endpoint", source: article.url, target: `${siteOrigin}/retried` },
    ]);

    await admin(`mutation($id: Int!) { unpublishArticle(id: $id) { id } }`, { id: article.id });
    await until(async () => expect(to("/retried")).toHaveLength(3));
    await until(async () => expect(await sentRows(article.id)).toEqual([expect.objectContaining({ linked: false, state: "SENT" })]));
  });

  it("takes a 4xx answer as final", async () => {
    answers.set("/refusing/endpoint", [400, 400]);
    const article = await published("A post the endpoint refuses", `<p><a href="${siteOrigin}/refusing">a page</a></p>`);
    await until(async () => expect(await sentRows(article.id)).toEqual([expect.objectContaining({ state: "FAILED", result: "the endpoint answered 400" })]));
    expect(to("/refusing")).toHaveLength(1);
  });
});
