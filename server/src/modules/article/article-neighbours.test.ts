import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, { token });

/** An article published at `at`, or left a draft when `at` is null; hidden when `shown` is false. */
async function article(title: string, at: string | null, shown = true): Promise<number> {
  const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title, isShow: shown } });
  const id = created.data.createArticle.id as number;
  if (at) await gql(`mutation($id: Int!, $at: DateTimeISO) { publishArticle(id: $id, at: $at) { id } }`, { id, at });
  return id;
}

const NEIGHBOURS = `query($id: Int!) { article(id: $id) { previous { title slug } next { title } } }`;

describe("previous and next articles", () => {
  it("are the published neighbours by publishing time, skipping drafts and hidden articles", async () => {
    // Published long before the demo content, so these are the oldest articles on the site.
    const first = await article("Oldest of all", "2001-01-01T08:00:00.000Z");
    await article("A draft in between", null);
    await article("Hidden in between", "2001-01-02T08:00:00.000Z", false);
    const second = await article("Second oldest", "2001-01-03T08:00:00.000Z");
    const third = await article("Third oldest", "2001-01-04T08:00:00.000Z");

    const read = async (id: number) => (await server.gql(NEIGHBOURS, { id })).data.article;
    expect(await read(first)).toEqual({ previous: null, next: { title: "Second oldest" } });
    expect(await read(second)).toEqual({ previous: { title: "Oldest of all", slug: "oldest-of-all" }, next: { title: "Third oldest" } });
    expect((await read(third)).previous).toEqual({ title: "Second oldest", slug: "second-oldest" });
    // The newest published article has no next one.
    const newest = (await server.gql(`{ articles(limit: 1, orderBy: PUBLISHED_AT, direction: DESC) { items { id } } }`)).data.articles.items[0].id;
    expect((await read(newest)).next).toBeNull();
  });

  it("are none for a draft, which has no place in the order yet", async () => {
    const draft = await article("Not out yet", null);
    expect((await gql(NEIGHBOURS, { id: draft })).data.article).toEqual({ previous: null, next: null });
  });
});
