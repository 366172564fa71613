import { describe, expect, it } from "vitest";
import { site } from "../lib/site-config";
import { content, contentIn } from "./by-language";
import { inOneLanguage, type Words } from "./words";

/** Every `{ en, bn }` in `value`, with where it is. */
function allWords(value: unknown, path: string, found: Array<[string, Words<unknown>]> = []) {
  if (typeof value === "function" || value === null || typeof value !== "object") return found;
  const keys = Object.keys(value);
  if (keys.length === 2 && "en" in value && "bn" in value) found.push([path, value as Words<unknown>]);
  else for (const key of keys) allWords((value as Record<string, unknown>)[key], `${path}.${key}`, found);
  return found;
}

describe("content in two languages", () => {
  it("picks one language's words and keeps the rest as it is", () => {
    const source = {
      id: "a1",
      title: { en: "Play", bn: "খেলা" },
      tags: [{ en: "home", bn: "ঘর" }],
      lines: { en: ["one"], bn: ["এক"] },
      label: (n: number) => ({ en: `${n} seats`, bn: `${n}টি আসন` }),
    };
    const bangla = inOneLanguage(source, "bn");
    expect({ ...bangla, label: bangla.label(2) }).toEqual({
      id: "a1",
      title: "খেলা",
      tags: ["ঘর"],
      lines: ["এক"],
      label: "2টি আসন",
    });
    expect(inOneLanguage(source, "en").title).toBe("Play");
  });

  it("gives every piece of writing in both languages, the Bangla in Bangla script", () => {
    const words = allWords(content, "content");
    expect(words.length).toBeGreaterThan(500);
    const missing = words.filter(([, w]) => !w.en || !w.bn).map(([path]) => path);
    expect(missing, "words without one of their languages").toEqual([]);
    // The Bangla is written in Bangla, but for a name both languages write alike (the assessment's, ABLLS).
    const sameInBoth = new Set(["ABLLS"]);
    const untranslated = words
      .filter(([, w]) => typeof w.bn === "string" && !/[\u0980-\u09FF]/.test(w.bn) && !sameInBoth.has(w.bn))
      .map(([path, w]) => `${path}: ${w.bn}`);
    expect(untranslated).toEqual([]);
  });

  it("writes numbers in Bangla digits in Bangla running text", () => {
    const { blog, faq, team } = contentIn("bn");
    const text = JSON.stringify([blog.posts, faq.faqs, team.team]);
    // Dates, slugs and image paths keep Latin digits; the words that readers see do not.
    const visible = text.replace(/"(date|slug|image|id|src)":"[^"]*"/g, "").replaceAll(site.phone, "");
    expect(visible.match(/[\u0980-\u09FF][^"]{0,3}[0-9]|[0-9][^"]{0,3}[\u0980-\u09FF]/g) ?? []).toEqual([]);
  });
});
