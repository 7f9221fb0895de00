import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../server-process";

// Always on the embedded database, whatever TEST_DATABASE_URL says: it is the one whose files the server
// process itself writes, so the one a kill could damage. (A killed client of PostgreSQL cannot.)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-sigkill-"));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const WRITERS = 4;
/** Acknowledged writes and views to wait for before the kill, however slow the machine is today (within WRITING_LIMIT_MS). */
const ENOUGH_WRITES = 30;
const ENOUGH_VIEWS = 10;
const WRITING_LIMIT_MS = 60_000;
/**
 * Views are counted in memory and written within about a second (COUNT_FLUSH.everyMs, plus the write): every
 * acknowledged view must be in the database this long after it, and then survive the kill.
 */
const VIEWS_WRITTEN_WITHIN_MS = 2_000;

describe("a server killed with SIGKILL in the middle of writes", () => {
  it("loses no acknowledged write and leaves a database that opens and checks out", async () => {
    // Behind a trusted proxy: each view comes from a visitor of its own, so that every view counts.
    const first = await startServerProcess(dataDir, { env: { TRUST_PROXY: "true" } });
    running.push(first);
    const token = await first.signIn();
    const columnId = (await first.gql(`{ columns { id kind } }`)).data.columns.find((c: { kind: string }) => c.kind === "ARTICLES").id;
    const viewedId = (await first.gql(`{ articles(limit: 1) { items { id } } }`)).data.articles.items[0].id;

    const acknowledged: string[] = [];
    let viewsAcknowledged = 0;
    let viewsInFlight = 0;
    let writing = true;
    let viewing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const title = `Before the kill ${n}-${i}`;
        try {
          const saved = await first.gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { title } }`, { input: { columnId, title } }, { token });
          if (saved.data?.createArticle.title === title) acknowledged.push(title);
          if (!viewing) continue;
          const reader = { headers: { "x-forwarded-for": `10.${n}.${i >> 8}.${i & 255}` } };
          viewsInFlight++;
          const viewed = await first.gql(`mutation($id: Int!) { recordArticleView(id: $id) { hits } }`, { id: viewedId }, reader).finally(() => viewsInFlight--);
          if (viewed.data) viewsAcknowledged++;
        } catch {
          return; // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const hitsBefore = (await first.gql(`query($id: Int!) { article(id: $id) { hits } }`, { id: viewedId }, { token })).data.article.hits;
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    const wait = (timeout: number) => ({ timeout, interval: 20 });
    await expect.poll(() => acknowledged.length >= ENOUGH_WRITES && viewsAcknowledged > ENOUGH_VIEWS, wait(WRITING_LIMIT_MS)).toBe(true);
    // The views stop (those in flight are acknowledged within moments); the article writes go on until the kill.
    viewing = false;
    await expect.poll(() => viewsInFlight, wait(10_000)).toBe(0);
    // Every acknowledged view reaches the database's files within the bound: read there through the server's own
    // socket (a second connection to its embedded database) until they are all in, rather than slept on.
    const socket = new pg.Client({ connectionString: fs.readFileSync(path.join(dataDir, "server.socket"), "utf8").trim() });
    await socket.connect();
    try {
      const stored = async () => (await socket.query<{ hits: number }>("select hits from articles where id = $1", [viewedId])).rows[0].hits;
      await expect.poll(stored, wait(VIEWS_WRITTEN_WITHIN_MS)).toBeGreaterThanOrEqual(hitsBefore + viewsAcknowledged);
    } finally {
      await socket.end();
    }
    first.child.kill("SIGKILL");
    await first.exited;
    writing = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    // The lock file still names the dead process; the new one takes it over.
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(first.child.pid));
    const second = await startServerProcess(dataDir);
    running.push(second);
    const again = await second.signIn();
    const titles = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const page = (await second.gql(`query($offset: Int!) { articles(offset: $offset, limit: 100, includeHidden: true) { total items { title } } }`, { offset }, { token: again })).data.articles;
      for (const item of page.items) titles.add(item.title);
      if (offset + 100 >= page.total) break;
    }
    expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
    const hits = (await second.gql(`query($id: Int!) { article(id: $id) { hits } }`, { id: viewedId }, { token: again })).data.article.hits;
    expect(viewsAcknowledged).toBeGreaterThan(ENOUGH_VIEWS);
    expect(hits).toBeGreaterThanOrEqual(hitsBefore + viewsAcknowledged);
    const written = await second.gql(`mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, { input: { columnId, title: "After the restart" } }, { token: again });
    expect(written.errors).toBeUndefined();

    // Stopped properly this time, the files are read directly: every table can be scanned, and the
    // indexes agree with the tables they index.
    second.child.kill("SIGTERM");
    await second.exited;
    const db = await PGlite.create({ dataDir });
    try {
      const tables = await db.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
      for (const { name } of tables.rows) await db.query(`select count(*) from "${name}"`);
      const shown = "select count(*)::int as n from articles where is_show";
      await db.exec("set enable_indexscan = off; set enable_bitmapscan = off; set enable_indexonlyscan = off");
      const bySeqScan = await db.query<{ n: number }>(shown);
      await db.exec("reset all; set enable_seqscan = off");
      const byIndex = await db.query<{ n: number }>(shown);
      expect(byIndex.rows[0].n).toBe(bySeqScan.rows[0].n);
      expect((await db.query<{ n: number }>("select count(*)::int as n from articles where title like 'Before the kill %'")).rows[0].n).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await db.close();
    }
  }, 180_000);
});
