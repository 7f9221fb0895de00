import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { fixture, runImport, startImport, testImage } from "../../../test/import-client";
import { useTestServer } from "../../../test/use-test-server";
import { zipBytes } from "../../kernel/zip-files";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { users: ["viewer"], signIn: "graphql", env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blog-import-ghost-test-")) } });

const GHOST = fixture("ghost-export.json");
const OLD = "https://old-ghost.example.com/content/images";
const ARTICLE = "id title slug status publishedAt createTime summary cover content featured tags { name slug }";
const article = async (slug: string) => (await server.gql(`query($slug: String) { article(slug: $slug) { ${ARTICLE} } }`, { slug }, { token })).data.article;
const byTitle = (job: any, title: string) => job.report.items.find((item: any) => item.title === title);

describe("importing a Ghost export (JSON)", () => {
  it("imports published, draft and scheduled posts with their tags, excerpts and featured image; pages, internal tags and posts without HTML are left out, saying why", async () => {
    const job = await runImport(server.url, { file: GHOST, fileName: "haibian.ghost.2024-11-05.json", token, siteUrl: "https://old-ghost.example.com/" });
    expect(job.state).toBe("done");
    expect(job.report.source).toEqual({ kind: "ghost", site: "", title: "海边的字" });
    expect(job.report.counts).toEqual({ imported: 3, skipped: 2, failed: 0 });
    expect(byTitle(job, "About")).toMatchObject({ outcome: "skipped", reason: expect.stringContaining("a page, not a post") });
    expect(byTitle(job, "Only in the editor's format")).toMatchObject({ outcome: "skipped", reason: expect.stringContaining("no HTML") });
    expect(job.report.notes).toEqual(expect.arrayContaining([expect.stringContaining("internal tags (#…) were not made tags")]));
    expect(job.report.notesSaid).toEqual(expect.arrayContaining([{ id: "internalTags", values: { count: expect.any(Number) } }]));
    expect(byTitle(job, "Only in the editor's format").reasonSaid).toEqual({ id: "noHtml" });

    const kyoto = await article("kyoto-autumn");
    expect(kyoto).toMatchObject({
      title: "京都的秋天",
      status: "PUBLISHED",
      publishedAt: "2024-11-03T09:00:00.000Z",
      createTime: "2024-11-02T08:00:00.000Z",
      summary: "枫叶、寺院和一碗汤豆腐。",
      featured: true,
      cover: `${OLD}/2024/10/temple.jpg`,
    });
    expect(kyoto.tags.map((tag: any) => `${tag.name}/${tag.slug}`).sort()).toEqual(["Travel/travel", "日本/ri-ben"]);
    expect(kyoto.content).toContain("<p>十一月的京都，枫叶红得正好。我们从<strong>南禅寺</strong>走到哲学之道。</p>");
    // Without the old images, they stay on the old site, whose address was given for __GHOST_URL__.
    expect(kyoto.content).toContain(`<img src="${OLD}/2024/10/maple.jpg"`);
    expect(kyoto.content).toContain("<figcaption>南禅寺的红叶</figcaption>");
    expect(kyoto.content).not.toMatch(/script|tracker|__GHOST_URL__|kg-image/);

    expect(await article("packing-list")).toMatchObject({ status: "DRAFT", publishedAt: null, summary: "", tags: [] });
    expect(await article("winter-plans")).toMatchObject({ status: "SCHEDULED", publishedAt: "2099-12-01T00:00:00.000Z", summary: "Snow, onsen and a very slow train.", tags: [{ name: "Travel" }] });

    const again = await runImport(server.url, { file: GHOST, fileName: "again.json", token });
    expect(again.report.counts).toEqual({ imported: 0, skipped: 5, failed: 0 });
    expect(byTitle(again, "京都的秋天")).toMatchObject({ reason: "already imported", slug: "kyoto-autumn" });
  });

  it("brings Ghost's images over from a ZIP of content/images, resized copies included, when the posts are imported again after being deleted", async () => {
    const { id } = await article("kyoto-autumn");
    await server.gql(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id }, { token });
    const uploads = await zipBytes([
      { name: "images/2024/10/maple.jpg", data: await testImage(800, 600, "#b03020", "jpeg") },
      { name: "images/size/w600/2024/10/maple.jpg", data: await testImage(600, 450, "#b03020", "jpeg") },
      { name: "images/2024/10/temple.jpg", data: await testImage(500, 400, "#606060", "jpeg") },
    ]);
    const job = await runImport(server.url, { file: GHOST, fileName: "export.json", token, uploads });
    expect(job.report.counts).toEqual({ imported: 1, skipped: 4, failed: 0 });
    const kyoto = await article("kyoto-autumn");
    expect(kyoto.cover).toMatch(/^\/uploads\/[0-9a-f]{24}-500\.webp$/);
    const [, src, srcset] = /<img src="([^"]+)"[^>]* srcset="([^"]+)"/.exec(kyoto.content)!;
    expect(src).toMatch(/^\/uploads\/[0-9a-f]{24}-800\.webp$/);
    expect(srcset).toBe(`${src.replace("-800", "-480")} 480w, ${src} 800w`);
    expect((await fetch(`${server.url}${kyoto.cover}`)).status).toBe(200);
  });
});

describe("what is refused", () => {
  const refusal = async (file: string | Buffer, fileName: string) => {
    const answer = await startImport(server.url, { file: Buffer.from(file), fileName, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    return answer.body.error as string;
  };
  /** What the refusal says for the page to say it in its reader's language. */
  const said = async (file: string | Buffer, fileName: string) => {
    const { body } = await startImport(server.url, { file: Buffer.from(file), fileName, token });
    return { messageId: body.messageId, messageValues: body.messageValues };
  };

  it("a file that is neither export, malformed XML or JSON, and a damaged ZIP of uploads, each with a message that says so", async () => {
    expect(await refusal("title,body\nhello,world\n", "posts.csv")).toMatch(/neither a WordPress export .* nor a Ghost export/);
    expect(await refusal(fixture("wordpress-export.xml").subarray(0, 4000), "cut.xml")).toMatch(/not a WordPress export \(WXR\) we can read: the XML is malformed at line \d+/);
    expect(await refusal('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>', "feed.xml")).toMatch(/without WordPress's fields/);
    expect(await refusal('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaa">]><rss/>', "bomb.xml")).toMatch(/declares XML entities/);
    expect(await refusal('{"db": [{"meta": {}, "data": {"posts": [', "cut.json")).toMatch(/not a Ghost export we can read: the JSON is malformed/);
    expect(await refusal('{"name": "something else"}', "other.json")).toMatch(/no db\[0\]\.data\.posts/);
    expect(await refusal("", "empty.xml")).toBe("The file is empty.");
    const damaged = await startImport(server.url, { file: GHOST, fileName: "export.json", token, uploads: Buffer.from("PK\u0003\u0004 not really a zip") });
    expect(damaged.status).toBe(400);
    expect(damaged.body.error).toMatch(/^The uploads could not be read as a ZIP/);
    expect(damaged.body).toMatchObject({ messageId: "import.uploadsNotZip", messageValues: { detail: expect.any(String) } });
  });

  it("each with what it says as an id and values, a parser's own words a value of it", async () => {
    expect(await said("", "empty.xml")).toEqual({ messageId: "import.empty" });
    expect(await said("just some notes", "notes.txt")).toEqual({ messageId: "import.neither" });
    expect(await said('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaa">]><rss/>', "bomb.xml")).toEqual({ messageId: "import.wxr.entities" });
    expect(await said(fixture("wordpress-export.xml").subarray(0, 4000), "cut.xml")).toEqual({
      messageId: "import.wxr.malformed",
      messageValues: { line: expect.any(Number), detail: expect.any(String) },
    });
    expect(await said('<?xml version="1.0"?><feed/>', "atom.xml")).toEqual({ messageId: "import.wxr.noChannel" });
    expect(await said('<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title></channel></rss>', "feed.xml")).toEqual({ messageId: "import.wxr.notWordpress" });
    expect(await said("{", "cut.json")).toEqual({ messageId: "import.ghost.malformed", messageValues: { detail: expect.any(String) } });
    expect(await said("[]", "list.json")).toEqual({ messageId: "import.ghost.noPosts" });
  });

  it("a view-only user (403), and a job id nobody started (404)", async () => {
    expect((await startImport(server.url, { file: GHOST, fileName: "export.json", token: viewer })).status).toBe(403);
    const unknown = await fetch(`${server.url}/api/import/no-such-job`, { headers: { authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: expect.stringMatching(/^No import with this id/), messageId: "import.unknownJob" });
  });
});
