import type { Config } from "../config";
import type { UploadStorage } from "../kernel/upload-storage";
import { LocalFolderStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import { uploadsDirOf } from "../kernel/data-folders";

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function uploadStorageOf(config: Pick<Config, "dataDir" | "s3">): UploadStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalFolderStorage(uploadsDirOf(config.dataDir));
}
