import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows max hits per window, then asks to wait until the window resets", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit("ip", 0)).toBe(0);
    expect(limiter.hit("ip", 1_000)).toBe(0);
    expect(limiter.hit("ip", 2_000)).toBe(58);
    expect(limiter.hit("other", 2_000)).toBe(0);
    expect(limiter.hit("ip", 60_000)).toBe(0);
  });
});
