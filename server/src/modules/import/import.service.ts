import crypto from "node:crypto";
import { notFound, tooManyRequests } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { ADMIN_EDIT } from "../../kernel/permissions";
import { optionalUrl } from "../../kernel/text-rules";
import type { StoreImage } from "./image-import";
import type { ImportJobJson } from "../../shared/import-report";
import { asReason, say } from "../../shared/import-words";
import { importExport, refusalSaid } from "./import-run";
import type { OldUploads } from "./old-uploads";
import { readExport } from "./read-export";

/** An import started from the back-office, which the page follows until it is done. */
export type ImportJob = Omit<ImportJobJson, "startedAt"> & { startedAt: Date };

/**
 * Jobs live in this process's memory: a job is followed by the page that started it for a minute or two, and
 * what it wrote is in the database either way. Behind a load balancer with several processes, the page's
 * polls must reach the process that runs the job (sticky sessions), or the job is "not found".
 */
const jobs = new Map<string, ImportJob>();
/** Finished jobs are kept this long for a page that comes back to its summary. */
const KEEP_FINISHED_MS = 60 * 60_000;

function forgetOldJobs(now = Date.now()): void {
  for (const [id, job] of jobs) if (job.state !== "running" && now - job.startedAt.getTime() > KEEP_FINISHED_MS) jobs.delete(id);
}

export interface StartImportInput {
  file: Buffer;
  /** Closed by the import when it ends, or at once when it does not start. */
  uploads?: OldUploads;
  /** The old Ghost site's address, which its export leaves out. */
  siteUrl?: string;
  dryRun: boolean;
  storeImage: StoreImage;
}

export const startImport = operation(
  ADMIN_EDIT,
  "Starts importing a WordPress (WXR) or Ghost (JSON) export: the file is read at once (and refused when it is neither), its posts written one by one in the background.",
  async (ctx, input: StartImportInput) => {
    forgetOldJobs();
    let source;
    try {
      // One at a time: two imports of one file at once would race for its posts and tags.
      if ([...jobs.values()].some((job) => job.state === "running")) throw tooManyRequests("An import is already running; wait for it to finish.", 10, { id: "import.running" });
      const siteUrl = optionalUrl(input.siteUrl, "siteUrl");
      source = readExport(input.file, { siteUrl });
    } catch (error) {
      input.uploads?.close();
      throw error;
    }
    const job: ImportJob = { id: crypto.randomUUID(), state: "running", dryRun: input.dryRun, done: 0, total: source.posts.length, startedAt: new Date() };
    jobs.set(job.id, job);
    const user = ctx.user!;
    // Not awaited: the request answers with the job, which the page then follows. The request's audit scope
    // carries on into these writes, so the log names who imported.
    void importExport(ctx.em, source, {
      user,
      dryRun: input.dryRun,
      uploads: input.uploads,
      storeImage: input.storeImage,
      onProgress: (done, total) => Object.assign(job, { done, total }),
    }).then(
      (report) => Object.assign(job, { state: "done", report }),
      (error: unknown) => {
        console.error("Import failed:", error);
        // A refusal (no column to import into) says why; anything else, only that it stopped.
        const why = error instanceof Error && "extensions" in error ? { reason: error.message, reasonSaid: refusalSaid(error) } : asReason(say("stopped"));
        Object.assign(job, { state: "failed", error: why.reason, errorSaid: why.reasonSaid });
      },
    ).finally(() => input.uploads?.close());
    return job;
  },
);

export const importProgress = operation(ADMIN_EDIT, "How far an import has come, and once done, its summary.", async (_ctx, { id }: { id: string }) => {
  const job = jobs.get(id);
  if (!job) throw notFound("No import with this id is known here (finished imports are kept for an hour).", { id: "import.unknownJob" });
  return job;
});

