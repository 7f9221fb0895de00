import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { isStoredName, type S3Settings, type UploadStorage } from "../kernel/upload-storage";

/** Objects are named by their content and never change: whoever holds a copy may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Uploads in an S3-compatible bucket, shared by every server process. */
export class S3Storage implements UploadStorage {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.description = `the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey ?? "" } : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    // An object appears whole or not at all: S3 has no half-written objects.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name), Body: data, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async get(name: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async size(name: string): Promise<number | undefined> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(this.settings.prefix.length);
        if (isStoredName(name)) names.push(name);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names.sort();
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
  }

  close(): void {
    this.client.destroy();
  }

  private keyOf(name: string): string {
    if (!isStoredName(name)) throw new Error(`Not a stored upload's name: ${JSON.stringify(name)}`);
    return `${this.settings.prefix}${name}`;
  }
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}
