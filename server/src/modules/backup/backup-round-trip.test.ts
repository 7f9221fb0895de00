import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fillBlog, publicAnswers, publicPaths } from "../../../test/backup-blog";
import { ADMIN, errorCode, startTestServer, type TestServer } from "../../../test/harness";
import { createServerDatabase } from "../../../test/test-database";
import { useTestServer } from "../../../test/use-test-server";
import { connectDatabase } from "../../db/database";
import { migrationsInFolder } from "../../db/migrations";
import { uploadsDirOf } from "../../kernel/data-folders";
import { federateArticles, unsentArticleChanges } from "../federation/federated-articles";
import { LocalFolderStorage } from "../../uploads/local-storage";

/** The upload folder of a data folder, as the server keeps it by default. */
const localUploads = (dataDir: string) => new LocalFolderStorage(uploadsDirOf(dataDir));
import { readBackup } from "./read-backup";
import { restoreBackup } from "./restore-backup";
import { readSnapshot, SNAPSHOT } from "./take-backup";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-backup-test-"));

let server: TestServer, token: string;
useTestServer((started) => ({ server, token } = started), { signIn: "graphql", env: { DATA_DIR: tempDir() } });

const SECOND = `mutation($challenge: String!, $code: String!) { loginWithSecondFactor(challenge: $challenge, code: $code) { token } }`;

/**
 * Fills `source`, downloads its backup over HTTP, restores it into a new, empty database of `kind` and a new
 * data folder, starts a server on it, and checks what visitors and users would notice.
 */
async function roundTrip(source: TestServer, sourceToken: string, kind: "embedded" | "postgresql") {
  const blog = await fillBlog(source, sourceToken);
  const paths = publicPaths(blog);
  // Each page counts a view once per visitor: count them now, so the pages stop changing before the backup.
  await publicAnswers(source.url, paths);
  await source.flushCounts();
  const before = await publicAnswers(source.url, paths);
  // The publishing sweep (every few seconds) notes each newly public article in a row: let it catch up first, so
  // it writes nothing between the rows read here and the backup.
  await vi.waitFor(async () => {
    await federateArticles(source.em(), { sendArticleChanges: async () => {} });
    expect(await unsentArticleChanges(source.em())).toEqual([]);
  }, { timeout: 10_000, interval: 100 });
  const rowsBefore = await source.em().transactional(readSnapshot, SNAPSHOT);

  const response = await fetch(`${source.url}/api/backup`, { headers: { authorization: `Bearer ${sourceToken}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="quiet-notes-\d{4}-\d{2}-\d{2}\.zip"$/);
  const archive = Buffer.from(await response.arrayBuffer());

  const dataDir = tempDir();
  const pg = kind === "postgresql" ? await createServerDatabase() : undefined;
  const target = await connectDatabase({ databaseUrl: pg?.url, dataDir, logSql: false });
  try {
    const summary = await restoreBackup(await readBackup(archive), { orm: target.orm, uploads: localUploads(dataDir), migrations: await migrationsInFolder() });
    expect(summary.uploads).toBeGreaterThan(0);
    // Every row, sequence and migration as it was: the audit log gained nothing from the restore's inserts.
    const rowsAfter = await target.orm.em.fork().transactional(readSnapshot, SNAPSHOT);
    expect(rowsAfter.migrations).toEqual(rowsBefore.migrations);
    expect(Object.fromEntries(rowsAfter.tables)).toEqual(Object.fromEntries(rowsBefore.tables));
    expect(rowsAfter.sequences).toEqual(rowsBefore.sequences);
  } finally {
    await target.close();
  }

  const restored = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? "" }, { keepData: true });
  try {
    expect(await publicAnswers(restored.url, paths)).toEqual(before);
    // The search index was rebuilt from the restored articles.
    const found = await restored.gql(`{ search(query: "吐司") { total } }`);
    expect(found.data.search.total).toBeGreaterThan(0);
    // Old passwords, over real HTTP; the second factor with one of its recovery codes.
    await restored.signIn(ADMIN.name, ADMIN.password);
    await restored.signIn(blog.editor.name, blog.editor.password);
    const captcha = await restored.gql(`{ captcha { id } }`);
    const first = await restored.gql(`mutation($n: String!, $p: String!, $c: String!, $id: String) { login(name: $n, password: $p, captcha: $c, captchaId: $id) { token } }`, {
      n: blog.twoFactor.name, p: blog.twoFactor.password, c: "test", id: captcha.data.captcha.id,
    });
    expect(errorCode(first)).toBe("SECOND_FACTOR_REQUIRED");
    const second = await restored.gql(SECOND, { challenge: first.errors![0].extensions!.challenge, code: blog.twoFactor.recoveryCodes[0] });
    expect(second.errors).toBeUndefined();
    expect(second.data.loginWithSecondFactor.token).toBeTruthy();
  } finally {
    await restored.close();
    await pg?.drop();
  }
}

describe("backup and restore", () => {
  // A second database, a restore and every page compared: 10 to 15 s alone, past 30 s beside other test files on two busy cores.
  it(`round-trips a blog on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "the embedded database"}: the same pages, feeds, sitemap, rows and sign-ins`, { timeout: 120_000 }, async () => {
    await roundTrip(server, token, process.env.TEST_DATABASE_URL ? "postgresql" : "embedded");
  });

  // Needs a PostgreSQL server: part of the suite's PostgreSQL run (TEST_DATABASE_URL, as CI runs it).
  if (process.env.TEST_DATABASE_URL) {
    // A second server on a new embedded database, then the whole round trip: past 30 s on a busy machine.
    it("moves a blog from the embedded database to PostgreSQL", { timeout: 120_000 }, async () => {
      const embedded = await startTestServer({ DATABASE_URL: "", DATA_DIR: tempDir() });
      try {
        await roundTrip(embedded, await embedded.signIn(), "postgresql");
      } finally {
        await embedded.close();
      }
    });
  }
});
