import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { legacyClient } from "../../../test/legacy-client";
import { startAnotherServer } from "../../../test/another-server";
import { useTestServer } from "../../../test/use-test-server";
import { SCHEDULE_SWEEP_MS } from "./article.service";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const STATE = "id status publishedAt";
const PUBLISH = `mutation($id: Int!, $at: DateTimeISO) { publishArticle(id: $id, at: $at) { ${STATE} } }`;
const UNPUBLISH = `mutation($id: Int!) { unpublishArticle(id: $id) { ${STATE} } }`;

async function newArticle(title: string): Promise<number> {
  const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${STATE} } }`, { input: { columnId: 2, title, summary: `About ${title}` } });
  expect(created.data.createArticle).toMatchObject({ status: "DRAFT", publishedAt: null });
  return created.data.createArticle.id;
}

/** Where a visitor could meet the article on this server, each answering whether it is there. */
async function publicSightings(id: number, title: string, on: Pick<TestServer, "url" | "gql"> = server): Promise<Record<string, boolean>> {
  const api = legacyClient(on.url);
  const text = (path: string) => fetch(`${on.url}${path}`).then((answer) => answer.text());
  const listed = (await on.gql(`{ articles(limit: 100, orderBy: PUBLISHED_AT, direction: DESC) { items { id } } }`)).data.articles.items;
  const legacyList = (await api.call("getArticle")).body.data as { id: number }[];
  const detail = await fetch(`${on.url}/detail?id=${id}`);
  const path = `/posts/${encodeURIComponent((await gql(`query($id: Int!) { article(id: $id) { slug } }`, { id })).data.article.slug)}`;
  const permalink = await fetch(`${on.url}${path}`);
  return {
    "GraphQL article": !errorCode(await on.gql(`query($id: Int!) { article(id: $id) { id } }`, { id })),
    "GraphQL articles": listed.some((item: { id: number }) => item.id === id),
    "/api/getArticle": legacyList.some((item) => item.id === id),
    "/api/getDetail": (await api.call("getDetail", { id: String(id) })).body.data !== null,
    "/detail page": detail.status === 200 && (await detail.text()).includes(title),
    "/posts/{slug} page": permalink.status === 200 && (await permalink.text()).includes(title),
    "/rss.xml": (await text("/rss.xml")).includes(title),
    "/atom.xml": (await text("/atom.xml")).includes(title),
    "/sitemap.xml": (await text("/sitemap.xml")).includes(`${path}<`),
  };
}

const everywhere = (seen: boolean) => expect.objectContaining(Object.fromEntries(SURFACES.map((surface) => [surface, seen])));
const SURFACES = ["GraphQL article", "GraphQL articles", "/api/getArticle", "/api/getDetail", "/detail page", "/posts/{slug} page", "/rss.xml", "/atom.xml", "/sitemap.xml"];

describe("an article's life", () => {
  it("starts as a draft nobody public sees, is published everywhere, and unpublished from everywhere", async () => {
    const id = await newArticle("Lifecycle draft");
    expect(await publicSightings(id, "Lifecycle draft")).toEqual(everywhere(false));
    // The author still opens it.
    expect((await gql(`query($id: Int!) { article(id: $id) { status } }`, { id })).data.article.status).toBe("DRAFT");

    const before = Date.now();
    const published = (await gql(PUBLISH, { id })).data.publishArticle;
    expect(published.status).toBe("PUBLISHED");
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicSightings(id, "Lifecycle draft")).toEqual(everywhere(true));
    // Publishing it again keeps its date.
    expect((await gql(PUBLISH, { id })).data.publishArticle.publishedAt).toBe(published.publishedAt);

    expect((await gql(UNPUBLISH, { id })).data.unpublishArticle).toMatchObject({ status: "DRAFT", publishedAt: null });
    expect(await publicSightings(id, "Lifecycle draft")).toEqual(everywhere(false));
  });

  it("keeps a published but hidden article from visitors: isShow keeps its meaning", async () => {
    const id = await newArticle("Published but hidden");
    await gql(PUBLISH, { id });
    await gql(`mutation($id: Int!) { setArticleShown(id: $id, shown: false) { id } }`, { id });
    expect(await publicSightings(id, "Published but hidden")).toEqual(everywhere(false));
  });

  it("backdates to a past time, which becomes the publishing date the feeds carry", async () => {
    const id = await newArticle("Backdated");
    const at = "2020-02-03T04:05:06.000Z";
    expect((await gql(PUBLISH, { id, at })).data.publishArticle).toMatchObject({ status: "PUBLISHED", publishedAt: at });
    expect(await fetch(`${server.url}/atom.xml`).then((answer) => answer.text())).toMatch(/Backdated<\/title>[\s\S]*?<published>2020-02-03T04:05:06\.000Z<\/published>/);
    expect(await fetch(`${server.url}/rss.xml`).then((answer) => answer.text())).toMatch(/Backdated<\/title>[\s\S]*?<pubDate>Mon, 03 Feb 2020 04:05:06 GMT<\/pubDate>/);
    const listed = (await server.gql(`{ articles(limit: 100, orderBy: PUBLISHED_AT, direction: ASC) { items { id } } }`)).data.articles.items;
    expect(listed[0].id).toBe(id);
  });

  it(
    "schedules a future time: public nowhere before it, then everywhere by itself on two servers, cached feeds included, and marked published",
    async () => {
      const id = await newArticle("Scheduled note");
      const second = await startAnotherServer(server);
      try {
        const at = new Date(Date.now() + 3000);
        expect((await gql(PUBLISH, { id, at: at.toISOString() })).data.publishArticle).toMatchObject({ status: "SCHEDULED", publishedAt: at.toISOString() });
        // Both servers now keep their feeds and reads in their read caches without it.
        for (const on of [server, second]) expect(await publicSightings(id, "Scheduled note", on)).toEqual(everywhere(false));

        // Then each server's sweep publishes it (every SCHEDULE_SWEEP_MS): waited for, never slept on.
        const bound = { timeout: at.getTime() - Date.now() + SCHEDULE_SWEEP_MS + 5000, interval: 50 };
        await expect.poll(() => publicSightings(id, "Scheduled note", server), { ...bound, message: server.url }).toEqual(everywhere(true));
        // Not before its time.
        expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
        await expect.poll(() => publicSightings(id, "Scheduled note", second), { ...bound, message: second.url }).toEqual(everywhere(true));
      } finally {
        await second.close();
      }
      await expect.poll(async () => (await gql(`query($id: Int!) { article(id: $id) { status } }`, { id })).data.article.status, { timeout: SCHEDULE_SWEEP_MS + 5000 }).toBe("PUBLISHED");
    },
    60_000,
  );

  it("lets only editors publish and unpublish, and names a missing article or a bad time", async () => {
    const id = await newArticle("Guarded");
    expect(errorCode(await server.gql(PUBLISH, { id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(PUBLISH, { id }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(UNPUBLISH, { id }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(PUBLISH, { id: 999_999 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(PUBLISH, { id, at: "next tuesday" }))).toBe("BAD_USER_INPUT");
    expect((await gql(`query($id: Int!) { article(id: $id) { status } }`, { id })).data.article.status).toBe("DRAFT");
  });
});
