import { describe, expect, it } from "vitest";
import { dhakaIsoDate, formatDateTime, formatLongDate, formatMoney, initials } from "./format";

describe("initials", () => {
  it("uses the first and last word", () => {
    expect(initials("Nusrat Jahan Chowdhury")).toBe("NC");
    expect(initials("  rahim ")).toBe("R");
    expect(initials("")).toBe("?");
    expect(initials(null)).toBe("?");
  });
});

describe("formatMoney", () => {
  it("formats taka and dollars with two decimals", () => {
    expect(formatMoney(2000)).toBe("৳2,000.00");
    expect(formatMoney("1600.5", "BDT")).toBe("৳1,600.50");
    expect(formatMoney(9.99, "USD")).toBe("$9.99");
    expect(formatMoney(10, "EUR")).toBe("EUR 10.00");
    expect(formatMoney(null)).toBe("N/A");
  });
});

describe("dates", () => {
  it("formats calendar dates in US long format without shifting the day", () => {
    expect(formatLongDate("2026-01-05")).toBe("January 5, 2026");
    expect(formatLongDate(null)).toBe("N/A");
    expect(formatLongDate("not a date")).toBe("Invalid Date");
  });

  it("writes Bangla dates and money with Bangla digits, the taka sign first", () => {
    expect(formatLongDate("2026-11-23", "bn")).toBe("২৩ নভেম্বর, ২০২৬");
    expect(formatMoney(2000, "BDT", { language: "bn" })).toBe("৳২,০০০.০০");
    expect(formatMoney(150000, "BDT", { language: "bn", whole: true })).toBe("৳১,৫০,০০০");
  });

  it("shows instants in Dhaka time (UTC+6)", () => {
    expect(formatLongDate(new Date("2026-01-05T20:00:00Z"))).toBe("January 6, 2026");
    expect(formatDateTime(new Date("2026-01-05T13:30:00Z"))).toBe("Jan 5, 2026, 7:30 PM");
    expect(dhakaIsoDate(new Date("2026-01-05T19:00:00Z"))).toBe("2026-01-06");
  });
});
