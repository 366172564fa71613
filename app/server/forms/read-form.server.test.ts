import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAll } from "../storage/body.server";
import { FileTooLargeError } from "../storage/storage.server";
import { BodyTooLargeError, type FileSpec, MalformedFormError, readForm, sanitizeFilename } from "./read-form.server";

/** Encodes a body the way a browser does, then replays it to the reader in the given chunk sizes (no Content-Length). */
async function requestFor(body: FormData | URLSearchParams, chunkSizes: number[] = [65536]) {
  const encoded = new Request("http://x/", { method: "POST", body });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = Math.max(1, chunkSizes[i++ % chunkSizes.length]!);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request("http://x/", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    duplex: "half",
  } as RequestInit);
}

/** A file handler that keeps the bytes in memory and records what it stored and removed. */
function memoryFile(field = "upload", maxBytes = 1024 * 1024) {
  const stored: string[] = [];
  const removed: string[] = [];
  const spec: FileSpec<{ name: string; bytes: Buffer; contentType: string }> = {
    field,
    save: async (part) => {
      const bytes = await readAll(part.stream, maxBytes);
      stored.push(part.filename);
      return { name: part.filename, bytes, contentType: part.contentType };
    },
    remove: async (saved) => void removed.push(saved.name),
  };
  return { spec, stored, removed };
}

describe("readForm", () => {
  it("reads text fields and streams the one file field, however the body is split", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom("subject", "message", "intent"), fc.string({ maxLength: 200 })), {
          maxLength: 5,
        }),
        fc.uint8Array({ minLength: 1, maxLength: 5000 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 10 }),
        async (fields, fileBytes, chunks) => {
          const form = new FormData();
          for (const [k, v] of fields) form.append(k, v);
          form.append("upload", new File([fileBytes], "notes.bin", { type: "application/x-test" }));
          form.append("after", "still here");
          const { spec } = memoryFile();
          const read = await readForm(await requestFor(form, chunks), { maxBodyBytes: 1e6, file: spec });
          for (const [k] of fields) expect(read.fields.getAll(k)).toEqual(form.getAll(k));
          expect(read.fields.get("after")).toBe("still here");
          expect(read.fields.has("upload")).toBe(false);
          expect(read.file).toMatchObject({
            ok: true,
            value: { name: "notes.bin", contentType: "application/x-test" },
          });
          expect(read.file?.ok && Buffer.compare(read.file.value.bytes, Buffer.from(fileBytes))).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("reads urlencoded forms with the same parser", async () => {
    const read = await readForm(
      await requestFor(new URLSearchParams({ intent: "password", newPassword: "a b&c=d" }), [3]),
      { maxBodyBytes: 1000 },
    );
    expect(read.fields.get("newPassword")).toBe("a b&c=d");
    expect(read.file).toBeNull();
  });

  it("keeps unicode text and file names", async () => {
    const form = new FormData();
    form.append("message", "আমার সন্তান — ক্লাস\r\nনিয়ে প্রশ্ন");
    form.append("upload", new File(["x"], "রিপোর্ট.pdf"));
    const read = await readForm(await requestFor(form, [7]), { maxBodyBytes: 1e6, file: memoryFile().spec });
    expect(read.fields.get("message")).toBe("আমার সন্তান — ক্লাস\r\nনিয়ে প্রশ্ন");
    expect(read.file?.ok && read.file.value.name).toBe("রিপোর্ট.pdf");
  });

  it("treats an empty file input as no file", async () => {
    const form = new FormData();
    form.append("upload", new File([], ""));
    form.append("message", "hi");
    const { spec, stored } = memoryFile();
    const read = await readForm(await requestFor(form), { maxBodyBytes: 1e6, file: spec });
    expect(read.file).toBeNull();
    expect(stored).toEqual([]);
    expect(read.fields.get("message")).toBe("hi");
  });

  it("reports a file over the handler's cap and still reads the fields after it", async () => {
    const form = new FormData();
    form.append("message", "before");
    form.append("upload", new File([new Uint8Array(3000)], "big.bin"));
    form.append("subject", "after");
    const read = await readForm(await requestFor(form, [100]), {
      maxBodyBytes: 1e6,
      file: memoryFile("upload", 1000).spec,
    });
    expect(read.file).toMatchObject({ ok: false });
    expect(read.file && !read.file.ok && read.file.error).toBeInstanceOf(FileTooLargeError);
    expect(read.fields.get("message")).toBe("before");
    expect(read.fields.get("subject")).toBe("after");
  });

  it("refuses a declared Content-Length over the cap before reading anything", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "209715200" },
      duplex: "half",
    } as RequestInit);
    await expect(readForm(request, { maxBodyBytes: 64 * 1024 })).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading an undeclared body at the cap, without cancelling the stream", async () => {
    let served = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        served += 16 * 1024;
        controller.enqueue(new TextEncoder().encode("a=".padEnd(16 * 1024, "x")));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    await expect(readForm(request, { maxBodyBytes: 64 * 1024 })).rejects.toBeInstanceOf(BodyTooLargeError);
    // Stopped within a chunk or two of the cap (the stream may have queued one ahead).
    expect(served).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
    expect(cancelled).toBe(false);
  });

  it("stops at the body cap mid-file and removes nothing it did not keep", async () => {
    const form = new FormData();
    form.append("message", "typed text");
    form.append("upload", new File([new Uint8Array(50_000)], "huge.bin"));
    const { spec, stored } = memoryFile();
    await expect(readForm(await requestFor(form, [1000]), { maxBodyBytes: 10_000, file: spec })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(stored).toEqual([]);
  });

  it("refuses a second file part, removing the first file it stored", async () => {
    const form = new FormData();
    form.append("upload", new File(["one"], "one.txt"));
    form.append("upload", new File(["two"], "two.txt"));
    const { spec, stored, removed } = memoryFile();
    await expect(readForm(await requestFor(form), { maxBodyBytes: 1e6, file: spec })).rejects.toBeInstanceOf(
      MalformedFormError,
    );
    // The first file was either cut off before it was stored or stored and then removed: nothing is left.
    expect(removed).toEqual(stored);
    expect(stored.length).toBeLessThanOrEqual(1);
  });

  it("refuses a field over 64 KB, removing the file stored before it", async () => {
    const form = new FormData();
    form.append("upload", new File(["one"], "one.txt"));
    form.append("message", "x".repeat(65 * 1024));
    const { spec, removed } = memoryFile();
    await expect(readForm(await requestFor(form, [4096]), { maxBodyBytes: 1e6, file: spec })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(removed).toEqual(["one.txt"]);
  });

  it("refuses file parts it was not asked for, and files on text-only forms", async () => {
    const form = new FormData();
    form.append("other", new File(["secret"], "x.txt"));
    form.append("message", "hello");
    await expect(
      readForm(await requestFor(form), { maxBodyBytes: 1e6, file: memoryFile().spec }),
    ).rejects.toBeInstanceOf(MalformedFormError);
    await expect(readForm(await requestFor(form), { maxBodyBytes: 1e6 })).rejects.toBeInstanceOf(MalformedFormError);
  });

  it("refuses bodies that are not form data", async () => {
    const json = new Request("http://x/", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(readForm(json, { maxBodyBytes: 1000 })).rejects.toBeInstanceOf(MalformedFormError);
  });

  it("release() removes the stored file unless it was kept", async () => {
    const form = new FormData();
    form.append("upload", new File(["one"], "one.txt"));
    const first = memoryFile();
    const dropped = await readForm(await requestFor(form), { maxBodyBytes: 1e6, file: first.spec });
    await dropped.release();
    await dropped.release();
    expect(first.removed).toEqual(["one.txt"]);

    const second = memoryFile();
    const kept = await readForm(await requestFor(form), { maxBodyBytes: 1e6, file: second.spec });
    kept.keep();
    await kept.release();
    expect(second.removed).toEqual([]);
  });
});

describe("sanitizeFilename", () => {
  it("keeps only the base name without control characters or quotes", () => {
    expect(sanitizeFilename("C:\\Users\\x\\report.pdf")).toBe("report.pdf");
    expect(sanitizeFilename('../../etc/"pass\nwd"')).toBe("passwd");
    expect(sanitizeFilename("")).toBe("attachment");
  });
});
