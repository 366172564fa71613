import { formatMoney } from "../../lib/format";
import { fees, programme } from "../../lib/site-config";
import { illustration } from "../format";
import type { servicesIntro as enServicesIntro, Service } from "../services";
import { ageRange, classSchedule, n } from "./format";

/** A fee in taka, Bangla digits: '৳২,০০০.০০'. */
const taka = (value: number): string => formatMoney(value, "BDT", { language: "bn" });

/** The alert the store card's button shows (docs/product.md#public-site). */
export const storeComingSoonMessage: string = "স্টোর শিগগিরই চালু হচ্ছে!";

export const servicesIntro: typeof enServicesIntro = `${n(programme.ages.min)} থেকে ${n(programme.ages.max)} বছর বয়সী শিশুদের জন্য লাইভ অনলাইন ক্লাস, অফলাইন অ্যাক্টিভিটি সেশন আর বাইরের অ্যাডভেঞ্চার। আপনার পরিবারের জন্য যেটা সুবিধাজনক সেটা বেছে নিন, কিংবা একসঙ্গে মিলিয়ে নিন।`;

const preschool = fees.onlinePreschool;

export const services: Service[] = [
  {
    id: "online-preschool",
    title: "অনলাইন প্রি-স্কুল ব্যাচ",
    description: `${ageRange(programme.preschoolAges.min, programme.preschoolAges.max)} বছর বয়সীদের জন্য ছোট দলে লাইভ প্রি-স্কুল ক্লাস। এর ভিত্তি ABLLS দক্ষতা মূল্যায়ন আর খেলায় খেলায় শেখার চার মাসের পাঠ্যক্রম, আর ঘরে অভিভাবকেরা থাকেন কোচের ভূমিকায়।`,
    image: illustration("programme-preschool"),
    features: [
      `সপ্তাহে ${n(programme.liveClassesPerWeek)}টি লাইভ ক্লাস (${classSchedule}), মাসে ${n(programme.liveClassesPerMonth)}টি`,
      `প্রতি দলে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশু`,
      `${n(programme.ablls.areas)}টি ক্ষেত্রজুড়ে ABLLS-ভিত্তিক দক্ষতার মানচিত্র`,
      "ভর্তি হওয়া পরিবারের জন্য ক্লাসের রেকর্ডিং",
      `ঐচ্ছিক আউটডোর সেশন, মাসে ${n(programme.outdoorSessionsPerMonth)}টি`,
      "অভিভাবকদের জন্য প্রতি সপ্তাহে ঘরে অনুশীলনের আইডিয়া",
    ],
    admissionFee: preschool.admission,
    monthlyFee: preschool.monthly,
    optionalOutdoorFee: preschool.optionalOutdoorMonthly,
    price: `ভর্তি ফি ${taka(preschool.admission)} (এককালীন) + মাসিক ${taka(preschool.monthly)}; আউটডোর সেশন মাসিক ${taka(preschool.optionalOutdoorMonthly)} (ঐচ্ছিক)`,
    isStore: false,
  },
  {
    id: "adventure-activities",
    title: "অ্যাডভেঞ্চার অ্যাক্টিভিটি",
    description: `${ageRange(programme.adventureMinAge)} বছর বয়সীদের জন্য বাইরের অ্যাডভেঞ্চার আর অভিজ্ঞতার মধ্য দিয়ে শেখা: প্রকৃতির মাঝে মিশন, দলগত চ্যালেঞ্জ আর হাতে-কলমে প্রজেক্ট, যা আত্মবিশ্বাস, স্বনির্ভরতা আর সমস্যা সমাধানের দক্ষতা গড়ে তোলে।`,
    image: illustration("programme-adventure"),
    features: [
      "প্রকৃতি অনুসন্ধান আর বাইরের মিশন",
      "দল গড়ার চ্যালেঞ্জ আর খেলা",
      "হাতে-কলমে কিছু বানানো আর বিজ্ঞানের প্রজেক্ট",
      "আমাদের আউটডোর টিমের পরিচালনায় ছোট ছোট দল",
      "অভিভাবকেরাও চাইলে যোগ দিতে পারেন",
    ],
    priceStartsFrom: fees.adventureFromPerSession,
    price: `প্রতি সেশন ${taka(fees.adventureFromPerSession)} থেকে শুরু`,
    isStore: false,
  },
  {
    id: "physical-branch",
    title: "সরাসরি শাখা",
    description:
      "ঢাকায় একটি শিক্ষাকেন্দ্র খোলার পরিকল্পনা চলছে, যেখানে শিশুদের কথা ভেবে সাজানো পরিবেশে সরাসরি চলবে আমাদের খেলাভিত্তিক, দক্ষতাকেন্দ্রিক পদ্ধতি। আগ্রহের কথা জানিয়ে রাখুন, খবরটা সবার আগে আমরা আপনাকেই দেব।",
    image: illustration("service-physical-branch"),
    features: [
      "শিশুবান্ধব ক্লাসরুম আর খেলার জায়গা",
      "সরাসরি অ্যাক্টিভিটি সেশন",
      "একই ABLLS-ভিত্তিক পাঠ্যক্রম",
      "অভিভাবকদের কর্মশালার জন্য জায়গা",
    ],
    price: "বিস্তারিত শিগগিরই জানানো হবে",
    isStore: false,
  },
  {
    id: "learning-store",
    title: "শেখার উপকরণের স্টোর",
    description:
      "ক্লাসের ফাঁকে ঘরেও শেখা চালিয়ে যেতে আমাদের পাঠ্যক্রম দলের বেছে নেওয়া লার্নিং কিট, অ্যাক্টিভিটি প্যাক আর প্রিন্ট করার পাতা। স্টোরটি এখনো চালু হয়নি।",
    image: illustration("service-learning-store"),
    features: ["বয়স অনুযায়ী লার্নিং কিট", "আঁকাআঁকি, বিজ্ঞান আর বাইরের খেলার অ্যাক্টিভিটি প্যাক", "প্রিন্ট করার ওয়ার্কশিট আর রুটিন চার্ট"],
    price: "শিগগিরই আসছে",
    isStore: true,
    storeLink: "/store",
  },
];
