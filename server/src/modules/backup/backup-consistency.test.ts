import fs from "node:fs";
import { buffer } from "node:stream/consumers";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { readBackup } from "./read-backup";
import { takeBackup } from "./take-backup";
import { LocalFolderStorage } from "../../uploads/local-storage";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql" });

const ids = (json: string, key = "id") => new Set((JSON.parse(json) as Record<string, number>[]).map((row) => row[key]));

describe("a backup taken while the blog is written to", () => {
  it("is one snapshot: every tag assignment and revision points at a row in the same backup", async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const n = ++written;
        const article = await server.gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId: 2, title: `写作 ${n}`, summary: "s", content: "<p>正文</p>" } }, { token });
        const tag = await server.gql(`mutation($name: String!) { createTag(input: { name: $name }) { id } }`, { name: `标签 ${n}` }, { token });
        await server.gql(`mutation($id: Int!, $tagIds: [Int!]!) { setArticleTags(id: $id, tagIds: $tagIds) { id } }`, { id: article.data.createArticle.id, tagIds: [tag.data.createTag.id] }, { token });
        if (n % 3 === 0) await server.gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: article.data.createArticle.id }, { token });
      }
    })();
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-consistency-"));
    const archives: Buffer[] = [];
    for (let i = 0; i < 6; i++) {
      // Between two backups, at least one more article is written.
      const seen = written;
      while (written === seen) await new Promise((resolve) => setTimeout(resolve, 5));
      archives.push(await buffer((await takeBackup(server.em(), new LocalFolderStorage(uploadsDir))).archive));
    }
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(1);

    const articleCounts = new Set<number>();
    for (const archive of archives) {
      const { tables, manifest } = await readBackup(archive);
      const articles = ids(tables.get("articles")!.json);
      const tags = ids(tables.get("tags")!.json);
      for (const row of JSON.parse(tables.get("article_tags")!.json) as { article_id: number; tag_id: number }[]) {
        expect(articles.has(row.article_id) && tags.has(row.tag_id), JSON.stringify(row)).toBe(true);
      }
      for (const article of ids(tables.get("article_revisions")!.json, "article_id")) expect(articles.has(article)).toBe(true);
      expect(manifest.tables.articles.rows).toBe(articles.size);
      articleCounts.add(articles.size);
    }
    // The backups were taken while the writes went on, not all before or after them.
    expect(articleCounts.size).toBeGreaterThan(1);
  });
});
