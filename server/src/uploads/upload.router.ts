import express, { Router, type ErrorRequestHandler, type Express, type Request, type Response } from "express";
import multer from "multer";
import { Need, assertAllowed } from "../kernel/permissions";
import type { ContextFactory } from "../http/http-context";
import { Refusal, sendFailure, sendSuccess } from "../legacy/envelope";
import { isFromAnotherSite } from "../http/same-site";
import { contentTypeOf, isStoredName, type UploadStorage } from "../kernel/upload-storage";
import { storeImage } from "./image-store";
import { LocalFolderStorage } from "./local-storage";

/** The console shows "50M" as the upload size; this is that limit. */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 6 },
}).single("file");

/** How much of a refused upload's remainder is read (and thrown away) before answering, at most. */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;
const DRAIN_LIMIT_MS = 2_000;

/**
 * Answering while the client is still sending makes the connection close with data unread, and the kernel then
 * resets it: the client may lose the answer and see only a reset. Reading a bounded remainder first lets an
 * upload just over the limit get its 413; a far larger one is cut off after the bound, as before.
 */
function afterRemainder(req: Request, answer: () => void): void {
  let left = DRAIN_LIMIT_BYTES;
  let answered = false;
  const finish = () => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    answer();
  };
  const timer = setTimeout(finish, DRAIN_LIMIT_MS);
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) finish();
  });
  req.once("end", finish);
  req.once("error", finish);
  if (req.readableEnded) finish();
  req.resume();
}

/** multer's errors in the legacy envelope, with the contract's HTTP statuses. */
const uploadErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") {
      res.setHeader("Connection", "close");
      return afterRemainder(req, () => sendFailure(res, new Refusal("The file is larger than 50M.", 413)));
    }
    return sendFailure(res, new Refusal('Send one image in the form field "file".', 400));
  }
  sendFailure(res, new Refusal("The upload could not be read; send it as multipart/form-data.", 400));
};

/**
 * POST /api/upload (multipart, field `file`): signed-in users with edit rights; answers the legacy envelope
 * with data.url. Permission is checked before the body is read, so strangers cannot make us buffer 50M.
 */
export function createUploadRouter(contextFor: ContextFactory, storage: UploadStorage): Router {
  const guard = async (req: Request, res: Response, next: () => void) => {
    try {
      if (isFromAnotherSite(req)) throw new Refusal("Refused: this request was sent from another site.");
      assertAllowed((await contextFor(req, res)).user, [Need.EDIT]);
      if (!req.is("multipart/form-data")) throw new Refusal("The upload could not be read; send it as multipart/form-data.", 400);
      next();
    } catch (error) {
      sendFailure(res, error);
    }
  };
  const store = async (req: Request, res: Response) => {
    try {
      if (!req.file) throw new Refusal('Send one image in the form field "file".', 400);
      sendSuccess(res, await storeImage(req.file.buffer, storage), "uploaded");
    } catch (error) {
      sendFailure(res, error);
    }
  };
  return Router().post("/", guard, receive, store).use(uploadErrors);
}

/**
 * GET /uploads/<name>, whatever the storage. Stored images have content-derived names, so they never change
 * and can be cached for a year, by browsers and shared caches alike. A folder is served by express.static
 * (ranges, ETags); a bucket's objects are read through the server, so that image URLs stay the same when the
 * storage changes and the bucket needs no public access.
 */
export function mountUploads(app: Express, storage: UploadStorage): void {
  if (storage instanceof LocalFolderStorage) {
    app.use("/uploads", express.static(storage.dir, { immutable: true, maxAge: "365d", index: false, fallthrough: false, dotfiles: "deny" }));
    return;
  }
  app.get("/uploads/:name", async (req, res) => {
    const name = req.params.name as string;
    const data = isStoredName(name) ? await storage.get(name).catch((error: unknown) => {
      console.error(`Reading ${name} from ${storage.description} failed:`, error);
      return null;
    }) : undefined;
    if (data === null) return res.status(503).type("text/plain").send("The image could not be read from storage; try again shortly.");
    if (!data) return res.status(404).type("text/plain").send("No such image.");
    res.set({ "cache-control": IMMUTABLE_FOR_A_YEAR, "content-type": contentTypeOf(name) });
    // res.send adds the ETag and answers a matching If-None-Match with 304.
    res.send(data);
  });
}

const IMMUTABLE_FOR_A_YEAR = "public, max-age=31536000, immutable";
