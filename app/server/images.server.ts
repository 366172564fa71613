import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { m } from "~/paraglide/messages";

/** Avatar formats we accept, judged by the file's bytes, not its name or declared type (docs/product.md#files). */
export const avatarTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export class NotAnImageError extends Error {
  override name = "NotAnImageError";
  constructor(message = m.dash_srv_not_an_image()) {
    super(message);
  }
}

const AVATAR_SIZE = 256;
/** 16 megapixels: more than any phone photo needs, far less than a decompression bomb's. */
export const MAX_INPUT_PIXELS = 16_000_000;
/** Images decoded at once; the rest wait their turn, so a burst of uploads cannot take every core. */
const MAX_CONCURRENT_DECODES = 1;

/**
 * Re-encodes an uploaded avatar: checks the real bytes and the declared size (from the header, before any decoding),
 * turns it upright, crops it square, shrinks it and writes a fresh WebP. sharp writes no metadata (EXIF, GPS, ICC)
 * unless asked.
 */
export async function reencodeAvatar(input: Uint8Array): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(avatarTypes as readonly string[]).includes(type.mime)) throw new NotAnImageError();
  let size: { width?: number; height?: number; pages?: number };
  try {
    size = await sharp(input).metadata();
  } catch {
    throw new NotAnImageError();
  }
  const pixels = (size.width ?? 0) * (size.height ?? 0) * (size.pages ?? 1);
  if (!size.width || !size.height) throw new NotAnImageError();
  if (pixels > MAX_INPUT_PIXELS) throw new NotAnImageError(m.dash_srv_image_too_large());
  return decodeSlot(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new NotAnImageError();
    }
  });
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a decode slot is free. */
async function decodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
