import type { Language } from "~/lib/i18n/language";

/**
 * The site's content is declared once, with its words in both languages where they differ: `{ en, bn }`. Ids,
 * slugs, links, images, dates and prices appear once, so an article or a product is added in one place and the
 * two languages cannot drift apart (decision 021).
 */
export type Words<T = string> = { en: T; bn: T };

/** Content as a page in one language reads it: each `Words` is its English or its Bangla. */
export type InOneLanguage<T> =
  T extends Words<infer U>
    ? U
    : T extends (...args: infer A) => infer R
      ? (...args: A) => InOneLanguage<R>
      : T extends object
        ? { [K in keyof T]: InOneLanguage<T[K]> }
        : T;

const isWords = (value: object): value is Words<unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && "en" in value && "bn" in value;
};

/** `content` in `language`: every `Words` in it picked, and what its functions return too. */
export function inOneLanguage<T>(content: T, language: Language): InOneLanguage<T> {
  const pick = (value: unknown): unknown => {
    if (typeof value === "function") return (...args: unknown[]) => pick(value(...args));
    if (Array.isArray(value)) return value.map(pick);
    if (value === null || typeof value !== "object") return value;
    if (isWords(value)) return value[language];
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(item)]));
  };
  return pick(content) as InOneLanguage<T>;
}
