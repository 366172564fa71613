import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { byteCap, toNodeReadable } from "./body.server";
import { assertValidKey, FileTooLargeError, isValidKey, type Storage } from "./storage.server";

export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO). Uploads stream through a byte cap into a
 * managed upload; when the cap trips or the body fails, the upload is aborted and no object exists.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted endpoints (MinIO and the like) address buckets by path, not by subdomain.
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  return {
    kind: "s3",

    async put(Key, body, { maxBytes, contentType }) {
      assertValidKey(Key);
      const cap = byteCap(maxBytes);
      const pass = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: pass, ContentType: contentType ?? "application/octet-stream" },
        queueSize: 1,
        leavePartsOnError: false,
      });
      const feeding = pipeline(toNodeReadable(body), cap.transform, pass);
      // A failed upload stops reading; end the feed too so neither side waits forever.
      const uploading = upload.done().catch((error: unknown) => {
        pass.destroy(error as Error);
        throw error;
      });
      const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
      if (fed.status === "rejected" && (fed.reason instanceof FileTooLargeError || uploaded.status === "fulfilled")) {
        // The upload may have completed from what was read before the failure; make sure nothing is left.
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw fed.reason;
      }
      if (uploaded.status === "rejected") throw uploaded.reason;
      return { size: cap.size() };
    },

    async get(Key) {
      assertValidKey(Key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!result.Body) return null;
        return {
          body: result.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: result.ContentLength ?? null,
        };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        )
          return null;
        throw error;
      }
    },

    async delete(Key) {
      assertValidKey(Key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async *list(folder) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key))
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
