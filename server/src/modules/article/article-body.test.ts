import { describe, expect, it } from "vitest";
import { ARTICLE_BODIES, storedForm } from "../../../test/article-bodies";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { legacyClient } from "../../../test/legacy-client";
import { meaningOf } from "../../../test/parsed-html";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown>) => server.gql(query, variables, { token });
const contentOf = async (id: number): Promise<string> =>
  (await gql(`query($id: Int!) { article(id: $id) { content } }`, { id })).data.article.content;

const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id content } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { content } }`;

describe("an article body saved through the API", () => {
  it.each(ARTICLE_BODIES)("$name: stored by the sanitiser's rules, then left as it is", async (body) => {
    const created = await gql(CREATE, { input: { columnId: 2, title: "A body", content: body.html } });
    expect(created.errors).toBeUndefined();
    const { id, content: stored } = created.data.createArticle as { id: number; content: string };
    expect((await gql(`mutation($id: Int!) { publishArticle(id: $id) { status } }`, { id })).data.publishArticle.status).toBe("PUBLISHED");
    expect(meaningOf(stored)).toEqual(meaningOf(storedForm(body)));

    // The stored body written again, as the editor sends it when nothing in it changed, stays as it is.
    const rewritten = await gql(UPDATE, { id, input: { content: stored } });
    expect(rewritten.errors).toBeUndefined();
    expect(meaningOf(rewritten.data.updateArticle.content)).toEqual(meaningOf(stored));
    const current = rewritten.data.updateArticle.content as string;

    // Writing the other fields leaves the body alone, byte for byte: through GraphQL …
    expect((await gql(UPDATE, { id, input: { title: "Renamed", summary: "Shorter" } })).data.updateArticle.content).toBe(current);

    // … and through the legacy /api, one field at a time.
    const api = legacyClient(server.url);
    for (const [field, value] of [["title", "Renamed again"], ["summary", "Old client"], ["sid", "7"], ["is_select", "1"], ["is_show", "1"]]) {
      const answer = await api.call("articleUpdate", { id: String(id), [field]: value }, { token });
      expect(answer.body.status, field).toBe(1);
    }
    expect(await contentOf(id)).toBe(current);
    expect((await api.call("getDetail", { id: String(id) })).body.data.content).toBe(current);
  });
});
