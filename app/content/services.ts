import { fees, programme } from "../lib/site-config";
import * as bn from "./bn/format";
import { ageRange, classDays, illustration, taka } from "./format";
import type { InOneLanguage, Words } from "./words";

/** A service the school offers. Fees are BDT numbers; `price` is display text. */
interface ServiceSource {
  id: string;
  title: Words;
  description: Words;
  image: string;
  features: Words[];
  admissionFee?: number;
  monthlyFee?: number;
  optionalOutdoorFee?: number;
  priceStartsFrom?: number;
  price?: Words;
  isStore: boolean;
  storeLink?: string;
}

/** A service as its card shows it. */
export type Service = InOneLanguage<ServiceSource>;

/** The alert the store card's button shows. */
export const storeComingSoonMessage = { en: "Store coming soon!", bn: "স্টোর শিগগিরই চালু হচ্ছে!" };

export const servicesIntro = {
  en: `Live online classes, offline activity sessions and outdoor adventures for children aged ${programme.ages.min} to ${programme.ages.max}. Choose what suits your family, or combine them.`,
  bn: `${bn.n(programme.ages.min)} থেকে ${bn.n(programme.ages.max)} বছর বয়সী শিশুদের জন্য লাইভ অনলাইন ক্লাস, অফলাইন অ্যাক্টিভিটি সেশন আর বাইরের অ্যাডভেঞ্চার। আপনার পরিবারের জন্য যেটা সুবিধাজনক সেটা বেছে নিন, কিংবা একসঙ্গে মিলিয়ে নিন।`,
};

const preschool = fees.onlinePreschool;

export const services: ServiceSource[] = [
  {
    id: "online-preschool",
    title: { en: "Online Pre School Batches", bn: "অনলাইন প্রি-স্কুল ব্যাচ" },
    description: {
      en: `Live, small-group preschool classes for ages ${ageRange(programme.preschoolAges.min, programme.preschoolAges.max)}, built on an ABLLS skills assessment and a playful four-month curriculum, with parents as coaches at home.`,
      bn: `${bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max)} বছর বয়সীদের জন্য ছোট দলে লাইভ প্রি-স্কুল ক্লাস। এর ভিত্তি ABLLS দক্ষতা মূল্যায়ন আর খেলায় খেলায় শেখার চার মাসের পাঠ্যক্রম, আর ঘরে অভিভাবকেরা থাকেন কোচের ভূমিকায়।`,
    },
    image: illustration("programme-preschool"),
    features: [
      {
        en: `${programme.liveClassesPerWeek} live classes a week (${classDays}, ${programme.liveClassTime}), ${programme.liveClassesPerMonth} a month`,
        bn: `সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি লাইভ ক্লাস (${bn.classSchedule}), মাসে ${bn.n(programme.liveClassesPerMonth)}টি`,
      },
      {
        en: `At most ${programme.maxGroupSize} children per group`,
        bn: `প্রতি দলে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু`,
      },
      {
        en: `ABLLS-based skills map covering ${programme.ablls.areas} areas`,
        bn: `${bn.n(programme.ablls.areas)}টি ক্ষেত্রজুড়ে ABLLS-ভিত্তিক দক্ষতার মানচিত্র`,
      },
      { en: "Class recordings for enrolled families", bn: "ভর্তি হওয়া পরিবারের জন্য ক্লাসের রেকর্ডিং" },
      {
        en: `Optional outdoor sessions, ${programme.outdoorSessionsPerMonth} a month`,
        bn: `ঐচ্ছিক আউটডোর সেশন, মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি`,
      },
      { en: "Weekly home-practice ideas for parents", bn: "অভিভাবকদের জন্য প্রতি সপ্তাহে ঘরে অনুশীলনের আইডিয়া" },
    ],
    admissionFee: preschool.admission,
    monthlyFee: preschool.monthly,
    optionalOutdoorFee: preschool.optionalOutdoorMonthly,
    price: {
      en: `Admission ${taka(preschool.admission, "en")} (one time) + ${taka(preschool.monthly, "en")}/month; outdoor sessions ${taka(preschool.optionalOutdoorMonthly, "en")}/month (optional)`,
      bn: `ভর্তি ফি ${taka(preschool.admission, "bn")} (এককালীন) + মাসিক ${taka(preschool.monthly, "bn")}; আউটডোর সেশন মাসিক ${taka(preschool.optionalOutdoorMonthly, "bn")} (ঐচ্ছিক)`,
    },
    isStore: false,
  },
  {
    id: "adventure-activities",
    title: { en: "Adventure Activities", bn: "অ্যাডভেঞ্চার অ্যাক্টিভিটি" },
    description: {
      en: `Outdoor adventures and experiential learning for ages ${ageRange(programme.adventureMinAge)}: nature missions, team challenges and hands-on projects that build confidence, independence and problem-solving.`,
      bn: `${bn.ageRange(programme.adventureMinAge)} বছর বয়সীদের জন্য বাইরের অ্যাডভেঞ্চার আর অভিজ্ঞতার মধ্য দিয়ে শেখা: প্রকৃতির মাঝে মিশন, দলগত চ্যালেঞ্জ আর হাতে-কলমে প্রজেক্ট, যা আত্মবিশ্বাস, স্বনির্ভরতা আর সমস্যা সমাধানের দক্ষতা গড়ে তোলে।`,
    },
    image: illustration("programme-adventure"),
    features: [
      { en: "Nature exploration and outdoor missions", bn: "প্রকৃতি অনুসন্ধান আর বাইরের মিশন" },
      { en: "Team-building challenges and games", bn: "দল গড়ার চ্যালেঞ্জ আর খেলা" },
      { en: "Hands-on building and science projects", bn: "হাতে-কলমে কিছু বানানো আর বিজ্ঞানের প্রজেক্ট" },
      { en: "Small groups led by our outdoor team", bn: "আমাদের আউটডোর টিমের পরিচালনায় ছোট ছোট দল" },
      { en: "Parents welcome to join in", bn: "অভিভাবকেরাও চাইলে যোগ দিতে পারেন" },
    ],
    priceStartsFrom: fees.adventureFromPerSession,
    price: {
      en: `From ${taka(fees.adventureFromPerSession, "en")} per session`,
      bn: `প্রতি সেশন ${taka(fees.adventureFromPerSession, "bn")} থেকে শুরু`,
    },
    isStore: false,
  },
  {
    id: "physical-branch",
    title: { en: "Physical Branch", bn: "সরাসরি শাখা" },
    description: {
      en: "A physical learning centre in Dhaka is planned, bringing our play-based, skills-focused approach into a space designed for children. Register your interest and we will tell you first.",
      bn: "ঢাকায় একটি শিক্ষাকেন্দ্র খোলার পরিকল্পনা চলছে, যেখানে শিশুদের কথা ভেবে সাজানো পরিবেশে সরাসরি চলবে আমাদের খেলাভিত্তিক, দক্ষতাকেন্দ্রিক পদ্ধতি। আগ্রহের কথা জানিয়ে রাখুন, খবরটা সবার আগে আমরা আপনাকেই দেব।",
    },
    image: illustration("service-physical-branch"),
    features: [
      { en: "Child-friendly classrooms and play areas", bn: "শিশুবান্ধব ক্লাসরুম আর খেলার জায়গা" },
      { en: "In-person activity sessions", bn: "সরাসরি অ্যাক্টিভিটি সেশন" },
      { en: "The same ABLLS-based curriculum", bn: "একই ABLLS-ভিত্তিক পাঠ্যক্রম" },
      { en: "Space for parent workshops", bn: "অভিভাবকদের কর্মশালার জন্য জায়গা" },
    ],
    price: { en: fees.physicalBranch, bn: "বিস্তারিত শিগগিরই জানানো হবে" },
    isStore: false,
  },
  {
    id: "learning-store",
    title: { en: "Learning Resources Store", bn: "শেখার উপকরণের স্টোর" },
    description: {
      en: "Learning kits, activity packs and printables chosen by our curriculum team, to keep the learning going at home between classes. The store is not open yet.",
      bn: "ক্লাসের ফাঁকে ঘরেও শেখা চালিয়ে যেতে আমাদের পাঠ্যক্রম দলের বেছে নেওয়া লার্নিং কিট, অ্যাক্টিভিটি প্যাক আর প্রিন্ট করার পাতা। স্টোরটি এখনো চালু হয়নি।",
    },
    image: illustration("service-learning-store"),
    features: [
      { en: "Learning kits by age group", bn: "বয়স অনুযায়ী লার্নিং কিট" },
      { en: "Activity packs for art, science and outdoor play", bn: "আঁকাআঁকি, বিজ্ঞান আর বাইরের খেলার অ্যাক্টিভিটি প্যাক" },
      { en: "Printable worksheets and routine charts", bn: "প্রিন্ট করার ওয়ার্কশিট আর রুটিন চার্ট" },
    ],
    price: { en: "Coming soon", bn: "শিগগিরই আসছে" },
    isStore: true,
    storeLink: "/store",
  },
];
