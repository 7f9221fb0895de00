import { Router } from "express";
import { localDay } from "../kernel/local-day";
import type { ContextFactory } from "./http-context";
import { downloadBackup } from "../modules/backup/backup.service";
import { sendJsonFailure } from "./json-failure";
import { sendArchive } from "./send-archive";

/**
 * GET /api/backup: the whole blog as a backup archive, for administrators (the session cookie or a Bearer
 * token). Never cached anywhere: it holds password hashes. A refusal answers its status with a JSON message;
 * a failure before the archive starts, a 500 without details.
 */
export function createBackupRouter(contextFor: ContextFactory): Router {
  return Router().get("/", async (req, res) => {
    let archive;
    try {
      archive = await downloadBackup.run(await contextFor(req, res));
    } catch (error) {
      return sendJsonFailure(res, error, "The backup failed. Please try again.");
    }
    await sendArchive(res, archive, `quiet-notes-${localDay()}.zip`);
  });
}
