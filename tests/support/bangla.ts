import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { ParentCredentials } from "./accounts";
import { createPlace, createTransfer, newTransactionId } from "./billing";
import { createUser, type SeededUser } from "./seed";
import { paymentRefunded, transferApproved } from "./staff";

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
    .replace(/\b(?:https?|webcal):\/\/\S*/g, "")
    .replace(/\b(?:INV|RCT|CN)-\d{4}-\d+/g, "")
    .match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g);
  return [...new Set(words ?? [])].filter((word) => !allowed.has(lower(word)));
}

const lower = (word: string) => word.toLowerCase();

/**
 * The visible text nodes of the page that hold Latin-script words beyond the allowed ones: what a Bangla page has
 * left in English. People's own data (names, batch names, what a parent wrote) is marked `translate="no"` by the
 * pages, as HTML means it, and is skipped. Needs JavaScript on in the page's context.
 */
export async function englishTextNodes(page: Page, alsoAllowed: string[] = []) {
  const allowed = [...allowedLatin, ...alsoAllowed.flatMap((name) => name.split(/\s+/))].map(lower);
  return page.evaluate((allowedWords) => {
    const allowedSet = new Set(allowedWords);
    // A placeholder's run of X's stands for digits ('+880 1XXX-XXXXXX'), not for a word.
    const isWord = (word: string) => !/^[x-]+$/i.test(word) && !allowedSet.has(word.toLowerCase());
    const found: string[] = [];
    // A label or sentence may repeat data the page shows as such ('Register: <event title>', '<name>-এর ভূমিকা'):
    // those words are data too.
    const dataWords = new Set(
      [...document.body.querySelectorAll('[translate="no"], [lang="en"]')].flatMap(
        (element) => element.textContent?.toLowerCase().match(/[a-z]+(?:['-][a-z]+)*/g) ?? [],
      ),
    );

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text marked as English on purpose (the link back to English) is in its declared language.
      if (!parent || parent.closest('script, style, template, noscript, [translate="no"], [hidden], [lang="en"]'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) && !parent.closest(".sr-only")) continue;
      const text = (node.textContent ?? "")
        .replace(/\S+@\S+/g, "")
        .replace(/\b(?:https?|webcal):\/\/\S*/g, "")
        .replace(/\b(?:INV|RCT|CN)-\d{4}-\d+/g, "");
      const words = text.match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
      if (words.some((word) => isWord(word) && !dataWords.has(word.toLowerCase()))) found.push(text.trim());
    }
    // What screen readers say and browsers show besides the text: labels, placeholders, titles, alternatives.
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest('[translate="no"], [lang="en"]')) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const words =
          (element.getAttribute(name) ?? "")
            .replace(/\S+@\S+/g, "")
            .replace(/\b(?:https?|webcal):\/\/\S*/g, "")
            .match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? [];
        if (words.some((word) => isWord(word) && !dataWords.has(word.toLowerCase())))
          found.push(`${name}="${element.getAttribute(name)}"`);
      }
    }
    return [...new Set(found)];
  }, allowed);
}

/**
 * A family that reads Bangla, with something on each of its pages: a paid place, and another whose admission fee
 * was paid by bKash and approved (a receipt, part of it refunded with a credit note) and whose first month is due.
 */
export async function banglaFamily(browser: Browser, request: APIRequestContext) {
  const parent = await createUser(request, { language: "bn", fullName: "Farzana Rahman", childName: "Ishaan" });
  const place = await createPlace(request, parent.id, { paid: true });
  const open = await createPlace(request, parent.id);
  const transfer = await createTransfer(request, parent.id, open.invoices[0]!.id, newTransactionId());
  await transferApproved(browser, transfer.id);
  await paymentRefunded(browser, parent.id, 200);
  return { parent, place, open };
}

/** The names a page may show as they are: people's and children's, and the avatar's initials ('FR'). */
export const people = (...who: SeededUser[]) =>
  who.flatMap((person) => [
    person.fullName,
    person.childName,
    person.fullName
      .split(" ")
      .map((word) => word[0])
      .join(""),
  ]);

/** The registration form, with the phone number and the child's age typed in Bangla digits. */
export async function fillBanglaRegisterForm(page: Page, parent: ParentCredentials) {
  await page.getByLabel("অভিভাবকের পুরো নাম").fill(parent.fullName);
  await page.getByLabel("সন্তানের নাম").fill(parent.childName);
  await page.getByLabel("সন্তানের বয়স").fill("৪");
  await page.getByLabel("ফোন নম্বর").fill("০১৭১২৩৪৫৬৭৮");
  await page.getByLabel("ইমেইল ঠিকানা").fill(parent.email);
  await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(parent.password);
  await page.getByLabel("পাসওয়ার্ডটি আবার লিখুন").fill(parent.password);
  await page.getByLabel(/শর্তাবলী/).check();
}
