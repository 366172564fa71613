import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The message catalogue (decision 021): one file per language for the site's frame, and one per area (public pages,
 * accounts, dashboard, console, mail), as project.inlang/settings.json lists them. Every English message has a Bangla
 * one with the same parameters, and no key is defined in two areas (the compiler would keep only one).
 */
const messagesDir = path.join(import.meta.dirname, "../../../messages");
const files = (language: "en" | "bn") => [
  path.join(messagesDir, `${language}.json`),
  ...fs
    .readdirSync(messagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(messagesDir, entry.name, `${language}.json`)),
];
const read = (file: string) => {
  const { $schema: _, ...messages } = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  return messages;
};
const catalogue = (language: "en" | "bn") => Object.assign({}, ...files(language).map(read)) as Record<string, string>;
const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("message catalogue", () => {
  const en = catalogue("en");
  const bn = catalogue("bn");

  it("has a Bangla message for every English one, and nothing only in Bangla", () => {
    expect(Object.keys(en).filter((key) => !bn[key]?.trim())).toEqual([]);
    expect(Object.keys(bn).filter((key) => !(key in en))).toEqual([]);
  });

  it("defines each key in one file only, and every area file is one the compiler reads", () => {
    const keys = files("en").flatMap((file) => Object.keys(read(file)));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const settings = JSON.parse(fs.readFileSync(path.join(messagesDir, "../project.inlang/settings.json"), "utf8"));
    const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
    const compiled = patterns.map((pattern) => path.resolve(messagesDir, "..", pattern.replace("{locale}", "en")));
    expect(files("en").filter((file) => !compiled.includes(file))).toEqual([]);
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
    // A message with no words of its own ('{name} ({relation})', a dash) reads the same in both languages.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, ""));
    const copied = Object.keys(en).filter(
      (key) => !inEnglish.includes(key) && hasWords(en[key]!) && !/[\u0980-\u09FF]/.test(bn[key]!),
    );
    expect(copied).toEqual([]);
  });
});
