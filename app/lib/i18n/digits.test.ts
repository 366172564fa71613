import { describe, expect, it } from "vitest";
import { toBanglaDigits, toLatinDigits } from "./digits";

describe("digits", () => {
  it("writes every Latin digit in Bangla and reads it back", () => {
    expect(toBanglaDigits("0123456789")).toBe("০১২৩৪৫৬৭৮৯");
    expect(toBanglaDigits(2026)).toBe("২০২৬");
    expect(toLatinDigits("০১৭১১-০০০০০০")).toBe("01711-000000");
    expect(toLatinDigits("TrX ৮AB")).toBe("TrX 8AB");
  });
});
