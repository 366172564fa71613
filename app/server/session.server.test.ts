import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/dashboard/payments")).toBe("/dashboard/payments");
    expect(safeRedirectPath("/dashboard?tab=1")).toBe("/dashboard?tab=1");
  });
  it("refuses other origins and odd values", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirectPath(bad)).toBe("/dashboard");
    }
  });
});
