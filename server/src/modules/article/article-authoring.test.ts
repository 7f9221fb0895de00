import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { Article } from "./article.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id title subtitle summary cover content isShow sid columnId } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });

describe("writing articles", () => {
  it("creates an article with a sanitised body, shows it publicly, edits it and deletes it", async () => {
    const created = await gql(CREATE, {
      input: {
        columnId: 2,
        title: "Hello, world",
        subtitle: "A first post",
        summary: "Where it begins.",
        cover: "/uploads/abc-1200.webp",
        content: `<h2>Start</h2><p>Read <a href="https://example.org">this</a>.</p><img src="https://example.org/a.png" onerror="alert(1)"><script>alert(1)</script>`,
      },
    });
    expect(created.errors).toBeUndefined();
    const article = created.data.createArticle;
    expect(article).toMatchObject({ title: "Hello, world", isShow: true, columnId: 2, cover: "/uploads/abc-1200.webp" });
    expect(article.content).toBe(`<h2>Start</h2><p>Read <a href="https://example.org">this</a>.</p><img src="https://example.org/a.png" />`);

    // A new article is a draft: visitors see it once it is published.
    expect(errorCode(await server.gql(`{ article(id: ${article.id}) { title } }`))).toBe("NOT_FOUND");
    expect((await gql(`mutation { publishArticle(id: ${article.id}) { status } }`)).data.publishArticle.status).toBe("PUBLISHED");
    expect((await server.gql(`{ article(id: ${article.id}) { title } }`)).data.article.title).toBe("Hello, world");

    const edited = await gql(`mutation { updateArticle(id: ${article.id}, input: { title: "Hello again", content: "<p>New</p>" }) { title content } }`);
    expect(edited.data.updateArticle).toEqual({ title: "Hello again", content: "<p>New</p>" });

    expect((await gql(`mutation { deleteArticle(id: ${article.id}) }`)).data.deleteArticle).toBe(article.id);
    expect(errorCode(await server.gql(`{ article(id: ${article.id}) { id } }`))).toBe("NOT_FOUND");
    expect(errorCode(await gql(`mutation { deleteArticle(id: ${article.id}) }`))).toBe("NOT_FOUND");
  });

  it("creates a hidden draft that only signed-in users can preview", async () => {
    const created = await gql(CREATE, { input: { columnId: 2, title: "Draft", isShow: false } });
    const id = created.data.createArticle.id;
    expect(errorCode(await server.gql(`{ article(id: ${id}) { id } }`))).toBe("NOT_FOUND");
    expect((await gql(`{ article(id: ${id}) { isShow } }`)).data.article.isShow).toBe(false);
  });

  it("refuses blank titles, bad URLs, a sentence column, and a view-only user, writing nothing", async () => {
    const before = await server.em().count(Article);
    const bad: [Record<string, unknown>, string][] = [
      [{ columnId: 2, title: "  " }, "BAD_USER_INPUT"],
      [{ columnId: 2, title: "t".repeat(201) }, "BAD_USER_INPUT"],
      [{ columnId: 2, title: "x", cover: "javascript:alert(1)" }, "BAD_USER_INPUT"],
      [{ columnId: 2, title: "x", cover: "data:image/png;base64,AAAA" }, "BAD_USER_INPUT"],
      [{ columnId: 1, title: "x" }, "BAD_USER_INPUT"],
      [{ columnId: 99, title: "x" }, "NOT_FOUND"],
      [{ columnId: 2, title: "x", sid: -5 }, "BAD_USER_INPUT"],
    ];
    for (const [input, code] of bad) {
      const result = await gql(CREATE, { input });
      expect(errorCode(result), JSON.stringify(input)).toBe(code);
    }
    expect((await gql(CREATE, { input: { columnId: 1, title: "x" } })).errors![0].message).toMatch(/holds daily sentences, not articles/);
    const refused = await gql(CREATE, { input: { columnId: 2, title: "x" } }, viewer);
    expect(errorCode(refused)).toBe("FORBIDDEN");
    expect(errorCode(await gql(`mutation { deleteArticle(id: 1) }`, {}, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(`mutation { deleteArticle(id: 1) }`))).toBe("UNAUTHENTICATED");
    expect(await server.em().count(Article)).toBe(before);
  });
});

describe("writing daily sentences", () => {
  const CREATE_SENTENCE = `mutation($input: CreateDailySentenceInput!) { createDailySentence(input: $input) { id cn en columnId isShow } }`;

  it("creates, edits and deletes a sentence; both languages are required", async () => {
    const created = await gql(CREATE_SENTENCE, { input: { columnId: 3, cn: "知之为知之", en: "To know what you know." } });
    const sentence = created.data.createDailySentence;
    expect(sentence).toMatchObject({ cn: "知之为知之", columnId: 3, isShow: true });
    expect(errorCode(await gql(CREATE_SENTENCE, { input: { columnId: 3, cn: "只有中文", en: " " } }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(CREATE_SENTENCE, { input: { columnId: 2, cn: "a", en: "b" } }))).toBe("BAD_USER_INPUT");
    expect((await gql(`mutation { deleteDailySentence(id: ${sentence.id}) }`)).data.deleteDailySentence).toBe(sentence.id);
    expect(errorCode(await gql(`mutation { deleteDailySentence(id: ${sentence.id}) }`))).toBe("NOT_FOUND");
  });
});
