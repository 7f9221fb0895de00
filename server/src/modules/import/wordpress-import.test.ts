import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { fixture, runImport, startImport, wordpressUploadsZip } from "../../../test/import-client";
import { useTestServer } from "../../../test/use-test-server";

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blog-import-wp-test-")) } });

const WXR = fixture("wordpress-export.xml");
const OLD = "https://old-blog.example.com/wp-content/uploads/2024/05";
const ARTICLE = "language id title slug status publishedAt createTime summary cover content featured tags { name slug }";

const counts = async () => {
  const [{ articles, tags, imported }] = await server.em().execute(`select (select count(*)::int from articles) as articles, (select count(*)::int from tags) as tags, (select count(*)::int from imported_items) as imported`);
  return { articles, tags, imported };
};
const article = async (slug: string) => (await server.gql(`query($slug: String) { article(slug: $slug) { ${ARTICLE} } }`, { slug }, { token })).data.article;
const byTitle = (job: any, title: string) => job.report.items.find((item: any) => item.title === title);

describe("importing a WordPress export (WXR)", () => {
  it("in a dry run reports what would be imported and skipped, and why, writing nothing", async () => {
    const before = await counts();
    const job = await runImport(server.url, { file: WXR, fileName: "mountain-notes.WordPress.2024-05-20.xml", token, dryRun: true });
    expect(job).toMatchObject({ state: "done", dryRun: true, done: 4, total: 4 });
    expect(job.report.counts).toEqual({ imported: 4, skipped: 4, failed: 0 });
    expect(job.report.source).toEqual({ kind: "wordpress", site: "https://old-blog.example.com", title: "山间笔记 · Mountain Notes" });
    expect(job.report.newTags.sort()).toEqual(["Baking", "Bread", "周末", "随笔"].sort());
    expect(byTitle(job, "关于我")).toMatchObject({ outcome: "skipped", reason: expect.stringContaining("a page, not a post") });
    expect(byTitle(job, "旧的草稿")).toMatchObject({ outcome: "skipped", reason: "in WordPress's trash" });
    expect(byTitle(job, "2 × attachment")).toMatchObject({ outcome: "skipped" });
    // Beside each English reason and note, what it says, for the page to say it in its reader's language.
    expect(byTitle(job, "旧的草稿").reasonSaid).toEqual({ id: "trash" });
    expect(byTitle(job, "2 × attachment")).toMatchObject({ reason: expect.stringMatching(/^media library entries/), reasonSaid: { id: "otherKind", values: { type: "attachment" } } });
    expect(job.report.notesSaid).toEqual(expect.arrayContaining([{ id: "comments", values: { count: 3 } }, { id: "uncategorized" }, { id: "noUploads" }]));
    expect(job.report.notesSaid).toHaveLength(job.report.notes.length);
    expect(byTitle(job, "周末烤面包")).toMatchObject({ outcome: "imported", slug: "周末烤面包", status: "PUBLISHED" });
    expect(byTitle(job, "周末烤面包").articleId).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it("imports the posts with their titles, slugs, statuses, dates, excerpts, tags and sanitised, paragraphed bodies; images come over from the uploads", async () => {
    const before = await counts();
    const job = await runImport(server.url, { file: WXR, fileName: "export.xml", token, uploads: await wordpressUploadsZip() });
    expect(job.state).toBe("done");
    expect(job.report.counts).toEqual({ imported: 4, skipped: 4, failed: 0 });
    expect(job.report.notes).toEqual(
      expect.arrayContaining([expect.stringContaining("3 comments were not imported: only approved comments come over"), expect.stringContaining('"Uncategorized" was not made a tag')]),
    );
    expect(job.report.images).toEqual({ stored: 2, keptAtOldAddress: 1 });
    expect(await counts()).toEqual({ articles: before.articles + 4, tags: before.tags + 4, imported: before.imported + 4 });

    const bread = await article("周末烤面包");
    expect(bread).toMatchObject({ title: "周末烤面包", status: "PUBLISHED", publishedAt: "2024-05-11T02:30:00.000Z", createTime: "2024-05-11T02:30:00.000Z", summary: "一个慢慢发酵的周末。", featured: true, language: "ZH" });
    expect(bread.tags.map((tag: any) => `${tag.name}/${tag.slug}`).sort()).toEqual(["Baking/baking", "Bread/bread", "周末/周末", "随笔/随笔"].sort());
    expect(bread.content).toContain("<p>周六早上六点起床，把昨晚的面团从冰箱里拿出来。<br />\n室温回温一个小时。</p>");
    expect(bread.content).toContain("<h2>配方</h2>");
    expect(bread.content).toContain("<li>高筋面粉 500 克</li>");
    expect(bread.content).toContain("<p>下周试试全麦的。</p>");
    expect(bread.content).not.toMatch(/script|tracking/);
    // The resized copy in the body and the linked original both become our copy of the original; the cover too.
    const [, src, srcset] = /<img[^>]* src="([^"]+)"[^>]* srcset="([^"]+)"/.exec(bread.content)!;
    expect(src).toMatch(/^\/uploads\/[0-9a-f]{24}-640\.webp$/);
    expect(srcset).toBe(`${src.replace("-640", "-480")} 480w, ${src} 640w`);
    expect(bread.content).toContain(`<a href="${src}">`);
    expect(bread.content).toMatch(/<figure><a [^>]+><img [^>]+ \/><\/a><figcaption>刚出炉的面包<\/figcaption><\/figure>/);
    expect(bread.content).not.toContain(OLD);
    expect(bread.cover).toBe(src);
    const image = await fetch(`${server.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");

    const draft = await article("notes-on-sourdough-starters");
    expect(draft).toMatchObject({ title: "Notes on sourdough starters", language: "EN", status: "DRAFT", publishedAt: null, createTime: "2024-05-14T21:05:00.000Z", tags: [] });
    expect(draft.content).toMatch(/^<p>Feed the starter twice a day: equal weights of flour and water.<\/p>\s*<figure><img src="\/uploads\/[0-9a-f]{24}-200\.webp" alt="A jar of starter" srcset="[^"]+" \/><\/figure>$/);

    const scheduled = await article("spring-menu");
    expect(scheduled).toMatchObject({ status: "SCHEDULED", publishedAt: "2099-03-01T01:00:00.000Z", tags: [{ name: "Baking" }, { name: "Bread" }] });
    expect(scheduled.content).toContain(`<img src="${OLD}/missing-photo.jpg"`);
    expect(byTitle(job, "Spring menu").notes).toEqual([`image kept at its old address: ${OLD}/missing-photo.jpg (not in the uploads given)`]);

    // A demo article already has this slug: the import takes the next free one and says so.
    const clash = byTitle(job, "Notes on PostgreSQL Indexes");
    expect(clash).toMatchObject({ outcome: "imported", slug: "notes-on-postgresql-indexes-2", status: "DRAFT" });
    expect(clash.notes).toEqual(expect.arrayContaining([expect.stringContaining("private in WordPress"), expect.stringContaining('"notes-on-postgresql-indexes" was taken')]));
    expect(clash.notesSaid).toEqual(expect.arrayContaining([{ id: "private" }, { id: "slugTaken", values: { base: "notes-on-postgresql-indexes", slug: "notes-on-postgresql-indexes-2" } }]));
    expect(byTitle(job, "Spring menu").notesSaid).toEqual([{ id: "imageKept", values: { url: `${OLD}/missing-photo.jpg` } }]);

    const [revision] = await server.em().execute(`select u.name from article_revisions r join users u on u.id = r.author_id where r.article_id = ?`, [bread.id]);
    expect(revision.name).toBe("admin");
    const [logged] = await server.em().execute(`select user_name, via from audit_log where table_name = 'articles' and row_id = ? and action = 'create'`, [String(bread.id)]);
    expect(logged).toEqual({ user_name: "admin", via: "import" });
  });

  it("brings each post's approved comments with their threading, without pending ones, spam or pingbacks, and without the addresses", async () => {
    const bread = await article("周末烤面包");
    const thread = (
      await server.gql(`query($id: Int!) { commentThread(articleId: $id) { total comments { authorName bodyHtml createTime depth replies { authorName depth replies { authorName bodyHtml depth } } } } }`, { id: bread.id })
    ).data.commentThread;
    expect(thread.total).toBe(3);
    expect(thread.comments).toEqual([
      {
        authorName: "小王",
        bodyHtml: "<p>看起来好香！</p>",
        createTime: "2024-05-11T04:00:00.000Z",
        depth: 1,
        replies: [{ authorName: "林夏", depth: 2, replies: [{ authorName: "小王", depth: 3, bodyHtml: expect.stringMatching(/^<p>做成了！<br \/>\n?第二行。<\/p>$/) }] }],
      },
    ]);
    const rows: { email_hash: string; ip_hash: string }[] = await server.em().execute(`select email_hash, ip_hash from comments where thread_id = ?`, [bread.id]);
    expect(JSON.stringify(rows)).not.toMatch(/example\.net|203\.0\.113/);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.email_hash) && /^[0-9a-f]{64}$/.test(row.ip_hash))).toBe(true);
  });

  it("imports nothing twice: the same file again skips every post as already imported", async () => {
    const before = await counts();
    const job = await runImport(server.url, { file: WXR, fileName: "export.xml", token, uploads: await wordpressUploadsZip() });
    expect(job.report.counts).toEqual({ imported: 0, skipped: 8, failed: 0 });
    expect(byTitle(job, "周末烤面包")).toMatchObject({ outcome: "skipped", reason: "already imported", reasonSaid: { id: "alreadyImported" }, slug: "周末烤面包" });
    expect(job.report.newTags).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("is for administrators with edit rights: a visitor gets 401, with a message", async () => {
    const refused = await startImport(server.url, { file: WXR, fileName: "export.xml" });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBeTruthy();
    expect((await fetch(`${server.url}/api/import/anything`)).status).toBe(401);
  });
});
