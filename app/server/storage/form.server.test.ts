import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readForm, sanitizeFilename } from "./form.server";
import { readAll } from "./body.server";
import { FileTooLargeError } from "./storage.server";

/** Encodes a FormData the way a browser does, then replays it to the parser in the given chunk sizes. */
async function requestFor(form: FormData, chunkSizes: number[] = [65536]) {
  const encoded = new Request("http://x/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = Math.max(1, chunkSizes[i++ % chunkSizes.length]!);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request("http://x/", {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    duplex: "half",
  } as RequestInit);
}

const collect = { field: "upload", handle: (part: { stream: ReadableStream<Uint8Array>; filename: string; contentType: string }) => readAll(part.stream, 1024 * 1024).then((b) => ({ ...part, bytes: b })) };

describe("readForm", () => {
  it("reads text fields and streams the one file field, however the body is split", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom("subject", "message", "intent"), fc.string({ maxLength: 200 })), { maxLength: 5 }),
        fc.uint8Array({ maxLength: 5000 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 10 }),
        async (fields, fileBytes, chunks) => {
          const form = new FormData();
          for (const [k, v] of fields) form.append(k, v);
          form.append("upload", new File([fileBytes], "notes.bin", { type: "application/x-test" }));
          form.append("after", "still here");
          const { fields: parsed, file } = await readForm(await requestFor(form, chunks), { maxBodyBytes: 1e6, file: collect });
          for (const [k] of fields) expect(parsed.getAll(k)).toEqual(form.getAll(k));
          expect(parsed.get("after")).toBe("still here");
          expect(parsed.has("upload")).toBe(false);
          expect(file).toMatchObject({ ok: true, value: { filename: "notes.bin", contentType: "application/x-test" } });
          expect(file && file.ok && Buffer.compare(file.value.bytes, Buffer.from(fileBytes))).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps unicode text and file names", async () => {
    const form = new FormData();
    form.append("message", "আমার সন্তান — ক্লাস\r\nনিয়ে প্রশ্ন");
    form.append("upload", new File(["x"], "রিপোর্ট.pdf"));
    const { fields, file } = await readForm(await requestFor(form, [7]), { maxBodyBytes: 1e6, file: collect });
    expect(fields.get("message")).toBe("আমার সন্তান — ক্লাস\r\nনিয়ে প্রশ্ন");
    expect(file && file.ok && file.value.filename).toBe("রিপোর্ট.pdf");
  });

  it("treats an empty file input as no file", async () => {
    const form = new FormData();
    form.append("upload", new File([], ""));
    form.append("message", "hi");
    const { fields, file } = await readForm(await requestFor(form), { maxBodyBytes: 1e6, file: collect });
    expect(file).toBeNull();
    expect(fields.get("message")).toBe("hi");
  });

  it("reports a file over the handler's cap and still reads the fields after it", async () => {
    const form = new FormData();
    form.append("message", "before");
    form.append("upload", new File([new Uint8Array(3000)], "big.bin"));
    form.append("subject", "after");
    const { fields, file } = await readForm(await requestFor(form, [100]), {
      maxBodyBytes: 1e6,
      file: { field: "upload", handle: (part) => readAll(part.stream, 1000) },
    });
    expect(file).toMatchObject({ ok: false });
    expect(file && !file.ok && file.error).toBeInstanceOf(FileTooLargeError);
    expect(fields.get("message")).toBe("before");
    expect(fields.get("subject")).toBe("after");
  });

  it("stops reading past the body cap: the file in flight counts as too large", async () => {
    const form = new FormData();
    form.append("message", "typed text");
    form.append("upload", new File([new Uint8Array(50_000)], "huge.bin"));
    const { fields, file } = await readForm(await requestFor(form, [1000]), { maxBodyBytes: 10_000, file: collect });
    expect(fields.get("message")).toBe("typed text");
    expect(file && !file.ok && file.error).toBeInstanceOf(FileTooLargeError);
  });

  it("refuses an oversized urlencoded body", async () => {
    const request = new Request("http://x/", { method: "POST", body: new URLSearchParams({ a: "x".repeat(5000) }) });
    await expect(readForm(request, { maxBodyBytes: 1000 })).rejects.toBeInstanceOf(BodyTooLargeError);
    const small = new Request("http://x/", { method: "POST", body: new URLSearchParams({ intent: "password", newPassword: "a b&c" }) });
    const { fields } = await readForm(small, { maxBodyBytes: 1000 });
    expect(fields.get("newPassword")).toBe("a b&c");
  });

  it("ignores file parts it was not asked for", async () => {
    const form = new FormData();
    form.append("other", new File(["secret"], "x.txt"));
    form.append("message", "hello");
    const { fields, file } = await readForm(await requestFor(form), { maxBodyBytes: 1e6, file: collect });
    expect(file).toBeNull();
    expect(fields.has("other")).toBe(false);
    expect(fields.get("message")).toBe("hello");
  });
});

describe("sanitizeFilename", () => {
  it("keeps only the base name without control characters or quotes", () => {
    expect(sanitizeFilename("C:\\Users\\x\\report.pdf")).toBe("report.pdf");
    expect(sanitizeFilename('../../etc/"pass\nwd"')).toBe("passwd");
    expect(sanitizeFilename("")).toBe("attachment");
  });
});
