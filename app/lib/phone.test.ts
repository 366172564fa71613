import { describe, expect, it } from "vitest";
import { phoneDigits, telHref, whatsappChatHref } from "./phone";

describe("phone links", () => {
  it("writes Bangladeshi numbers as people type them in E.164", () => {
    for (const typed of ["01711-000000", "+880 1711 000000", "8801711000000", "1711000000", " 017 1100 0000 "]) {
      expect(phoneDigits(typed)).toBe("8801711000000");
    }
    expect(telHref("01711-000000")).toBe("tel:+8801711000000");
    expect(whatsappChatHref("01711-000000", "Join: https://meet.example/abc?x=1&y=2")).toBe(
      "https://wa.me/8801711000000?text=Join%3A%20https%3A%2F%2Fmeet.example%2Fabc%3Fx%3D1%26y%3D2",
    );
  });

  it("passes a foreign number with its + and refuses what is not a number", () => {
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("call me")).toBeNull();
    expect(whatsappChatHref("12345")).toBeNull();
  });
});
