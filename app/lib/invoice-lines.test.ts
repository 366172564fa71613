import { describe, expect, it } from "vitest";
import { inLanguage } from "~/server/language.server";
import { placeVoidReasons, voidReasonText } from "./invoice-lines";

describe("why an invoice was voided", () => {
  it("the app's own reasons read in the page's language; a reason staff typed stays as written", () => {
    expect(inLanguage("bn", () => voidReasonText(placeVoidReasons.cancelled))).toBe("আসনটি বাতিল করা হয়েছে।");
    expect(inLanguage("bn", () => voidReasonText(placeVoidReasons.ended))).toBe("আসনটির মেয়াদ শেষ হয়েছে।");
    expect(inLanguage("bn", () => voidReasonText(placeVoidReasons.givenUp))).toBe("আসনটি ছেড়ে দেওয়া হয়েছে।");
    expect(inLanguage("bn", () => voidReasonText("Sent twice by mistake"))).toBe("Sent twice by mistake");
    expect(inLanguage("en", () => voidReasonText(placeVoidReasons.cancelled))).toBe("The place was cancelled.");
  });
});
