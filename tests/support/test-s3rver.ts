import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; only its constructor, run and close are used.
// @ts-expect-error untyped module
import S3rver from "s3rver";
import type { S3Options } from "~/server/storage/s3.server";

/** A real S3-compatible server on a free port with one empty bucket, for integration tests. */
export async function startS3rver(): Promise<{ options: S3Options; directory: string; close: () => Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "uploads" }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    directory,
    options: {
      bucket: "uploads",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
