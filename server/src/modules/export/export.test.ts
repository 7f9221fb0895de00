import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { openZip } from "../../kernel/zip-files";
import { Comment, CommentState } from "../comment/comment.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql", env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blog-export-test-")) } });

/** The files of a ZIP archive, each checked against its CRC-32. */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(archive);
  const files = new Map<string, Buffer>();
  for (const { name } of zip.files) files.set(name, await zip.read(name));
  zip.close();
  return files;
}

const download = (path: string, as?: string) => fetch(`${server.url}/api/export/${path}`, { headers: as ? { authorization: `Bearer ${as}` } : {} });

async function uploadImage(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08040" } }).png().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "bread.png");
  const response = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { url: string } }).data.url;
}

describe("the Markdown export", () => {
  it("is a ZIP with one Markdown file per article, front matter Hexo and Hugo read, and the images the articles use", async () => {
    const image = await uploadImage();
    const created = await server.gql(
      `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id slug } }`,
      { input: { columnId: 2, title: "吐司的做法", summary: "面包：烤到金黄", content: `<h2>步骤</h2><p>先<strong>揉面</strong>，再看 <a href="https://example.com/dough">这里</a>。</p><figure><img src="${image}" alt="A loaf"><figcaption>出炉</figcaption></figure>` } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const { id, slug } = created.data.createArticle;
    const { createTag } = (await server.gql(`mutation { createTag(input: { name: "Baking" }) { id } }`, {}, { token })).data;
    await server.gql(`mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }`, { id, tagIds: [createTag.id] }, { token });

    const response = await download("markdown.zip", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="quiet-notes-markdown-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));

    const { articles } = (await server.gql(`{ articles(includeHidden: true, limit: 100) { total } }`, {}, { token })).data;
    expect([...files.keys()].filter((name) => name.startsWith("content/posts/"))).toHaveLength(articles.total);
    expect(files.get("README.txt")!.toString()).toContain("Hugo");

    const post = files.get(`content/posts/${slug}.md`)!.toString("utf8");
    const [, front, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(post)!;
    expect(front).toContain('title: "吐司的做法"');
    expect(front).toContain(`slug: "${slug}"`);
    expect(front).toContain('tags: ["Baking"]');
    expect(front).toContain("draft: true");
    expect(front).toContain("published: false");
    expect(front).toMatch(/^date: \d{4}-\d{2}-\d{2}T/m);
    expect(body).toBe(`## 步骤\n\n先**揉面**，再看 [这里](https://example.com/dough)。\n\n![A loaf](${image} "出炉")\n`);

    const stored = files.get(`static${image}`);
    expect(stored).toBeDefined();
    expect((await sharp(stored!).metadata()).width).toBeGreaterThan(0);
  });

  it("marks a published article published, not a draft", async () => {
    const files = await unzip(Buffer.from(await (await download("markdown.zip", token)).arrayBuffer()));
    const { homeArticles } = (await server.gql(`{ homeArticles(limit: 1) { items { slug } } }`)).data;
    const post = files.get(`content/posts/${homeArticles.items[0].slug}.md`)!.toString("utf8");
    expect(post).toContain("draft: false");
    expect(post).toContain("published: true");
  });
});

/** Two approved comments, one answering the other, and one waiting, under the newest published article. */
async function commentedArticle(): Promise<{ id: number; slug: string }> {
  const { homeArticles } = (await server.gql(`{ homeArticles(limit: 1) { items { id slug } } }`)).data;
  const article = homeArticles.items[0];
  const em = server.em();
  const common = { thread: article.id, language: "EN" as const, ipHash: "a".repeat(64), emailHash: "b".repeat(64) };
  const question = em.create(Comment, { ...common, authorName: "Ada", body: "Which *flour*?", bodyHtml: "<p>Which <em>flour</em>?</p>", state: CommentState.APPROVED, createTime: new Date("2026-01-02T03:04:05Z") });
  await em.flush();
  em.create(Comment, { ...common, parent: question.id, authorName: "Lin", byOwner: true, body: "Bread flour.", bodyHtml: "<p>Bread flour.</p>", state: CommentState.APPROVED, createTime: new Date("2026-01-02T04:00:00Z") });
  em.create(Comment, { ...common, authorName: "Waiting", body: "Not yet shown", bodyHtml: "<p>Not yet shown</p>", state: CommentState.PENDING });
  await em.flush();
  return article;
}

describe("comments in the exports", () => {
  it("are in comments/{slug}.md, approved ones only, oldest first, replies saying whom they answer; and in the JSON without their hashes", async () => {
    const { slug } = await commentedArticle();
    const files = await unzip(Buffer.from(await (await download("markdown.zip", token)).arrayBuffer()));
    const comments = files.get(`comments/${slug}.md`)!.toString("utf8");
    expect(comments).toMatch(/^---\ntitle: ".+"\nslug: ".+"\ncomments: "2"\n---\n/);
    expect(comments).toContain("## Ada · 2026-01-02T03:04:05.000Z\n\nWhich *flour*?\n\n## Lin (owner) · 2026-01-02T04:00:00.000Z\n\n↪ Ada\n\nBread flour.\n");
    expect(comments).not.toContain("Not yet shown");

    const everything = (await (await download("blog.json", token)).json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(everything.tables.comments.map((comment) => comment.author_name)).toEqual(expect.arrayContaining(["Ada", "Lin", "Waiting"]));
    expect(everything.tables.comments[0]).not.toHaveProperty("ip_hash");
    expect(everything.tables.comments[0]).not.toHaveProperty("email_hash");
    expect(everything.tables).not.toHaveProperty("comment_settings");
  });
});

describe("the JSON export", () => {
  it("holds every table of the blog, without password hashes", async () => {
    const response = await download("blog.json", token);
    expect(response.status).toBe(200);
    const everything = (await response.json()) as { format: string; tables: Record<string, Record<string, unknown>[]> };
    expect(everything).toMatchObject({ format: "quiet-notes-export", version: 1 });
    for (const table of ["site_info", "users", "columns", "articles", "tags", "article_tags", "daily_sentences", "links", "messages"]) {
      expect(Array.isArray(everything.tables[table]), table).toBe(true);
    }
    expect(everything.tables.articles.length).toBeGreaterThan(0);
    expect(everything.tables.users.map((user) => user.name)).toContain("admin");
    expect(JSON.stringify(everything)).not.toContain("argon2");
    expect(everything.tables.users[0]).not.toHaveProperty("password_hash");
  });
});

describe("who may export", () => {
  it("is administrators only: a visitor gets 401 and a view-only user 403, with a message", async () => {
    for (const path of ["markdown.zip", "blog.json"]) {
      const anonymous = await download(path);
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: string }).error).toBeTruthy();
      expect((await download(path, viewer)).status).toBe(403);
    }
  });
});
