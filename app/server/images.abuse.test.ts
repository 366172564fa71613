import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_PIXELS, NotAnImageError, reencodeAvatar } from "./images.server";

/** A 7,000 × 7,000 PNG of one colour: 49 megapixels in a file of a few hundred KB, a classic decompression bomb. */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#e0c090" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);

describe("avatar decoding limits", () => {
  it("refuses an image over 16 megapixels from its header, before decoding it", async () => {
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    const results = await Promise.allSettled([
      reencodeAvatar(bomb),
      reencodeAvatar(bomb),
      reencodeAvatar(bomb),
      reencodeAvatar(bomb),
    ]);
    const elapsed = performance.now() - started;
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect(result.status === "rejected" && result.reason).toBeInstanceOf(NotAnImageError);
      expect(result.status === "rejected" && (result.reason as Error).message).toMatch(/under 16 megapixels/);
    }
    // Reading four headers takes milliseconds; decoding 49 megapixels four times would take seconds.
    expect(elapsed).toBeLessThan(1_000);
    console.log(`four 7000×7000 PNGs (${(bomb.length / 1024).toFixed(0)} KB each) refused in ${elapsed.toFixed(0)} ms`);
  });

  it("still accepts a large phone photo up to the limit", async () => {
    const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
    const photo = await sharp({ create: { width: side, height: side, channels: 3, background: "#4080c0" } })
      .jpeg()
      .toBuffer();
    const avatar = await reencodeAvatar(photo);
    expect((await sharp(avatar).metadata()).width).toBe(256);
  }, 30_000);
});
