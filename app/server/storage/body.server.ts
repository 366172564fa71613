import { Readable, Transform } from "node:stream";
import { FileTooLargeError, type StorageBody } from "./storage.server";

/** Any storage body as a Node stream. */
export function toNodeReadable(body: StorageBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (isWebStream(body)) return Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
  return Readable.from(body);
}

const isWebStream = (body: StorageBody): body is ReadableStream<Uint8Array> =>
  typeof (body as ReadableStream<Uint8Array>).getReader === "function";

/** Passes bytes through and fails the pipeline once more than `maxBytes` have gone by. */
export function byteCap(maxBytes: number) {
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { transform, size: () => size };
}

/** Reads a whole stream into memory, failing with FileTooLargeError past `maxBytes`. */
export async function readAll(stream: ReadableStream<Uint8Array>, maxBytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FileTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
}
