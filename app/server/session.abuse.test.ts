import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

const origin = "https://school.example";
const safe = (value: string) => safeRedirectPath(value, "/fallback", origin);

/** Where a browser goes when it gets `Location: <path>` from our origin. */
const landsOn = (path: string) => new URL(path, `${origin}/login`);

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safe("/dashboard/payments")).toBe("/dashboard/payments");
    expect(safe("/dashboard?tab=1#history")).toBe("/dashboard?tab=1#history");
    expect(safe(`${origin}/dashboard`)).toBe("/dashboard");
  });

  it("refuses what a browser would read as another origin", () => {
    const attempts = [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
      "\t//evil.example",
      "http:evil.example",
      "https:/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "",
    ];
    for (const value of attempts) {
      const out = safe(value);
      expect(landsOn(out).origin, JSON.stringify(value)).toBe(origin);
      expect(out.startsWith("//") || out.startsWith("/\\")).toBe(false);
    }
    expect(safe("/\t/evil.example")).not.toContain("evil.example/");
    expect(safeRedirectPath(null, "/fallback", origin)).toBe("/fallback");
  });

  it("whatever it accepts, a browser resolves to our own origin", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "/",
        "//",
        "\\",
        "\\\\",
        "\t",
        "\n",
        "\r",
        " ",
        "%2f",
        "%5c",
        "%09",
        "%0a",
        "@",
        ":",
        "?",
        "#",
        ".",
        "..",
        "evil.example",
        "http:",
        "https:",
        "javascript:",
        "\u0000",
        "\u001f",
        "\u3002",
        "％２ｆ",
      ),
      fc.string({ maxLength: 4 }),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const value = pieces.join("");
        const out = safe(value);
        expect(out.startsWith("/")).toBe(true);
        expect(landsOn(out).origin).toBe(origin);
        // Followed again (a redirect to it redirecting on), it still stays home.
        expect(landsOn(safe(out)).origin).toBe(origin);
      }),
      { numRuns: 5000 },
    );
  });
});
