import path from "node:path";
import { env } from "../env.server";
import { createLocalStorage } from "./local.server";
import { createS3Storage } from "./s3.server";
import type { Storage } from "./storage.server";

export {
  avatarObjectKey,
  FileTooLargeError,
  folders,
  isValidKey,
  newAvatarKey,
  newObjectKey,
  type Storage,
} from "./storage.server";

let instance: Storage | undefined;

/** The configured storage: S3-compatible when S3_BUCKET is set, else local disk under DATA_DIR. */
export function storage(): Storage {
  if (instance) return instance;
  const e = env();
  instance = e.S3_BUCKET
    ? createS3Storage({
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      })
    : createLocalStorage(path.join(e.DATA_DIR, "files"));
  return instance;
}
