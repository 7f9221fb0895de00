import type { Response } from "express";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Sends a ZIP as it is written, never cached. Once bytes are out the status cannot change: a failure then
 * cuts the download off (which a restore or an unzip refuses as truncated) and is logged; a visitor who
 * closes the tab is not a failure.
 */
export async function sendArchive(res: Response, archive: Readable, fileName: string): Promise<void> {
  res.set({ "content-type": "application/zip", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "no-store" });
  try {
    await pipeline(archive, res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("An archive download failed:", error);
  }
}
