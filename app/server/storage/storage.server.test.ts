import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3rver } from "../../../tests/support/test-s3rver";
import { createLocalStorage } from "./local.server";
import { createS3Storage, type S3Options } from "./s3.server";
import { FileTooLargeError, newObjectKey, type Storage } from "./storage.server";

const text = (s: string) => new TextEncoder().encode(s);

/** A web stream that yields `total` bytes in `chunk`-sized pieces, like a request part arriving. */
function streamOf(total: number, chunk = 64 * 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(7));
    },
  });
}

async function readText(storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) return null;
  return new Response(object.body).text();
}

type Backend = {
  name: string;
  setup: () => Promise<{ storage: Storage; listKeys: () => Promise<string[]>; close: () => Promise<void> }>;
};

const backends: Backend[] = [
  {
    name: "local disk",
    setup: async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-"));
      const listKeys = async () =>
        (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
      return {
        storage: createLocalStorage(root),
        listKeys,
        close: () => fs.rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3-compatible (s3rver)",
    setup: async () => {
      const s3 = await startS3rver();
      const client = new S3Client({
        region: s3.options.region,
        endpoint: s3.options.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
      const listKeys = async () =>
        ((await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }))).Contents ?? []).map(
          (o) => o.Key!,
        );
      return { storage: createS3Storage(s3.options), listKeys, close: s3.close };
    },
  },
];

describe.each(backends)("storage: $name", ({ setup }) => {
  let env: Awaited<ReturnType<Backend["setup"]>>;
  beforeAll(async () => {
    env = await setup();
  });
  afterAll(() => env.close());

  it("stores, reads back and deletes an object under a generated key", async () => {
    const key = newObjectKey("attachments");
    expect(key).toMatch(/^attachments\/[0-9a-f-]{36}$/);
    const { size } = await env.storage.put(key, text("hello, explorers"), { maxBytes: 100, contentType: "text/plain" });
    expect(size).toBe(16);
    expect(await readText(env.storage, key)).toBe("hello, explorers");
    await env.storage.delete(key);
    expect(await env.storage.get(key)).toBeNull();
    await env.storage.delete(key); // deleting twice is fine
  });

  it("streams a multi-megabyte body from a web stream", async () => {
    const key = newObjectKey("attachments");
    const { size } = await env.storage.put(key, streamOf(6 * 1024 * 1024 + 3), { maxBytes: 10 * 1024 * 1024 });
    expect(size).toBe(6 * 1024 * 1024 + 3);
    const object = await env.storage.get(key);
    expect((await new Response(object!.body).arrayBuffer()).byteLength).toBe(6 * 1024 * 1024 + 3);
    await env.storage.delete(key);
  });

  it("refuses a body over the cap and leaves nothing behind, even past the first multipart part", async () => {
    const before = await env.listKeys();
    for (const total of [1025, 7 * 1024 * 1024]) {
      const key = newObjectKey("attachments");
      const cap = total === 1025 ? 1024 : 6 * 1024 * 1024;
      await expect(env.storage.put(key, streamOf(total, 256 * 1024), { maxBytes: cap })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await env.storage.get(key)).toBeNull();
    }
    expect(await env.listKeys()).toEqual(before);
  });

  it("leaves nothing behind when the incoming body fails half way", async () => {
    const before = await env.listKeys();
    const key = newObjectKey("attachments");
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 3) return controller.error(new Error("connection reset"));
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    await expect(env.storage.put(key, broken, { maxBytes: 10 * 1024 * 1024 })).rejects.toThrow("connection reset");
    expect(await env.storage.get(key)).toBeNull();
    expect(await env.listKeys()).toEqual(before);
  });

  it("only accepts keys it generates", async () => {
    for (const key of [
      "../etc/passwd",
      "avatars/../../x",
      "avatars/photo.png",
      "other/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
    ]) {
      await expect(env.storage.put(key, text("x"), { maxBytes: 10 })).rejects.toThrow("Invalid storage key.");
      await expect(env.storage.get(key)).rejects.toThrow("Invalid storage key.");
    }
  });

  it("answers null for a key that was never stored", async () => {
    expect(await env.storage.get(newObjectKey("avatars", "webp"))).toBeNull();
  });
});

describe("storage: S3 unreachable", () => {
  it("fails the upload with an error rather than hanging", async () => {
    const options: S3Options = {
      bucket: "uploads",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "x",
      secretAccessKey: "y",
    };
    const storage = createS3Storage(options);
    await expect(storage.put(newObjectKey("attachments"), text("hello"), { maxBytes: 100 })).rejects.toThrow();
  });
});
