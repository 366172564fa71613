import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The message catalogue (decision 021): every English message has a Bangla one with the same parameters. */
const catalogue = (language: "en" | "bn") => {
  const file = path.join(import.meta.dirname, "../../../messages", `${language}.json`);
  const { $schema: _, ...messages } = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return messages;
};
const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("message catalogue", () => {
  const en = catalogue("en");
  const bn = catalogue("bn");

  it("has a Bangla message for every English one, and nothing only in Bangla", () => {
    expect(Object.keys(en).filter((key) => !bn[key]?.trim())).toEqual([]);
    expect(Object.keys(bn).filter((key) => !(key in en))).toEqual([]);
  });

  it("gives each Bangla message the parameters of its English one", () => {
    const mismatched = Object.keys(en).filter(
      (key) => JSON.stringify(parameters(en[key]!)) !== JSON.stringify(parameters(bn[key] ?? "")),
    );
    expect(mismatched).toEqual([]);
  });

  it("writes Bangla messages in Bangla, not copied English", () => {
    // The language link names the other language, so it is the one message written in English on purpose.
    const inEnglish = ["language_link", "language_link_label"];
    const copied = Object.keys(en).filter((key) => !inEnglish.includes(key) && !/[\u0980-\u09FF]/.test(bn[key]!));
    expect(copied).toEqual([]);
  });
});
