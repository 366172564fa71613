import crypto from "node:crypto";
import fs from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { byteCap, toNodeReadable } from "./body.server";
import { assertValidKey, isValidKey, type Storage } from "./storage.server";

/**
 * Files under `root` (DATA_DIR/files by default). Each upload is written to a temporary
 * file and renamed into place only when complete, so readers never see a partial file.
 */
export function createLocalStorage(root: string): Storage {
  const tmpDir = path.join(root, ".tmp");
  const pathFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  return {
    kind: "local",

    async put(key, body, { maxBytes }) {
      const target = pathFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, crypto.randomUUID());
      const cap = byteCap(maxBytes);
      try {
        await pipeline(toNodeReadable(body), cap.transform, fs.createWriteStream(tmp, { flags: "wx", mode: 0o600 }));
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { size: cap.size() };
    },

    async get(key) {
      const file = pathFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const stream = fs.createReadStream(file);
        return { body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathFor(key), { force: true });
    },

    async *list(folder) {
      const dir = path.join(root, folder);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!isValidKey(key)) continue;
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
