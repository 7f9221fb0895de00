import { Router, type Request, type Response } from "express";
import type { ContextFactory } from "./http-context";
import { exportJson, exportMarkdown } from "../modules/export/export.service";
import { sendJsonFailure } from "./json-failure";
import { sendArchive } from "./send-archive";

/** Today's date in the file name, so two exports on different days do not overwrite each other. */
const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * GET /api/export/markdown.zip and /api/export/blog.json, downloads for administrators (the session cookie
 * or a Bearer token). A refusal answers its status with a JSON message; a failure, a 500 without details.
 */
export function createExportRouter(contextFor: ContextFactory): Router {
  const send = (run: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await run(req, res);
    } catch (error) {
      sendJsonFailure(res, error, "The export failed. Please try again.");
    }
  };
  return Router()
    .get(
      "/markdown.zip",
      send(async (req, res) => {
        const archive = await exportMarkdown.run(await contextFor(req, res));
        await sendArchive(res, archive, `quiet-notes-markdown-${stamp()}.zip`);
      }),
    )
    .get(
      "/blog.json",
      send(async (req, res) => {
        const everything = await exportJson.run(await contextFor(req, res));
        res.set({ "content-disposition": `attachment; filename="quiet-notes-${stamp()}.json"`, "cache-control": "no-store" });
        res.type("application/json").send(JSON.stringify(everything, null, 2));
      }),
    );
}
