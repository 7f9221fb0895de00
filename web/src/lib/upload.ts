import { expireSession } from "./session";

/** What POST /api/upload answers in `data`: the largest WebP copy for `src`, every width for `srcset`. */
export interface UploadedImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
  originalBytes: number;
  variants: { width: number; url: string; bytes: number }[];
}

/** The server's limit (the console's "50M"); checked here too, so a huge file is refused before it is sent. */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

/** The types the server accepts; it decides by the file's bytes, this only narrows the file picker. */
export const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

const ENDPOINT = "/api/upload";
const TOO_LARGE = "The file is larger than 50M.";
const OFFLINE = "Could not reach the server. Check your connection and try again.";
const FALLBACK = "The upload failed. Please try again.";

/** The messages this module makes itself (the others are the server's), so a caller can say them in its language. */
export const OWN_UPLOAD_MESSAGES = { tooLarge: TOO_LARGE, offline: OFFLINE, failed: FALLBACK } as const;

import { UploadError } from "./upload-error";

/**
 * Failures the user needs no toast for: an ended session already sent them to the login page with its own
 * message, and a cancelled upload was their own doing.
 */
export function isSilentUploadFailure(error: unknown): boolean {
  return error instanceof UploadError && (error.reason === "session" || error.reason === "cancelled");
}

interface UploadOptions {
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** The legacy envelope the endpoint answers: status 1 success, 2 session invalid, 0 refused with msg. */
interface Envelope {
  status?: number;
  msg?: string;
  data?: UploadedImage | null;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one image to the upload endpoint and resolves with the stored copies, or rejects with an UploadError
 * carrying the server's message. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (file.size > UPLOAD_LIMIT_BYTES) return reject(new UploadError(TOO_LARGE, "refused"));
    if (signal?.aborted) return reject(new UploadError("The upload was cancelled.", "cancelled"));

    const request = new XMLHttpRequest();
    request.open("POST", ENDPOINT);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = parseEnvelope(request.responseText);
      if (answer?.status === 1 && answer.data) return resolve(answer.data);
      if (answer?.status === 2) {
        // The same path as an UNAUTHENTICATED GraphQL answer: the admin shell toasts and goes to /logup.
        expireSession();
        return reject(new UploadError(answer.msg || "Please sign in again.", "session"));
      }
      reject(new UploadError(answer?.msg || FALLBACK, "refused"));
    });
    request.addEventListener("error", () => reject(new UploadError(OFFLINE, "network")));
    request.addEventListener("abort", () => reject(new UploadError("The upload was cancelled.", "cancelled")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });

    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}
