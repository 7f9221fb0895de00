import type { S3Client } from "@aws-sdk/client-s3";
import { isStoredName, type S3Settings, type UploadStorage } from "../kernel/upload-storage";

type Sdk = typeof import("@aws-sdk/client-s3");
let loadingSdk: Promise<Sdk> | undefined;
/** The SDK is loaded when a bucket is first used: it holds about 30 MB, which a server on a local folder never needs. */
const sdk = () => (loadingSdk ??= import("@aws-sdk/client-s3"));

/** Objects are named by their content and never change: whoever holds a copy may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Uploads in an S3-compatible bucket, shared by every server process. */
export class S3Storage implements UploadStorage {
  readonly description: string;
  private connecting?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.description = `the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`;
  }

  /** The SDK and a client for the bucket, made on first use. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { settings } = this;
    return (this.connecting ??= sdk().then((loaded) => ({
      sdk: loaded,
      client: new loaded.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey ?? "" } : undefined,
        // Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    // An object appears whole or not at all: S3 has no half-written objects.
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name), Body: data, ContentType: contentType, CacheControl: IMMUTABLE }));
  }

  async get(name: string): Promise<Buffer | undefined> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async size(name: string): Promise<number | undefined> {
    const { sdk, client } = await this.connect();
    try {
      return (await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(): Promise<string[]> {
    const { sdk, client } = await this.connect();
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(this.settings.prefix.length);
        if (isStoredName(name)) names.push(name);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names.sort();
  }

  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }));
  }

  close(): void {
    void this.connecting?.then(({ client }) => client.destroy());
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
