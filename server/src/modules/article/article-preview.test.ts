import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { ArticlePreview } from "./article-preview.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const LINK = `mutation($id: Int!) { createPreviewLink(id: $id) { path expiresAt } }`;
const PREVIEW = `query($token: String!) { articlePreview(token: $token) { id title status } }`;
const tokenOf = (path: string) => path.replace("/preview/", "");

async function draft(title: string): Promise<number> {
  return (await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, summary: "Not out yet." } })).data.createArticle.id;
}

describe("preview links", () => {
  it("show a draft to anyone with the link for 24 hours, kept out of search, feeds and the sitemap", async () => {
    const id = await draft("A draft to show a friend");
    const before = Date.now();
    const link = (await gql(LINK, { id })).data.createPreviewLink;
    expect(link.path).toMatch(/^\/preview\/[\w-]{43}$/);
    const expires = Date.parse(link.expiresAt) - before;
    expect(expires).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000 + 1000);

    // No session needed.
    expect((await server.gql(PREVIEW, { token: tokenOf(link.path) })).data.articlePreview).toEqual({ id, title: "A draft to show a friend", status: "DRAFT" });
    const page = await fetch(`${server.url}${link.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(html).toContain('<h1 class="p-name">A draft to show a friend</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    for (const path of ["/rss.xml", "/atom.xml", "/sitemap.xml"]) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).not.toContain("A draft to show a friend");
    }
    // Still a draft everywhere else.
    expect(errorCode(await server.gql(`query($id: Int!) { article(id: $id) { id } }`, { id }))).toBe("NOT_FOUND");
  });

  it("stop working once expired, and refuse a made-up token, with a 404 page", async () => {
    const id = await draft("Briefly previewable");
    const link = (await gql(LINK, { id })).data.createPreviewLink;
    await server.em().nativeUpdate(ArticlePreview, {}, { expiresAt: new Date(Date.now() - 1000) });
    for (const path of [link.path, "/preview/made-up-token-that-was-never-issued", "/preview/%3Cscript%3E"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    const expired = await server.gql(PREVIEW, { token: tokenOf(link.path) });
    expect(errorCode(expired)).toBe("NOT_FOUND");
    expect(expired.errors![0].message).toBe("This preview link has expired or does not exist.");
    // Expired links are swept as new ones are made.
    await gql(LINK, { id });
    expect(await server.em().count(ArticlePreview, { expiresAt: { $lt: new Date() } })).toBe(0);
  });

  it("are made by editors only, for an article that exists", async () => {
    expect(errorCode(await server.gql(LINK, { id: 1 }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(LINK, { id: 1 }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(LINK, { id: 999_999 }))).toBe("NOT_FOUND");
  });
});
