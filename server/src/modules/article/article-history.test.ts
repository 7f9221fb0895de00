import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { legacyClient } from "../../../test/legacy-client";
import { useTestServer } from "../../../test/use-test-server";
import { ArticleRevision } from "./article-revision.entity";
import { AUTOSAVE_JOIN_MS } from "./article-revision-log";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql" });

const gql = (query: string, variables: Record<string, unknown> = {}, as = token) => server.gql(query, variables, { token: as });
const COPY = "workingCopy { title subtitle summary cover content savedAt }";
const AUTOSAVE = `mutation($id: Int!, $input: ArticleWorkingCopyInput!) { saveArticleWorkingCopy(id: $id, input: $input) { id title content ${COPY} } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id title content ${COPY} } }`;
const REVISIONS = `query($id: Int!) { articleRevisions(articleId: $id) { id articleId kind title size wordCount authorName createdAt savedAt } }`;
const RESTORE = `mutation($id: Int!) { restoreArticleRevision(id: $id) { id title content ${COPY} } }`;
const EDITOR_VIEW = `query($id: Int!) { article(id: $id) { title content ${COPY} } }`;

async function publishedArticle(title: string, content: string): Promise<{ id: number; slug: string }> {
  const created = await gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`, { input: { columnId: 2, title, content } });
  const { id, slug } = created.data.createArticle;
  expect(errorCode(await gql(`mutation($id: Int!) { publishArticle(id: $id) { id } }`, { id }))).toBeUndefined();
  return { id, slug };
}

const revisionsOf = async (id: number) => (await gql(REVISIONS, { id })).data.articleRevisions as { id: number; kind: string; title: string; size: number; wordCount: number; authorName: string | null }[];

describe("the working copy", () => {
  it("keeps a published article's page as it is until Update, while the editor sees what was written", async () => {
    const { id, slug } = await publishedArticle("Live title", "<p>Live body.</p>");
    const saved = await gql(AUTOSAVE, { id, input: { title: "Rewritten title", content: "<p>Rewritten body, half a sen" } });
    expect(saved.data.saveArticleWorkingCopy).toMatchObject({ title: "Live title", content: "<p>Live body.</p>", workingCopy: { title: "Rewritten title", content: "<p>Rewritten body, half a sen</p>", subtitle: null } });

    // Visitors: GraphQL, the legacy shim, both page addresses and the feed still have the live text.
    const anonymous = (await server.gql(EDITOR_VIEW, { id })).data.article;
    expect(anonymous).toEqual({ title: "Live title", content: "<p>Live body.</p>", workingCopy: null });
    const detail = (await legacyClient(server.url).call("getDetail", { id: String(id) })).body.data as { title: string; content: string };
    expect(detail).toMatchObject({ title: "Live title", content: "<p>Live body.</p>" });
    for (const path of [`/posts/${slug}`, `/detail?id=${id}`, "/rss.xml"]) {
      const text = await (await fetch(`${server.url}${path}`)).text();
      expect(text, path).toContain("Live title");
      expect(text, path).not.toContain("Rewritten");
    }
    // A preview link shows the working copy.
    const link = (await gql(`mutation($id: Int!) { createPreviewLink(id: $id) { path } }`, { id })).data.createPreviewLink.path;
    expect(await (await fetch(`${server.url}${link}`)).text()).toContain('<h1 class="p-name">Rewritten title</h1>');
    const previewed = await server.gql(`query($t: String!) { articlePreview(token: $t) { title content } }`, { t: link.replace("/preview/", "") });
    expect(previewed.data.articlePreview).toEqual({ title: "Rewritten title", content: "<p>Rewritten body, half a sen</p>" });
    // The preview did not write the working copy into the article.
    expect((await gql(EDITOR_VIEW, { id })).data.article.title).toBe("Live title");

    // Update makes it live and the working copy is done with.
    const updated = await gql(UPDATE, { id, input: { title: "Rewritten title", content: "<p>Rewritten body, whole.</p>" } });
    expect(updated.data.updateArticle).toMatchObject({ title: "Rewritten title", content: "<p>Rewritten body, whole.</p>", workingCopy: null });
    expect(await (await fetch(`${server.url}/detail?id=${id}`)).text()).toContain("Rewritten title");
  });

  it("forgets a change the author undid (null), and keeps the other texts pending when one is updated elsewhere", async () => {
    const { id } = await publishedArticle("Undo me", "<p>Original.</p>");
    await gql(AUTOSAVE, { id, input: { title: "Undo me, changed", content: "<p>Changed.</p>" } });
    expect((await gql(AUTOSAVE, { id, input: { title: null } })).data.saveArticleWorkingCopy.workingCopy).toMatchObject({ title: null, content: "<p>Changed.</p>" });
    // The back-office list's inline title edit goes live and leaves the body being written alone.
    expect((await gql(UPDATE, { id, input: { title: "Retitled from the list" } })).data.updateArticle.workingCopy).toMatchObject({ title: null, content: "<p>Changed.</p>" });
    // Saving the live text again leaves nothing pending: no working copy at all.
    expect((await gql(AUTOSAVE, { id, input: { content: "<p>Original.</p>" } })).data.saveArticleWorkingCopy.workingCopy).toBeNull();
  });

  it("lets a draft's title be blank while writing, but not once saved; bad input names the field and changes nothing", async () => {
    const { id } = await publishedArticle("Kept as it is", "<p>Body.</p>");
    expect((await gql(AUTOSAVE, { id, input: { title: "" } })).data.saveArticleWorkingCopy.workingCopy.title).toBe("");
    const blank = await gql(UPDATE, { id, input: { title: " " } });
    expect(errorCode(blank)).toBe("BAD_USER_INPUT");
    const tooLong = await gql(AUTOSAVE, { id, input: { title: "x".repeat(201), content: "<p>Not kept either.</p>" } });
    expect(errorCode(tooLong)).toBe("BAD_USER_INPUT");
    expect(tooLong.errors![0].extensions!.field).toBe("title");
    const badCover = await gql(AUTOSAVE, { id, input: { cover: "javascript:alert(1)" } });
    expect(badCover.errors![0].message).toBe("cover must be an http(s) URL or a path starting with /");
    expect(errorCode(await gql(AUTOSAVE, { id, input: {} }))).toBe("BAD_USER_INPUT");
    expect((await gql(EDITOR_VIEW, { id })).data.article).toMatchObject({ title: "Kept as it is", workingCopy: { title: "", content: null, cover: null } });
    // The body is sanitised like the article's.
    const unsafe = await gql(AUTOSAVE, { id, input: { content: `<p onclick="steal()">Hi<script>alert(1)</script></p>` } });
    expect(unsafe.data.saveArticleWorkingCopy.workingCopy.content).toBe("<p>Hi</p>");
  });

  it("can be discarded, and is for editors only", async () => {
    const { id } = await publishedArticle("Discard the changes", "<p>Live.</p>");
    await gql(AUTOSAVE, { id, input: { content: "<p>Not wanted.</p>" } });
    expect(errorCode(await gql(AUTOSAVE, { id, input: { content: "<p>x</p>" } }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await server.gql(AUTOSAVE, { id, input: { content: "<p>x</p>" } }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(AUTOSAVE, { id: 999_999, input: { content: "<p>x</p>" } }))).toBe("NOT_FOUND");
    const discarded = await gql(`mutation($id: Int!) { discardArticleWorkingCopy(id: $id) { content ${COPY} } }`, { id });
    expect(discarded.data.discardArticleWorkingCopy).toEqual({ content: "<p>Live.</p>", workingCopy: null });
  });
});

describe("revisions", () => {
  it("keep each save with its author, size and words; autosaves within a few minutes make one", async () => {
    const { id } = await publishedArticle("History", "<p>One two three.</p>");
    for (const words of ["One two three four", "One two three four five", "One two three four five six"]) {
      await gql(AUTOSAVE, { id, input: { content: `<p>${words}.</p>` } });
    }
    let revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.kind)).toEqual(["AUTOSAVE", "SAVE"]);
    expect(revisions[0]).toMatchObject({ articleId: id, title: "History", wordCount: 6, size: "<p>One two three four five six.</p>".length, authorName: "admin" });

    // Past the joining window, the next autosave starts a revision of its own.
    await server.em().nativeUpdate(ArticleRevision, { article: id }, { createdAt: new Date(Date.now() - AUTOSAVE_JOIN_MS - 1000) });
    await gql(AUTOSAVE, { id, input: { content: "<p>Later that day.</p>" } });
    // An Update of what was autosaved marks that autosave as the author's save rather than adding a copy.
    await gql(UPDATE, { id, input: { content: "<p>Later that day.</p>" } });
    revisions = await revisionsOf(id);
    expect(revisions.map((r) => r.kind)).toEqual(["SAVE", "AUTOSAVE", "SAVE"]);
    // A change of something else than title and body makes no revision.
    await gql(UPDATE, { id, input: { summary: "A summary now" } });
    expect(await revisionsOf(id)).toHaveLength(3);
  });

  it("begin with the text an article had before its history, so the first change can be undone", async () => {
    const { id } = await publishedArticle("Older than history", "<p>The original words.</p>");
    await server.em().nativeDelete(ArticleRevision, { article: id });
    await gql(UPDATE, { id, input: { content: "<p>Overwritten.</p>" } });
    const [latest, first] = await revisionsOf(id);
    expect(latest.kind).toBe("SAVE");
    expect(first).toMatchObject({ kind: "SAVE", authorName: null });
    const body = await gql(`query($id: Int!) { articleRevision(id: $id) { content } }`, { id: first.id });
    expect(body.data.articleRevision.content).toBe("<p>The original words.</p>");
  });

  it("restore into the working copy as a revision of their own; Update makes it live", async () => {
    const { id } = await publishedArticle("Restorable", "<p>First version.</p>");
    await gql(UPDATE, { id, input: { title: "Restorable, second", content: "<p>Second version.</p>" } });
    const first = (await revisionsOf(id)).at(-1)!;
    const restored = await gql(RESTORE, { id: first.id });
    expect(restored.data.restoreArticleRevision).toMatchObject({
      title: "Restorable, second",
      content: "<p>Second version.</p>",
      workingCopy: { title: "Restorable", content: "<p>First version.</p>" },
    });
    expect((await revisionsOf(id)).map((r) => r.kind)).toEqual(["RESTORE", "SAVE", "SAVE"]);
    expect(await (await fetch(`${server.url}/detail?id=${id}`)).text()).toContain("Restorable, second");
    await gql(UPDATE, { id, input: { title: "Restorable", content: "<p>First version.</p>" } });
    expect((await server.gql(EDITOR_VIEW, { id })).data.article).toMatchObject({ title: "Restorable", content: "<p>First version.</p>" });
  });

  it("are read by signed-in users and restored by editors only", async () => {
    const { id } = await publishedArticle("Guarded history", "<p>Body.</p>");
    const [revision] = await revisionsOf(id);
    expect((await gql(REVISIONS, { id }, viewer)).data.articleRevisions).toHaveLength(1);
    expect(errorCode(await server.gql(REVISIONS, { id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(RESTORE, { id: revision.id }, viewer))).toBe("FORBIDDEN");
    expect(errorCode(await gql(RESTORE, { id: 999_999 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(REVISIONS, { id: 999_999 }))).toBe("NOT_FOUND");
    // Deleting the article takes its history with it.
    await gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id });
    expect(await server.em().count(ArticleRevision, { article: id })).toBe(0);
  });
});
