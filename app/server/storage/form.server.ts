import { FileTooLargeError } from "./storage.server";

/**
 * Reads a posted form without ever holding more than `maxBodyBytes` of it: urlencoded bodies are
 * read with a cap, multipart bodies are parsed as they stream in. The one file field named in
 * `file` is handed to `file.handle` as a stream while it arrives (straight into storage, or into a
 * capped buffer); any other file part is ignored. Text fields come back as FormData.
 */
export async function readForm<T>(
  request: Request,
  options: { maxBodyBytes: number; file?: { field: string; handle: (part: FilePart) => Promise<T> } },
): Promise<ReadFormResult<T>> {
  const type = request.headers.get("Content-Type") ?? "";
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (boundary) return readMultipart(request, boundary[1] ?? boundary[2]!, options);
  const fields = new FormData();
  const text = new TextDecoder().decode(await readCapped(request, options.maxBodyBytes));
  for (const [name, value] of new URLSearchParams(text)) fields.append(name, value);
  return { fields, file: null };
}

export type FilePart = { filename: string; contentType: string; stream: ReadableStream<Uint8Array> };

/** `file` is null when no file was chosen; otherwise what the handler returned or threw. */
export type ReadFormResult<T> = { fields: FormData; file: null | { ok: true; value: T } | { ok: false; error: unknown } };

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

export class MalformedFormError extends Error {
  override name = "MalformedFormError";
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 100;

async function readCapped(request: Request, maxBytes: number) {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw new BodyTooLargeError("Request body too large.");
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError("Request body too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readMultipart<T>(
  request: Request,
  boundary: string,
  options: { maxBodyBytes: number; file?: { field: string; handle: (part: FilePart) => Promise<T> } },
): Promise<ReadFormResult<T>> {
  const fields = new FormData();
  let file: ReadFormResult<T>["file"] = null;
  if (!request.body) return { fields, file };

  const reader = request.body.getReader();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // Treat the body as if it began with CRLF so the first boundary looks like every other one.
  let buffer: Buffer = Buffer.from("\r\n");
  let total = 0;
  let ended = false;

  const pull = async () => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    total += value.length;
    if (total > options.maxBodyBytes) throw new BodyTooLargeError("Request body too large.");
    buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
    return true;
  };
  const need = async (bytes: number) => {
    while (buffer.length < bytes) if (!(await pull())) throw new MalformedFormError("Form data ended early.");
  };

  let sink: PartSink | null = null;
  try {
    // Preamble: everything before the first boundary is ignored.
    for (;;) {
      const at = buffer.indexOf(delimiter);
      if (at >= 0) {
        buffer = buffer.subarray(at + delimiter.length);
        break;
      }
      buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
      if (!(await pull())) throw new MalformedFormError("No form parts found.");
    }

    for (let parts = 0; ; parts++) {
      await need(2);
      if (buffer[0] === 0x2d && buffer[1] === 0x2d) break; // "--": the closing boundary
      if (parts >= MAX_PARTS) throw new MalformedFormError("Too many form parts.");

      let headerEnd = buffer.indexOf("\r\n\r\n");
      while (headerEnd < 0) {
        if (buffer.length > MAX_HEADER_BYTES) throw new MalformedFormError("Form part headers too large.");
        if (!(await pull())) throw new MalformedFormError("Form data ended early.");
        headerEnd = buffer.indexOf("\r\n\r\n");
      }
      const headers = parsePartHeaders(buffer.subarray(0, headerEnd).toString("utf8"));
      buffer = buffer.subarray(headerEnd + 4);

      const isFile = headers.filename !== null;
      const wanted = isFile && options.file && headers.name === options.file.field && headers.filename !== "";
      sink = wanted ? fileSink(options.file!.handle, headers) : isFile ? discardSink() : textSink(fields, headers.name);

      // The part's content runs until the next delimiter; hold back a delimiter's worth in case it straddles chunks.
      for (;;) {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          await sink.write(buffer.subarray(0, at));
          buffer = buffer.subarray(at + delimiter.length);
          break;
        }
        const safe = buffer.length - (delimiter.length - 1);
        if (safe > 0) {
          await sink.write(buffer.subarray(0, safe));
          buffer = buffer.subarray(safe);
        }
        if (!(await pull())) throw new MalformedFormError("Form data ended early.");
      }
      const outcome = await sink.close();
      sink = null;
      if (wanted) file = outcome as NonNullable<ReadFormResult<T>["file"]>;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    // A file cut off by the body cap is simply too large; the fields read so far still count.
    if (sink?.isFile && error instanceof BodyTooLargeError) {
      file = (await sink.fail(new FileTooLargeError(options.maxBodyBytes))) as NonNullable<ReadFormResult<T>["file"]>;
      return { fields, file };
    }
    await sink?.fail(error);
    throw error;
  }
  return { fields, file };
}

type PartHeaders = { name: string; filename: string | null; contentType: string };

function parsePartHeaders(block: string): PartHeaders {
  let disposition = "";
  let contentType = "application/octet-stream";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-disposition") disposition = value;
    if (key === "content-type" && value) contentType = value;
  }
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw new MalformedFormError("Form part without a name.");
  // Browsers escape '"', CR and LF in names as %22, %0D and %0A (HTML's multipart encoding).
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1]?.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) ?? null;
  return { name, filename, contentType };
}

type PartSink = {
  isFile: boolean;
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<unknown>;
  fail(error: unknown): Promise<unknown>;
};

function textSink(fields: FormData, name: string): PartSink {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    isFile: false,
    async write(chunk) {
      size += chunk.length;
      if (size > MAX_FIELD_BYTES) throw new BodyTooLargeError("Form field too large.");
      chunks.push(Buffer.from(chunk));
    },
    async close() {
      fields.append(name, Buffer.concat(chunks).toString("utf8"));
    },
    async fail() {},
  };
}

function discardSink(): PartSink {
  return { isFile: false, write: async () => {}, close: async () => {}, fail: async () => {} };
}

/**
 * Streams a file part to its handler with backpressure. If the handler finishes early (say it
 * hit a size cap), the rest of the part is read and dropped so the other fields still arrive.
 */
function fileSink<T>(handle: (part: FilePart) => Promise<T>, headers: PartHeaders): PartSink {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let settled = false;
  const outcome = handle({ filename: sanitizeFilename(headers.filename ?? ""), contentType: headers.contentType, stream: readable }).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const done = outcome.then(() => {
    settled = true;
  });
  return {
    isFile: true,
    async write(chunk) {
      if (settled || chunk.length === 0) return;
      // A failed write means the handler stopped reading; its outcome says why.
      const written = writer.write(new Uint8Array(chunk)).catch(() => undefined);
      await Promise.race([written, done]);
      if (settled) void writer.abort().catch(() => undefined);
    },
    async close() {
      if (!settled) await writer.close().catch(() => undefined);
      return outcome;
    },
    async fail(error) {
      await writer.abort(error).catch(() => undefined);
      return outcome;
    },
  };
}

/** The name the user's file had, for display and downloads only; never used as a storage key. */
export function sanitizeFilename(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(-150) || "attachment";
}
