import { PassThrough, type Readable } from "node:stream";
import Busboy, { type BusboyInstance } from "@fastify/busboy";
import { data } from "react-router";
import { m } from "~/paraglide/messages";

/**
 * The one way an action reads a posted form (urlencoded or multipart), parsed by busboy as the body streams in.
 *
 * - `Content-Length` over `maxBodyBytes` is refused before a byte is read; a body without one is counted and
 *   reading stops at the cap. The request stream is never cancelled (that would reset the connection before the
 *   413 page could be sent); server.js discards whatever the client still sends, then closes the connection.
 * - Text fields are capped at 64 KB each and 100 in all (or `maxFields`).
 * - At most one file part, and only in `file.field`. It streams to `file.save` (straight into storage) and is
 *   reported as a result, not thrown, so the rest of the form still arrives and the page can say what was wrong.
 * - Whatever `file.save` stored is removed by `release()` unless `keep()` was called: the caller keeps it only
 *   once everything after the upload has succeeded.
 */
export async function readForm<T = never>(request: Request, options: ReadFormOptions<T>): Promise<ReadForm<T>> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > options.maxBodyBytes) throw new BodyTooLargeError(options.maxBodyBytes);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new MalformedFormError(m.form_must_be_form_data());
  }

  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      limits: {
        fieldNameSize: 200,
        fieldSize: MAX_FIELD_BYTES,
        fields: options.maxFields ?? MAX_FIELDS,
        parts: (options.maxFields ?? MAX_FIELDS) + 1,
        files: options.file ? 1 : 0,
        headerSize: 8 * 1024,
      },
    });
  } catch {
    throw new MalformedFormError(m.form_encoding_unknown());
  }

  const fields = new FormData();
  const form = new UploadedForm<T>(fields, options.file);
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("field", (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) return reject(new BodyTooLargeError(MAX_FIELD_BYTES));
      fields.append(name, value);
    });
    parser.on(
      "file",
      (name: string, stream: Readable, filename: string | undefined, _encoding: string, mimeType: string) => {
        if (!options.file || name !== options.file.field) {
          stream.resume();
          return reject(new MalformedFormError(m.form_file_not_taken()));
        }
        form.receive(stream, filename, mimeType);
      },
    );
    parser.on("filesLimit", () => reject(new MalformedFormError(m.form_one_file_only())));
    parser.on("fieldsLimit", () => reject(new MalformedFormError(m.form_too_many_fields())));
    parser.on("partsLimit", () => reject(new MalformedFormError(m.form_too_many_fields())));
    parser.on("error", (error: Error) => reject(new MalformedFormError(error.message)));
    parser.on("finish", resolve);
  });
  parsed.catch(() => undefined);

  try {
    await Promise.race([feed(request, parser, options.maxBodyBytes), parsed]);
    await parsed;
    await form.settled();
  } catch (error) {
    parser.removeAllListeners("file");
    form.abort(error);
    await form.settled().catch(() => undefined);
    await form.release();
    throw error;
  }
  return form;
}

/**
 * A text-only form, 64 KB at most. An oversized body answers 413 and a garbled one 400, on the designed error page.
 * `maxFields` raises the count of fields for a form that has many small ones (the skills grid's cells).
 */
export async function readTextForm(request: Request, { maxFields }: { maxFields?: number } = {}): Promise<FormData> {
  try {
    return (await readForm(request, { maxBodyBytes: TEXT_FORM_MAX_BYTES, maxFields })).fields;
  } catch (error) {
    throw formRefusal(error);
  }
}

/**
 * A body that is not a form (the SMS forwarder's post), read whole as bytes up to `maxBytes`: a larger declared
 * length is refused before a byte is read, and reading stops at the cap (BodyTooLargeError). The stream is never
 * cancelled, as with forms.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/** The response for a form that could not be read; any other error passes through unchanged. */
export function formRefusal(error: unknown) {
  if (error instanceof BodyTooLargeError) return data(null, { status: 413 });
  if (error instanceof MalformedFormError) return data(null, { status: 400 });
  return error;
}

export type FilePart = { filename: string; contentType: string; stream: ReadableStream<Uint8Array> };

export type FileSpec<T> = {
  /** The input's name; any other file part is refused. */
  field: string;
  /** Streams the part somewhere (storage, a capped buffer). Its result or error becomes `form.file`. */
  save(part: FilePart): Promise<T>;
  /** Undoes `save`, for when the request fails after the file was stored. */
  remove?(saved: T): Promise<void>;
};

export type ReadFormOptions<T> = {
  maxBodyBytes: number;
  file?: FileSpec<T>;
  /** How many fields the form may have: 100 unless a form needs more. */
  maxFields?: number;
};

/** `null` when no file was chosen; otherwise what `save` returned, or why it failed. */
export type FileOutcome<T> = null | { ok: true; value: T } | { ok: false; error: unknown };

export type ReadForm<T> = {
  fields: FormData;
  file: FileOutcome<T>;
  /** The stored file stays: call once the change that refers to it has been saved. */
  keep(): void;
  /** Removes the stored file unless it was kept. Safe to call more than once; call it in a `finally`. */
  release(): Promise<void>;
};

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`The form is larger than ${maxBytes} bytes.`);
  }
}

export class MalformedFormError extends Error {
  override name = "MalformedFormError";
}

/** What a text-only form may weigh: the longest message anyone types is a few KB. */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

class UploadedForm<T> implements ReadForm<T> {
  file: FileOutcome<T> = null;
  private saving: Promise<void> | null = null;
  private body: PassThrough | null = null;
  private kept = false;
  private released = false;

  constructor(
    readonly fields: FormData,
    private readonly spec: FileSpec<T> | undefined,
  ) {}

  receive(stream: Readable, filename: string | undefined, contentType: string) {
    // An empty file input arrives as a part with an empty name: no file was chosen.
    if (!filename) {
      stream.resume();
      return;
    }
    const spec = this.spec!;
    const body = new PassThrough();
    this.body = body;
    stream.pipe(body);
    // Browsers escape '"', CR and LF in file names as %22, %0D and %0A (HTML's multipart encoding).
    const name = filename.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const part = {
      filename: sanitizeFilename(name),
      contentType: contentType || "application/octet-stream",
      stream: nodeToWeb(body),
    };
    this.saving = spec
      .save(part)
      .then(
        (value) => {
          this.file = { ok: true, value };
        },
        (error: unknown) => {
          this.file = { ok: false, error };
        },
      )
      .finally(() => {
        // The rest of the part (when save stopped early) is read and dropped, so the fields after it still arrive.
        stream.unpipe(body);
        body.destroy();
        stream.resume();
      });
  }

  /** Fails the file in flight, so its save gives up (and storage removes the partial file). */
  abort(error: unknown) {
    this.body?.destroy(error instanceof Error ? error : new Error(String(error)));
  }

  settled() {
    return this.saving ?? Promise.resolve();
  }

  keep() {
    this.kept = true;
  }

  async release() {
    if (this.kept || this.released) return;
    this.released = true;
    const file = this.file;
    if (file?.ok && this.spec?.remove) await this.spec.remove(file.value);
  }
}

/** Feeds the request body to the parser, counting bytes, with backpressure. Never cancels the body stream. */
async function feed(request: Request, parser: BusboyInstance, maxBodyBytes: number) {
  if (!request.body) {
    parser.end();
    return;
  }
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBodyBytes) throw new BodyTooLargeError(maxBodyBytes);
      if (!parser.write(value)) await new Promise<void>((resolve) => parser.once("drain", resolve));
    }
  } finally {
    reader.releaseLock();
  }
  parser.end();
}

function nodeToWeb(stream: PassThrough): ReadableStream<Uint8Array> {
  // The part can end, fail or be cut off (abort) in any order; only the first of them settles the web stream.
  let settled = false;
  const settle = (finish: () => void) => {
    if (settled) return;
    settled = true;
    try {
      finish();
    } catch {
      /* the reader already cancelled */
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stream.on("data", (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) stream.pause();
        });
        stream.once("end", () => settle(() => controller.close()));
        stream.once("error", (error) => settle(() => controller.error(error)));
        stream.once("close", () => settle(() => controller.close()));
      },
      pull() {
        stream.resume();
      },
      cancel() {
        settled = true;
        stream.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** The name the user's file had, for display and downloads only; never used as a storage key. */
export function sanitizeFilename(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(-150) || "attachment";
}
