import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config";
import type { UploadStorage } from "../../kernel/upload-storage";
import { lastDays, localDay } from "../../kernel/local-day";
import { sqlIn } from "./backup-sql";
import { packBackup, readSnapshot, SNAPSHOT } from "./take-backup";

/** How often each server process looks whether today's backup is written: a look is one stat of a file. */
export const DAILY_BACKUP_CHECK_MS = 60 * 60 * 1000;

/** One advisory lock key for "writing the daily backup", the same in every server process sharing a database. */
const LOCK_KEY = 0x71_6e_62_6b; // "qnbk"

const DAILY_NAME = /^quiet-notes-(\d{4}-\d{2}-\d{2})\.zip$/;
export const dailyBackupName = (day: string) => `quiet-notes-${day}.zip`;

export type DailyOutcome = "off" | "written" | "already there" | "another process is writing it";

/**
 * Writes today's backup (the server's local day) as <backupDir>/quiet-notes-YYYY-MM-DD.zip unless it is there,
 * then removes the daily backups older than the last `backupKeepDays` days. Several processes on one database
 * write one file a day: the first takes a PostgreSQL advisory lock for the rest of its snapshot's transaction,
 * the others skip, and the file is looked for again under the lock. Written to a temporary name and renamed,
 * so the folder never holds half an archive under a backup's name.
 */
export async function runDailyBackup(em: EntityManager, config: Pick<Config, "backupDir" | "backupKeepDays">, uploads: UploadStorage, now = new Date()): Promise<DailyOutcome> {
  if (config.backupKeepDays === 0) return "off";
  const target = path.join(config.backupDir, dailyBackupName(localDay(now)));
  let outcome: DailyOutcome = "already there";
  if (!fs.existsSync(target)) {
    outcome = await em.transactional(async (tx) => {
      const [{ locked }] = await sqlIn(tx)<{ locked: boolean }>(`select pg_try_advisory_xact_lock(?) as locked`, [LOCK_KEY]);
      if (!locked) return "another process is writing it";
      if (fs.existsSync(target)) return "already there";
      const { archive } = await packBackup(await readSnapshot(tx), uploads, now);
      fs.mkdirSync(config.backupDir, { recursive: true });
      const temp = path.join(config.backupDir, `.${path.basename(target)}.${process.pid}.tmp`);
      try {
        await pipeline(archive, fs.createWriteStream(temp, { mode: 0o600 }));
        fs.renameSync(temp, target);
      } finally {
        fs.rmSync(temp, { force: true });
      }
      return "written";
    }, SNAPSHOT);
  }
  removeOldBackups(config.backupDir, config.backupKeepDays, now);
  return outcome;
}

/** Daily backups older than the last `keepDays` days (today's included) go; any other file in the folder stays. */
function removeOldBackups(backupDir: string, keepDays: number, now: Date): void {
  if (!fs.existsSync(backupDir)) return;
  const oldestKept = lastDays(keepDays, now)[0];
  for (const name of fs.readdirSync(backupDir)) {
    const day = DAILY_NAME.exec(name)?.[1];
    if (day && day < oldestKept) fs.rmSync(path.join(backupDir, name), { force: true });
  }
}
