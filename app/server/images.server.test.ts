import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NotAnImageError, reencodeAvatar } from "./images.server";

const photo = (format: "png" | "jpeg" | "gif" | "webp") =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Artist: "Secret Name", Copyright: "GPS 23.8N 90.4E" } } })
    [format]()
    .toBuffer();

describe("reencodeAvatar", () => {
  it.each(["png", "jpeg", "gif", "webp"] as const)(
    "turns a %s into a small square WebP without metadata",
    async (format) => {
      const input = await photo(format);
      if (format !== "gif") expect((await sharp(input).metadata()).exif).toBeDefined();
      const output = await reencodeAvatar(input);
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([256, 256]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(output.includes(Buffer.from("Secret Name"))).toBe(false);
    },
  );

  it("judges by the bytes: text named like an image is refused", async () => {
    await expect(reencodeAvatar(Buffer.from("<html><script>alert(1)</script></html>"))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });

  it("refuses other real formats and broken images", async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    await expect(reencodeAvatar(tiff)).rejects.toBeInstanceOf(NotAnImageError);
    const png = await photo("png");
    await expect(reencodeAvatar(png.subarray(0, 200))).rejects.toBeInstanceOf(NotAnImageError);
  });
});
