import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** Avatar formats we accept, judged by the file's bytes, not its name or declared type (PRODUCT 16). */
export const avatarTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export class NotAnImageError extends Error {
  override name = "NotAnImageError";
  constructor() {
    super("Please choose a PNG, JPG, GIF or WebP image.");
  }
}

const AVATAR_SIZE = 256;

/**
 * Re-encodes an uploaded avatar: checks the real bytes, turns it upright, crops it square,
 * shrinks it and writes a fresh WebP. sharp writes no metadata (EXIF, GPS, ICC) unless asked.
 */
export async function reencodeAvatar(input: Uint8Array): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(avatarTypes as readonly string[]).includes(type.mime)) throw new NotAnImageError();
  try {
    return await sharp(input, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
}
