import { toBanglaDigits } from "../../lib/i18n/digits";
import { programme, site } from "../../lib/site-config";

/* Numbers, days and times as the content's Bangla words write them (the English ones are in ../format.ts). */

export const weekdayNames = {
  Sunday: "রবিবার",
  Monday: "সোমবার",
  Tuesday: "মঙ্গলবার",
  Wednesday: "বুধবার",
  Thursday: "বৃহস্পতিবার",
  Friday: "শুক্রবার",
  Saturday: "শনিবার",
} as const;

/** "৩-৫", "৫+" */
export const ageRange = (min: number, max?: number): string =>
  toBanglaDigits(max === undefined ? `${min}+` : `${min}-${max}`);

/** "শুক্রবার ও শনিবার" */
export const classDays: string = programme.liveClassDays.map((day) => weekdayNames[day]).join(" ও ");

/** "সন্ধ্যা ৭টা-৮টা", from site config's "7-8 PM". */
export const classTime: string = (() => {
  const [from, to] = programme.liveClassTime.replace(/\s*PM$/, "").split("-");
  return `সন্ধ্যা ${toBanglaDigits(from!)}টা-${toBanglaDigits(to!)}টা`;
})();

/** "শুক্রবার ও শনিবার, সন্ধ্যা ৭টা-৮টা" */
export const classSchedule: string = `${classDays}, ${classTime}`;

/** A number in Bangla digits: n(6) → "৬". */
export const n = (value: number): string => toBanglaDigits(value);

/** A 24-hour 'HH:MM' as Bangla speakers say it: '11:00' → 'সকাল ১১টা', '16:30' → 'বিকেল ৪:৩০'. */
export const clock = (time: string): string => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const part = h < 4 ? "রাত" : h < 12 ? "সকাল" : h < 15 ? "দুপুর" : h < 18 ? "বিকেল" : h < 20 ? "সন্ধ্যা" : "রাত";
  const hour = n(h % 12 || 12);
  return m === 0 ? `${part} ${hour}টা` : `${part} ${hour}:${toBanglaDigits(String(m).padStart(2, "0"))}`;
};

/** Office hours from site config: 'সোমবার থেকে শুক্রবার, সকাল ১১টা থেকে বিকেল ৪টা'. */
export const officeHours = `${weekdayNames[site.hours.days[0]]} থেকে ${weekdayNames[site.hours.days.at(-1)!]}, ${clock(site.hours.opens)} থেকে ${clock(site.hours.closes)}`;
