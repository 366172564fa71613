import { dhakaDay } from "./enrolment";
import type { Language } from "./i18n/language";

/**
 * A child's details and the family's consents (docs/product.md#each-childs-details, docs/product.md#consents,
 * decision 026): the calendar terms, the outdoor policy's text and version, and the age shown from a date of birth.
 * Plain: safe for the browser.
 */

/**
 * The school's calendar terms, by month in Dhaka: Term 1 January-April, Term 2 May-August, Term 3 September-December.
 * A term is written 'YYYY-T1'. An outdoor session belongs to the term of the day it starts.
 */
export function termOf(instant: Date): string {
  const day = dhakaDay(instant);
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-T${Math.ceil(month / 4)}`;
}

/** 'Term 3, 2026' in English; the Bangla as the caller's message words it. */
export const termParts = (term: string) => ({ year: term.slice(0, 4), number: term.slice(6) });

/**
 * The outdoor policy families agree to, once per child and term. Change the text here only, and raise `version` with
 * it: every family is then asked again before its next 'We'll be there'. Both languages say the same thing.
 */
export const outdoorPolicy = {
  version: 1,
  /** The day this version was written. */
  date: "2026-11-27",
  text: {
    en: [
      "Outdoor sessions take place in parks, nature spots and other places in and around Dhaka, twice a month, led by our staff with at least one adult for every six children.",
      "We meet and end at the place and times given for each session. Please bring your child on time and collect them at the end, or tell us in advance who will.",
      "Activities can include walking, climbing low equipment, water play in shallow places, and handling natural materials. Staff check the place beforehand and stop any activity that becomes unsafe.",
      "Tell us about allergies, medical needs and an emergency contact in your child's details. If your child is hurt or unwell, staff give first aid, call you or the emergency contact, and take your child to the nearest hospital if needed.",
      "A session may be moved or cancelled for weather or safety; we will tell you as early as we can.",
      "You can change your answer for a session until the end of the day before it, and withdraw from outdoor sessions at any time by telling us.",
    ],
    bn: [
      "বাইরের সেশন মাসে দুবার ঢাকা ও তার আশপাশের পার্ক, প্রাকৃতিক স্থান ও অন্যান্য জায়গায় হয়; আমাদের কর্মীরা পরিচালনা করেন, প্রতি ছয়জন শিশুর সঙ্গে অন্তত একজন প্রাপ্তবয়স্ক থাকেন।",
      "প্রতিটি সেশনের জন্য দেওয়া জায়গা ও সময়ে আমরা মিলিত হই এবং সেখানেই শেষ করি। অনুগ্রহ করে সন্তানকে সময়মতো নিয়ে আসুন এবং শেষে নিয়ে যান, অথবা কে নিতে আসবেন তা আগেই জানান।",
      "কার্যক্রমে হাঁটা, নিচু সরঞ্জামে চড়া, অগভীর জায়গায় পানি নিয়ে খেলা এবং প্রাকৃতিক উপকরণ নাড়াচাড়া থাকতে পারে। কর্মীরা আগে থেকে জায়গাটি দেখে নেন এবং কোনো কার্যক্রম অনিরাপদ হলে তা বন্ধ করেন।",
      "সন্তানের তথ্যে অ্যালার্জি, চিকিৎসা-সংক্রান্ত প্রয়োজন ও জরুরি যোগাযোগের তথ্য জানান। সন্তান আঘাত পেলে বা অসুস্থ হলে কর্মীরা প্রাথমিক চিকিৎসা দেন, আপনাকে বা জরুরি যোগাযোগের ব্যক্তিকে ফোন করেন, এবং প্রয়োজনে নিকটতম হাসপাতালে নিয়ে যান।",
      "আবহাওয়া বা নিরাপত্তার কারণে সেশনের সময় বা জায়গা বদলাতে পারে বা বাতিল হতে পারে; আমরা যত আগে সম্ভব জানাব।",
      "কোনো সেশনের উত্তর তার আগের দিন শেষ হওয়া পর্যন্ত বদলাতে পারবেন, এবং আমাদের জানিয়ে যেকোনো সময় বাইরের সেশন থেকে সরে আসতে পারবেন।",
    ],
  } satisfies Record<Language, string[]>,
} as const;

/** The two uses of photos and video a family chooses per child; both are off until chosen. */
export const mediaUses = ["internal", "promotional"] as const;
export type MediaUse = (typeof mediaUses)[number];

/** Whole years from a date of birth (yyyy-mm-dd) to `today` (yyyy-mm-dd); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The age to show: from the date of birth when there is one (in Dhaka, today), else the age typed. */
export function shownAge(child: { age: number | null; dateOfBirth: string | null }, now: Date = new Date()) {
  return child.dateOfBirth ? ageOn(child.dateOfBirth, dhakaDay(now)) : child.age;
}
