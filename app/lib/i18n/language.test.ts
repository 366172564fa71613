import { describe, expect, it } from "vitest";
import { chosenLanguage, localized, offersBangla, switchHref, withoutLanguage } from "./language";

describe("language of a page", () => {
  it("maps English paths to their Bangla twins, and only where a twin exists", () => {
    expect(localized("/", "bn")).toBe("/bn");
    expect(localized("/about", "bn")).toBe("/bn/about");
    expect(localized("/blog/power-of-play", "bn")).toBe("/bn/blog/power-of-play");
    expect(localized("/login", "en")).toBe("/login");
    expect(localized("/about", "en")).toBe("/about");
    expect(withoutLanguage("/bn")).toBe("/");
    expect(withoutLanguage("/bn/blog/power-of-play")).toBe("/blog/power-of-play");
    expect(withoutLanguage("/bnx")).toBe("/bnx");
    expect(switchHref("/about", "bn")).toBe("/bn/about?lang=bn");
  });

  it("carries Bangla to a page without a twin in its address, keeping the query and fragment", () => {
    expect(localized("/login", "bn")).toBe("/login?lang=bn");
    expect(localized("/login?redirectTo=%2Fenroll%2Fapply%3Fbatch%3Db1", "bn")).toBe(
      "/login?redirectTo=%2Fenroll%2Fapply%3Fbatch%3Db1&lang=bn",
    );
    expect(localized("/enroll/apply?batch=b1", "bn")).toBe("/enroll/apply?batch=b1&lang=bn");
    expect(localized("/dashboard/payments#due", "bn")).toBe("/dashboard/payments?lang=bn#due");
    expect(localized("/login?lang=en", "bn")).toBe("/login?lang=bn");
    expect(localized("/bn/about", "bn")).toBe("/bn/about");
    expect(localized("/?x=1", "bn")).toBe("/bn?x=1");
    expect(switchHref("/", "bn")).toBe("/bn?lang=bn");
  });

  it("offers Bangla only to a browser that prefers it and has stored no choice", () => {
    expect(offersBangla("bn-BD,bn;q=0.9,en-US;q=0.8", null)).toBe(true);
    expect(offersBangla("bn", "")).toBe(true);
    expect(offersBangla("en-US,en;q=0.9,bn;q=0.8", null)).toBe(false);
    expect(offersBangla("bn-BD,en;q=0.9", "le_lang=en")).toBe(false);
    expect(offersBangla("fr;q=0.9,bn;q=0", null)).toBe(false);
    expect(offersBangla(undefined, undefined)).toBe(false);
    expect(chosenLanguage("a=1; le_lang=bn")).toBe("bn");
    expect(chosenLanguage("le_lang=xx")).toBeNull();
  });
});
