/** Why an upload did not give an image: the server refused it, the session ended, the network failed, or we cancelled. */
export type UploadFailure = "refused" | "session" | "network" | "cancelled";

/**
 * An upload that gave no image, with its message for people. A file of its own so that error-message.ts,
 * which every page loads, recognises it without loading the uploader (upload.ts).
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly reason: UploadFailure,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
