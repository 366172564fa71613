import { describe, expect, it } from "vitest";
import { calendarFile } from "./ics.server";

describe("calendarFile (RFC 5545)", () => {
  const ics = calendarFile({
    uid: "trial-123@littleexplorers.example",
    startsAt: new Date("2026-12-04T13:00:00Z"),
    endsAt: new Date("2026-12-04T14:00:00Z"),
    stamp: new Date("2026-12-01T06:00:00Z"),
    summary: "Free trial class: Online Preschool (Little Explorers)",
    description: `Ayaan's class; bring crayons, paper.\nSee you!\\ ${"long ".repeat(30)}`,
    location: "Online",
  });

  it("holds one event in UTC with a reminder, in CRLF lines", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20261204T130000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261204T140000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261201T060000Z\r\n");
    expect(ics).toContain("\r\nUID:trial-123@littleexplorers.example\r\n");
    expect(ics).toContain("\r\nTRIGGER:-PT1H\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("escapes text and folds lines at 75 octets", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("DESCRIPTION:Ayaan's class\\; bring crayons\\, paper.\\nSee you!\\\\ long");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("never splits a character when folding", () => {
    const bangla = calendarFile({
      uid: "u",
      startsAt: new Date(0),
      endsAt: new Date(3_600_000),
      summary: "শিশুদের ট্রায়াল ক্লাস ".repeat(6),
      description: "",
      location: "",
    });
    expect(bangla.replace(/\r\n /g, "")).toContain(`SUMMARY:${"শিশুদের ট্রায়াল ক্লাস ".repeat(6)}`);
    for (const line of bangla.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
