import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { Article } from "../modules/article/article.entity";
import { User } from "../modules/user/user.entity";
import { openDatabase } from "./database";
import { startEmbeddedPostgres } from "./embedded";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-db-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Always the embedded database: this is about PGlite's files surviving a restart.
const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: "first-password-1", DATABASE_URL: "" });

describe("embedded database", () => {
  it("keeps data across a restart and seeds only an empty database", async () => {
    const printed: string[] = [];
    const first = await openDatabase(config, { announce: (m) => printed.push(m) });
    const em = first.orm.em.fork();
    const article = await em.findOneOrFail(Article, { id: 1 });
    article.title = "Survives a restart";
    await em.flush();
    const articles = await em.count(Article);
    await first.close();
    expect(printed).toEqual([]);

    const second = await openDatabase({ ...config, adminPassword: undefined });
    const em2 = second.orm.em.fork();
    expect((await em2.findOneOrFail(Article, { id: 1 })).title).toBe("Survives a restart");
    expect(await em2.count(Article)).toBe(articles);
    expect(await em2.count(User)).toBe(1);
    await second.close();
  });

  it("refuses a second process on the same data folder", async () => {
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/Another server process .* is using the embedded database/);
    fs.rmSync(path.join(dataDir, "server.lock"));
  });

  it("prints a generated administrator password once when none is configured", async () => {
    const printed: string[] = [];
    const fresh = await openDatabase({ ...config, adminPassword: undefined }, { inMemory: true, announce: (m) => printed.push(m) });
    await fresh.close();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/password: \S{12,}/);
  });
});

describe("the embedded database's socket", () => {
  it("is a Unix socket in a folder only the server's user may enter, with no TCP port, gone after a stop", async () => {
    const embedded = await startEmbeddedPostgres();
    try {
      const folder = fs.statSync(embedded.socketDir);
      expect(folder.mode & 0o777).toBe(0o700);
      expect(folder.uid).toBe(process.getuid!());
      expect(fs.statSync(path.join(embedded.socketDir, ".s.PGSQL.5432")).isSocket()).toBe(true);
      const url = new URL(embedded.url);
      expect(decodeURIComponent(url.hostname)).toBe(embedded.socketDir);

      // The ordinary driver reaches it through the URL.
      const { Client } = await import("pg");
      const client = new Client({ connectionString: embedded.url });
      await client.connect();
      expect((await client.query("select 1 + 1 as two")).rows[0].two).toBe(2);
      await client.end();
    } finally {
      await embedded.stop();
    }
    expect(fs.existsSync(embedded.socketDir)).toBe(false);
  });
});
