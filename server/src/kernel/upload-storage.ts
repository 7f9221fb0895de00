/**
 * Where uploaded images are kept: a local folder (the default) or S3-compatible object storage shared by
 * every server process (uploads/s3-storage.ts). Names are flat and content-derived (image-store.ts), so an
 * object is written once and never changes; its URL, /uploads/<name>, is the same whatever the storage.
 */
export interface UploadStorage {
  /** For messages and the docs: "the folder /srv/blog/data/uploads", "the S3 bucket blog-images". */
  readonly description: string;
  /** Stores the bytes under `name`; a reader never sees part of them. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(name: string): Promise<Buffer | undefined>;
  /** The stored size in bytes, or undefined when there is no such object. */
  size(name: string): Promise<number | undefined>;
  /** Every stored name, sorted. */
  list(): Promise<string[]>;
  /** Removes an object, if there is one: only a failed restore takes back what it wrote. */
  remove(name: string): Promise<void>;
}

/** An S3-compatible bucket for the uploads (the S3_* settings, config.ts). */
export interface S3Settings {
  bucket: string;
  /** For S3-compatible storage other than AWS (MinIO, Ceph, R2, a test server); AWS's own when undefined. */
  endpoint?: string;
  region: string;
  /** Both or neither; with neither, the SDK's own chain (environment, instance role) finds credentials. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Put before every name, so one bucket can hold other things too. */
  prefix: string;
  /** Bucket in the path (host/bucket/key) rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Widths of an uploaded image's re-encoded copies (<hash>-<width>.webp): list thumbnails and phones, article bodies, covers and wide screens. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** A name the storage accepts: letters, digits, dot, dash and underscore, never a path. */
export function isStoredName(name: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes("..");
}

/** The Content-Type an uploaded object is served with, from its name. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  // The registered type, which express.static sends too, so a folder and a bucket answer alike.
  ico: "image/vnd.microsoft.icon",
};
