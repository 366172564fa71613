import type { Page } from "@playwright/test";

/**
 * Latin-script words a Bangla page may show: the brand, people's names, the link back to English, the payment
 * services and social networks, and the ABLLS assessment's name.
 */
export const allowedLatin = [
  "Little",
  "Explorers",
  "ABLLS",
  "WhatsApp",
  "bKash",
  "Nagad",
  "English",
  "Facebook",
  "Instagram",
  "YouTube",
  "Nusrat",
  "Tanvir",
];

/**
 * Latin-script words in the page's visible text, less the allowed ones (and `alsoAllowed`, such as the names of
 * the people and children a test made), email addresses, URLs and invoice numbers.
 */
export async function englishWords(page: Page, alsoAllowed: string[] = []) {
  const allowed = new Set([...allowedLatin, ...alsoAllowed.flatMap((name) => name.split(/\s+/))].map(lower));
  const text = await page.locator("body").innerText();
  const words = text
    .replace(/\S+@\S+/g, "")
    .replace(/\b(?:https?|webcal):\/\/\S+/g, "")
    .replace(/\bINV-\d{4}-\d+/g, "")
    .match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g);
  return [...new Set(words ?? [])].filter((word) => !allowed.has(lower(word)));
}

const lower = (word: string) => word.toLowerCase();
