import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inLanguage } from "../language.server";
import type { RenderedEmail } from "./render.server";
import { inRecipientLanguage } from "./render.server";
import { accountExistsMail } from "./templates/account-exists.server";
import { passwordChangedMail } from "./templates/password-changed.server";
import { resetPasswordMail } from "./templates/reset-password.server";
import { verifyEmailMail } from "./templates/verify-email.server";
import { sampleDataWords, sampleMails, sampleTrialCalendar, staffSamples } from "./test-samples.server";

const stamp = (text: string) => text.replace(/DTSTAMP:\w+/g, "DTSTAMP");
const plain = (mail: RenderedEmail) =>
  JSON.parse(
    JSON.stringify({
      ...mail,
      attachments: mail.attachments?.map((a) => ({ ...a, content: stamp(a.content) })),
    }),
  );

/**
 * The English mails as they were before Bangla, one file each beside this test: `<name>.html`, which a browser
 * opens, and `<name>.txt` with the kind, subject, plain text and the attachments' names; each attachment in a file
 * of its own. `npx vitest run -u` writes them again after a change on purpose.
 */
const englishDir = path.join(import.meta.dirname, "__snapshots__", "english-mails");

function englishFiles(name: string, mail: RenderedEmail): Array<[file: string, content: string]> {
  const attachments = mail.attachments ?? [];
  const header = [
    `Kind: ${mail.kind}`,
    `Subject: ${mail.subject}`,
    ...attachments.map((a) => `Attachment: ${a.filename} (${a.contentType})`),
  ];
  return [
    [`${name}.html`, mail.html],
    [`${name}.txt`, `${header.join("\n")}\n\n${mail.text}`],
    ...attachments.map((a): [string, string] => [`${name}.${a.filename}`, stamp(a.content)]),
  ];
}

const allowed = new Set(
  ["Little", "Explorers", "WhatsApp", "bKash", "Nagad", "doctype", "html", ...sampleDataWords].map((w) =>
    w.toLowerCase(),
  ),
);

/** Latin-script words of a text, less the brand, names, addresses, links and invoice/receipt numbers. */
function englishWords(text: string) {
  const words = text
    .replace(/\S+@\S+/g, "")
    .replace(/\b(?:https?|webcal):\/\/\S+/g, "")
    .replace(/\b(?:INV|RCT|CN)-\d{4}-\d+|\bINV-\d+/g, "")
    .match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g);
  return [...new Set(words ?? [])].filter((word) => !allowed.has(word.toLowerCase()));
}

/** What a reader sees of a mail's HTML: its text, without tags and attributes. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The links of a mail (its HTML and its text) to the site itself. */
const siteLinks = (mail: RenderedEmail) =>
  [...`${mail.html} ${mail.text}`.matchAll(/https?:\/\/localhost:3000[^\s"<>]*/g)].map(([link]) =>
    link.replace(/&amp;/g, "&"),
  );

/** A link that opens a Bangla page without any cookie: a twin under /bn, or a page asked for with `lang=bn`. */
const opensInBangla = (link: string) => {
  const url = new URL(link);
  return /^\/bn(?:\/|$)/.test(url.pathname) || url.searchParams.get("lang") === "bn";
};

const latinDigits = /[0-9]/;

describe("mail templates", () => {
  it("write every mail in English exactly as before", async () => {
    const files = [
      ...Object.entries(inLanguage("en", sampleMails)).flatMap(([name, mail]) => englishFiles(name, mail)),
      ["trial-calendar.ics", stamp(inLanguage("en", sampleTrialCalendar))] as const,
    ];
    for (const [file, content] of files) await expect(content, file).toMatchFileSnapshot(path.join(englishDir, file));
    // No file is left of a mail no longer sent.
    const expected = new Set(files.map(([file]) => file));
    expect(fs.readdirSync(englishDir).filter((file) => !expected.has(file))).toEqual([]);
  });

  it("the trial confirmation offers 'Apply for a place', starting the form from the booking", () => {
    const english = inLanguage("en", sampleMails).trialConfirmation;
    expect(english.text).toContain("Apply for a place: http://localhost:3000/enroll/apply?trial=b1");
    expect(english.html).toContain('href="http://localhost:3000/enroll/apply?trial=b1"');
    const bangla = inLanguage("bn", sampleMails).trialConfirmation;
    expect(bangla.text).toContain("ভর্তির জন্য আবেদন করুন: http://localhost:3000/enroll/apply?trial=b1&lang=bn");
  });

  describe("in Bangla", () => {
    const mails = inLanguage("bn", sampleMails);
    const parentMails = Object.entries(mails).filter(([kind]) => !(staffSamples as readonly string[]).includes(kind));

    it.each(parentMails)("%s: subject, text and HTML are Bangla, with Bangla digits", (kind, mail) => {
      expect(mail.subject, kind).toMatch(/[\u0980-\u09FF]/);
      expect(englishWords(mail.subject), `${kind} subject`).toEqual([]);
      expect(englishWords(mail.text), `${kind} text`).toEqual([]);
      expect(englishWords(visible(mail.html)), `${kind} html`).toEqual([]);
      expect(mail.html).toContain('<html lang="bn">');
      // Numbers, dates and money are written in Bangla digits; only links, addresses and invoice numbers keep Latin.
      const numbersOutsideIds = mail.text
        .replace(/\S+@\S+/g, "")
        .replace(/\bhttps?:\/\/\S+/g, "")
        .replace(/\b(?:INV|RCT|CN|TRX)-?[\w-]*/g, "");
      expect(latinDigits.test(numbersOutsideIds), `${kind}: ${numbersOutsideIds}`).toBe(false);
    });

    it("say the details in Bangla: money, dates, greeting and the method", () => {
      expect(mails.receipt.subject).toBe("রসিদ RCT-2026-0001: ৳২,৫০০.০০ পেয়েছি");
      expect(mails.receipt.text).toContain("প্রিয় Nadia,");
      expect(mails.receipt.text).toContain("পদ্ধতি: bKash");
      expect(mails.reminder.subject).toBe("ইনভয়েস INV-2026-0001 পরিশোধের শেষ তারিখ ১০ ডিসেম্বর ২০২৬");
      expect(mails.overdue.text).toContain("প্রিয় অভিভাবক,");
      expect(mails.waitlisted.text).toContain("অপেক্ষমাণ তালিকায় ৩ নম্বরে");
      expect(mails.verify.text).toContain("লিংকটি ২৪ ঘণ্টা কাজ করবে।");
      expect(mails.classCancelled.text).toContain("Ayaan ও Zara");
    });

    it("link to the Bangla twins of public pages", () => {
      expect(mails.trialConfirmation.text).toContain("http://localhost:3000/bn/trial/booked/b1");
      expect(mails.trialCancelled.text).toContain("http://localhost:3000/bn/trial");
      expect(mails.eventRegistered.text).toContain("/bn/events");
      expect(mails.receipt.text).toContain("/dashboard/payments/receipts/r1");
    });

    it.each(parentMails)("%s: every link to the site opens in Bangla on any device", (kind, mail) => {
      for (const link of siteLinks(mail)) expect(opensInBangla(link), `${kind}: ${link}`).toBe(true);
    });

    it("carry Bangla in the account mails' links, written again for a Bangla recipient", () => {
      const site = "http://localhost:3000";
      const english = inLanguage("en", () => ({
        verify: verifyEmailMail({
          name: "Nadia",
          url: `${site}/verify-email?token=t&redirectTo=%2Fenroll`,
          validHours: 24,
        }),
        reset: resetPasswordMail({ name: "Nadia", url: `${site}/reset-password?token=t`, validMinutes: 60 }),
        exists: accountExistsMail({ name: "Nadia", loginUrl: `${site}/login`, resetUrl: `${site}/forgot-password` }),
        changed: passwordChangedMail({ name: "Nadia", resetUrl: `${site}/forgot-password` }),
      }));
      for (const [kind, mail] of Object.entries(english)) {
        expect(siteLinks(mail).some(opensInBangla), kind).toBe(false);
        const bangla = inRecipientLanguage(mail, "bn");
        expect(siteLinks(bangla).length, kind).toBeGreaterThan(0);
        for (const link of siteLinks(bangla)) expect(opensInBangla(link), `${kind}: ${link}`).toBe(true);
      }
      expect(inRecipientLanguage(english.verify, "bn").text).toContain(
        `${site}/verify-email?token=t&redirectTo=%2Fenroll&lang=bn`,
      );
    });

    it("attach calendar files in Bangla", () => {
      const trialFile = mails.trialConfirmation.attachments![0]!.content.replace(/\r\n /g, "");
      expect(trialFile).toContain("SUMMARY:বিনামূল্যে ট্রায়াল ক্লাস: অনলাইন প্রি-স্কুল (Little Explorers)");
      expect(trialFile).toContain("LOCATION:অনলাইন: যোগ দেওয়ার লিংক WhatsApp-এ পাঠানো হবে");
      expect(inLanguage("bn", sampleTrialCalendar).replace(/\r\n /g, "")).toContain("SUMMARY:বিনামূল্যে ট্রায়াল ক্লাস");
      const eventFile = mails.eventRegistered.attachments![0]!.content.replace(/\r\n /g, "");
      expect(eventFile).toContain("LOCATION:অনলাইন: অনুষ্ঠানের আগেই যোগ দেওয়ার লিংক পাঠানো হবে");
    });

    it.each(staffSamples)("%s, to the school's inbox, stays English", (kind) => {
      expect(plain(mails[kind])).toEqual(plain(inLanguage("en", sampleMails)[kind]));
    });
  });

  it("a mail can be written again in its recipient's language", () => {
    const mails = inLanguage("en", sampleMails);
    const bangla = inRecipientLanguage(mails.accepted, "bn");
    expect(bangla.subject).toBe("আসন নিশ্চিত: Ayaan, Friday Explorers");
    expect(inRecipientLanguage(mails.accepted, "en")).toBe(mails.accepted);
    expect(inRecipientLanguage(mails.newApp, "bn")).toBe(mails.newApp);
    expect(plain(inRecipientLanguage(bangla, "en"))).toEqual(plain(mails.accepted));
  });
});
