import { Router, type NextFunction, type Request, type Response } from "express";
import fs from "node:fs/promises";
import os from "node:os";
import multer from "multer";
import { assertAccess } from "../kernel/permissions";
import type { ContextFactory } from "./http-context";
import { isFromAnotherSite } from "../http/same-site";
import { uploadsFromZip, type OldUploads } from "../modules/import/old-uploads";
import { importProgress, startImport, type ImportJob } from "../modules/import/import.service";
import type { ImportJobJson } from "../shared/import-report";
import { storeImage } from "../uploads/image-store";
import { sendJsonFailure } from "./json-failure";

/** An export file or a ZIP of uploads may be this large. */
export const IMPORT_LIMIT_BYTES = 200 * 1024 * 1024;

/**
 * Both files go to temporary files as they arrive: the export is read whole (and removed) when the import
 * starts; the uploads ZIP is read one image at a time while the import runs, and removed when it ends.
 */
const receive = multer({
  dest: os.tmpdir(),
  limits: { fileSize: IMPORT_LIMIT_BYTES, files: 2, fields: 4 },
}).fields([
  { name: "file", maxCount: 1 },
  { name: "uploads", maxCount: 1 },
]);

function fail(res: Response, error: unknown): void {
  if (error instanceof multer.MulterError) {
    const tooLarge = error.code === "LIMIT_FILE_SIZE";
    res
      .status(tooLarge ? 413 : 400)
      .json(
        tooLarge
          ? { error: "A file is larger than 200M.", messageId: "import.tooLarge" }
          : { error: 'Send the export in the form field "file" and, optionally, a ZIP of uploads in "uploads".', messageId: "import.formFields" },
      );
    return;
  }
  sendJsonFailure(res, error, "The import could not start. Please try again.");
}

/** What the page reads of a job: everything but the dates' objects, as JSON. */
const asJson = (job: ImportJob): ImportJobJson => ({ ...job, startedAt: job.startedAt.toISOString() });

/**
 * POST /api/import (multipart: `file`, the WordPress or Ghost export; optional `uploads`, a ZIP of the old
 * site's images; `dryRun` "true"; `siteUrl`, the old Ghost site's address) starts an import and answers 202
 * with the job; GET /api/import/{id} answers how far it has come, and its summary once done. Administrators
 * with edit rights only, checked before the body is read.
 */
export function createImportRouter(contextFor: ContextFactory): Router {
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (isFromAnotherSite(req)) return void res.status(403).json({ error: "Refused: this request was sent from another site." });
      assertAccess((await contextFor(req, res)).user, startImport.needs);
      if (!req.is("multipart/form-data")) return void res.status(400).json({ error: "Send the files as multipart/form-data." });
      next();
    } catch (error) {
      fail(res, error);
    }
  };
  return Router()
    .post("/", guard, (req, res, next) => receive(req, res, (error: unknown) => (error ? fail(res, error) : next())), async (req, res) => {
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const file = files.file?.[0];
      const zip = files.uploads?.[0];
      let uploads: OldUploads | undefined;
      let closed = false;
      // Once, whoever gets there first: the import when it ends (or does not start), or a failure here.
      const closeUploads = () => {
        if (closed) return;
        closed = true;
        uploads?.close();
        if (zip) void fs.rm(zip.path, { force: true });
      };
      try {
        const exported = file && (await fs.readFile(file.path).finally(() => fs.rm(file.path, { force: true })));
        if (!exported) {
          closeUploads();
          return void res.status(400).json({ error: 'Send the export in the form field "file".', messageId: "import.noFile" });
        }
        const body = (req.body ?? {}) as Record<string, string | undefined>;
        const ctx = await contextFor(req, res);
        uploads = zip ? await uploadsFromZip(zip.path) : undefined;
        const job = await startImport.run(ctx, {
          file: exported,
          uploads: uploads && { ...uploads, close: closeUploads },
          siteUrl: body.siteUrl || undefined,
          dryRun: body.dryRun === "true",
          storeImage: (bytes) => storeImage(bytes, ctx.uploads),
        });
        res.status(202).set("cache-control", "no-store").json(asJson(job));
      } catch (error) {
        closeUploads();
        fail(res, error);
      }
    })
    .get("/:id", async (req, res) => {
      try {
        const job = await importProgress.run(await contextFor(req, res), { id: String(req.params.id) });
        res.set("cache-control", "no-store").json(asJson(job));
      } catch (error) {
        fail(res, error);
      }
    });
}
