import { describe, expect, it } from "vitest";
import {
  dhakaIsoDate,
  formatClassTime,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatPoisha,
  formatTime,
  formatTimeRange,
  formatWeekdays,
  initials,
  waitInWords,
} from "./format";

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
    expect(formatLongDate("2026-11-23", "bn")).toBe("২৩ নভেম্বর ২০২৬");
    expect(formatMoney(2000, "BDT", { language: "bn" })).toBe("৳২,০০০.০০");
    expect(formatMoney(150000, "BDT", { language: "bn", whole: true })).toBe("৳১,৫০,০০০");
  });

  it("writes times, weekdays, months and waits in Bangla as a Dhaka parent reads them", () => {
    expect(formatTimeRange("19:00", "20:00", "bn")).toBe("সন্ধ্যা ৭:০০-৮:০০");
    expect(formatTimeRange("11:30", "13:00", "bn")).toBe("সকাল ১১:৩০-দুপুর ১:০০");
    expect(formatClassTime(new Date("2026-12-04T13:00:00Z"), new Date("2026-12-04T14:00:00Z"), "bn")).toBe(
      "শুক্রবার, ৪ ডিসেম্বর, ২০২৬, সন্ধ্যা ৭:০০-৮:০০",
    );
    expect(formatTime(new Date("2026-01-05T12:45:00Z"), "bn")).toBe("সন্ধ্যা ৬:৪৫");
    expect(formatDateTime(new Date("2026-01-05T13:30:00Z"), "bn")).toBe("৫ জানু, ২০২৬, সন্ধ্যা ৭:৩০");
    expect(formatWeekdays([6, 5], "bn")).toBe("শুক্রবার ও শনিবার");
    expect(formatMonth("2027-01", "bn")).toBe("জানুয়ারি ২০২৭");
    expect(waitInWords(900, "bn")).toBe("১৫ মিনিট");
    expect(formatFileSize(2_621_440, "bn")).toBe("২.৫ এমবি");
    expect(formatPoisha(200000, "BDT", "bn")).toBe("৳২,০০০.০০");
  });

  it("shows instants in Dhaka time (UTC+6)", () => {
    expect(formatLongDate(new Date("2026-01-05T20:00:00Z"))).toBe("January 6, 2026");
    expect(formatDateTime(new Date("2026-01-05T13:30:00Z"))).toBe("Jan 5, 2026, 7:30 PM");
    expect(dhakaIsoDate(new Date("2026-01-05T19:00:00Z"))).toBe("2026-01-06");
  });
});
