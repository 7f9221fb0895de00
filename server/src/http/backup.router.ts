import { Router } from "express";
import { localDay } from "../kernel/local-day";
import type { ContextFactory } from "../kernel/request-context";
import { downloadBackup } from "../modules/backup/backup.service";
import { sendJsonFailure } from "./json-failure";

/**
 * GET /api/backup: the whole blog as a backup archive, for administrators (the session cookie or a Bearer
 * token). Never cached anywhere: it holds password hashes. A refusal answers its status with a JSON message;
 * a failure, a 500 without details.
 */
export function createBackupRouter(contextFor: ContextFactory): Router {
  return Router().get("/", async (req, res) => {
    try {
      const archive = await downloadBackup.run(await contextFor(req, res));
      res.set({ "content-type": "application/zip", "content-disposition": `attachment; filename="quiet-notes-${localDay()}.zip"`, "cache-control": "no-store" });
      res.send(archive);
    } catch (error) {
      sendJsonFailure(res, error, "The backup failed. Please try again.");
    }
  });
}
