import { describe, expect, it } from "vitest";
import { messageFixtures } from "../../tests/support/money-messages";
import { readMessage, readMessages, splitMessages } from "./money-messages";

const asRead = (fixture: (typeof messageFixtures)[number]) => ({
  ...fixture.expected,
  text: fixture.text,
});

describe("reading bKash and Nagad messages", () => {
  it("has at least 30 fixtures, received and not", () => {
    expect(messageFixtures.length).toBeGreaterThanOrEqual(30);
    expect(messageFixtures.filter((f) => f.expected.kind === "received").length).toBeGreaterThanOrEqual(12);
    expect(messageFixtures.filter((f) => f.expected.kind !== "received").length).toBeGreaterThanOrEqual(12);
  });

  it.each(messageFixtures.map((fixture) => [fixture.name, fixture] as const))("%s", (_name, fixture) => {
    const read = readMessage(fixture.text);
    expect({ ...read, at: read.at?.toISOString() ?? null }).toEqual(asRead(fixture));
  });

  it("splits a paste of every fixture, separated by blank lines, into the same messages", () => {
    const pasted = messageFixtures.map((fixture) => fixture.text).join("\n\n");
    const read = readMessages(pasted);
    expect(read.map((message) => message.transactionId)).toEqual(
      messageFixtures.map((fixture) => fixture.expected.transactionId),
    );
    expect(read.map((message) => message.kind)).toEqual(messageFixtures.map((fixture) => fixture.expected.kind));
  });

  it("splits messages pasted one after another with no blank line between them", () => {
    const opening = messageFixtures.filter((fixture) => fixture.expected.at !== null);
    const pasted = opening.map((fixture) => fixture.text).join("\n");
    expect(splitMessages(pasted)).toHaveLength(opening.length);
    expect(readMessages(pasted).map((message) => message.transactionId)).toEqual(
      opening.map((fixture) => fixture.expected.transactionId),
    );
  });

  it("splits bKash messages run together on one line at their timestamps", () => {
    const [first, second] = messageFixtures;
    const read = readMessages(`${first!.text} ${second!.text}`);
    expect(read.map((message) => message.transactionId)).toEqual(["BLU1H6X87P", "BLU2K3M4N5"]);
  });

  it("keeps Windows line ends and stray spaces out of the way", () => {
    const nagad = messageFixtures.find((fixture) => fixture.name === "Nagad received, as the phone shows it")!;
    const [read] = readMessages(`  \r\n${nagad.text.replaceAll("\n", "  \r\n")}\r\n\r\n`);
    expect(read).toMatchObject({ transactionId: "7AB3CD9E", amountPoisha: 160_000, reference: "260042" });
  });

  it("refuses impossible dates and times rather than guessing", () => {
    const text = (stamp: string) =>
      `You have received Tk 500.00 from 01712345678. Fee Tk 0.00. Balance Tk 1,000.00. TrxID ABCD1234 at ${stamp}`;
    expect(readMessage(text("31/02/2025 10:00")).at).toBeNull();
    expect(readMessage(text("12/13/2025 10:00")).at).toBeNull();
    expect(readMessage(text("12/12/2025 24:10")).at).toBeNull();
    expect(readMessage(text("12/12/2025 13:10 PM")).at).toBeNull();
    expect(readMessage(text("29/02/2024 23:59")).at?.toISOString()).toBe("2024-02-29T17:59:00.000Z");
  });

  it("reads nothing out of empty or enormous text", () => {
    expect(readMessages("")).toEqual([]);
    expect(readMessages(" \n\n \n")).toEqual([]);
    const long = readMessage(`You have received Tk 1.00 from 01712345678. ${"x".repeat(5000)}`);
    expect(long.text.length).toBeLessThanOrEqual(1000);
  });
});
