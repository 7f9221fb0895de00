import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { readBackup } from "./read-backup";
import { runDailyBackup } from "./daily-backup";
import { LocalFolderStorage } from "../../uploads/local-storage";

let server: TestServer;
useTestServer((started) => ({ server } = started));

const day = (iso: string) => new Date(`${iso}T12:00:00`);
/** The test server's own upload storage (its data folder's uploads). */
const uploads = new LocalFolderStorage(fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-daily-uploads-")));

describe("the daily backup", () => {
  it("writes one archive a day, whole, under today's name, and keeps the last BACKUP_KEEP_DAYS days", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-daily-"));
    const backupDir = path.join(dataDir, "backups");
    const config = { dataDir, backupDir, backupKeepDays: 3 };
    fs.mkdirSync(backupDir);
    fs.writeFileSync(path.join(backupDir, "notes.txt"), "mine");

    const outcomes = [];
    for (const iso of ["2030-03-01", "2030-03-01", "2030-03-02", "2030-03-03", "2030-03-04", "2030-03-05"]) outcomes.push(await runDailyBackup(server.em(), config, uploads, day(iso)));
    expect(outcomes).toEqual(["written", "already there", "written", "written", "written", "written"]);
    // Three days kept, nothing half-written left, and a file that is not a daily backup untouched.
    expect(fs.readdirSync(backupDir).sort()).toEqual(["notes.txt", "quiet-notes-2030-03-03.zip", "quiet-notes-2030-03-04.zip", "quiet-notes-2030-03-05.zip"]);
    const archive = fs.readFileSync(path.join(backupDir, "quiet-notes-2030-03-05.zip"));
    expect((await readBackup(archive)).manifest.tables.articles.rows).toBeGreaterThan(0);
    expect(fs.statSync(path.join(backupDir, "quiet-notes-2030-03-05.zip")).mode & 0o777).toBe(0o600);
  });

  it("writes one file when several processes look at once, and nothing when turned off", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-daily-"));
    const config = { dataDir, backupDir: path.join(dataDir, "backups"), backupKeepDays: 7 };
    const outcomes = await Promise.all([1, 2, 3].map(() => runDailyBackup(server.em(), config, uploads, day("2030-04-01"))));
    expect(outcomes.filter((outcome) => outcome === "written")).toHaveLength(1);
    expect(fs.readdirSync(config.backupDir)).toEqual(["quiet-notes-2030-04-01.zip"]);
    expect(await runDailyBackup(server.em(), { ...config, backupKeepDays: 0 }, uploads, day("2030-04-02"))).toBe("off");
    expect(fs.readdirSync(config.backupDir)).toEqual(["quiet-notes-2030-04-01.zip"]);
  });
});
