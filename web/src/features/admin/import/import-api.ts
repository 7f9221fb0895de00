import type { ImportItemResult, ImportJobJson } from "@shared/import-report";
import { expireSession } from "../../../lib/session";
import type { AdminMessageId } from "../../../i18n/admin";
import { inReadersLanguage } from "../../../i18n/server-message";

/** An import job and its report, as GET /api/import/{id} answers them (declared once, beside the server). */
export type ImportJob = ImportJobJson;
export type ImportItem = ImportItemResult;

export interface ImportRequest {
  file: File;
  uploads?: File;
  siteUrl: string;
  dryRun: boolean;
}

/** A refusal: the server's message, or one of the page's own (a message id, said in the page's language). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly own?: AdminMessageId,
  ) {
    super(message);
  }
}

const offline = () => new ImportRefused("Could not reach the server. Check your connection and try again.", "admin.upload.offline");

/** A refusal as /api/import answers it: the server's English words, and what they say when it says so (json-failure.ts). */
interface RefusalJson {
  error?: string;
  messageId?: string;
  messageValues?: Record<string, unknown>;
}

/**
 * The server's message from a JSON answer `{error}`, in the reader's language when it says what it means as
 * GraphQL's refusals do; a 401 ends the session as GraphQL's UNAUTHENTICATED does.
 */
export function refusal(status: number, text: string): ImportRefused {
  if (status === 401) expireSession();
  try {
    const { error, messageId, messageValues } = JSON.parse(text) as RefusalJson;
    if (error) return new ImportRefused(inReadersLanguage({ message: error, extensions: { messageId, messageValues } }).message);
  } catch {
    // not JSON: a proxy's page, say
  }
  return status === 413
    ? new ImportRefused("A file is larger than 200M.", "admin.import.tooLarge")
    : new ImportRefused("The import could not start. Please try again.", "admin.import.couldNotStart");
}

/**
 * Sends the files and starts the import; resolves with the job. XMLHttpRequest rather than fetch: only it
 * reports how much of a large export or ZIP has been sent.
 */
export function startImport(request: ImportRequest, onSent: (fraction: number) => void): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/import");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => (xhr.status === 202 ? resolve(JSON.parse(xhr.responseText) as ImportJob) : reject(refusal(xhr.status, xhr.responseText))));
    xhr.addEventListener("error", () => reject(offline()));
    const body = new FormData();
    body.append("file", request.file, request.file.name);
    if (request.uploads) body.append("uploads", request.uploads, request.uploads.name);
    if (request.siteUrl.trim()) body.append("siteUrl", request.siteUrl.trim());
    if (request.dryRun) body.append("dryRun", "true");
    xhr.send(body);
  });
}

/** How far the job has come. */
export async function importProgress(id: string): Promise<ImportJob> {
  let response: Response;
  try {
    response = await fetch(`/api/import/${encodeURIComponent(id)}`, { cache: "no-store" });
  } catch {
    throw offline();
  }
  if (!response.ok) throw refusal(response.status, await response.text());
  return (await response.json()) as ImportJob;
}
