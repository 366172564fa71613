import { formatMoney } from "../../lib/format";
import { fees, programme } from "../../lib/site-config";
import type { CurriculumMonth, Feature } from "../class-model";
import { illustration } from "../format";
import { ageRange, classSchedule, classTime, n, officeHours, weekdayNames } from "./format";

/** The English `as const` object's shape, with its text as plain strings; links stay exactly as in English. */
type Translated<T> = {
  readonly [K in keyof T]: K extends "href" ? T[K] : T[K] extends string ? string : Translated<T[K]>;
};

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);

/** /class-model hero. */
export const classModelIntro: typeof import("../class-model").classModelIntro = {
  eyebrow: `বয়স ${preschoolAges} বছর · লাইভ অনলাইন`,
  title: "অনলাইন প্রি-স্কুল",
  image: illustration("programme-preschool"),
  imageAlt: "ট্যাবলেটে শিক্ষকের দিকে হাত নাড়ছে একটি ছোট শিশু, পাশে বসে আছেন অভিভাবক",
  text: `${preschoolAges} বছরের শিশুদের জন্য ছোট গ্রুপের লাইভ প্রি-স্কুল, ABLLS দক্ষতা কাঠামোর ওপর গড়া আর ঢাকার ব্যস্ত পরিবারগুলোর কথা ভেবে সাজানো: সপ্তাহে ${n(programme.liveClassesPerWeek)}টি সন্ধ্যার ক্লাস, প্রতি মাসে আউটডোর সেশন, আর বাড়িতে সন্তানের কোচ হিসেবে আপনি।`,
};

export const keyFeatures: Feature[] = [
  {
    title: "লাইভ, ইন্টারঅ্যাকটিভ ক্লাস",
    text: "সত্যিকারের শিক্ষক, সরাসরি ক্লাস। শিশুরা শুধু ভিডিও দেখে না; গান গায়, নড়াচড়া করে, উত্তর দেয় আর নিজের কাজ দেখায়।",
  },
  {
    title: "ABLLS দক্ষতা মূল্যায়ন",
    text: `${n(programme.ablls.areas)}টি ক্ষেত্রে আপনার সন্তানের দক্ষতা যাচাই করে আমরা ${n(programme.ablls.skills)}টিরও বেশি দক্ষতার মধ্য থেকে তার জন্য নিজস্ব পরের ধাপগুলো বেছে নিই।`,
  },
  {
    title: "ছোট গ্রুপ",
    text: `প্রতিটি গ্রুপে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশু, তাই প্রত্যেকে অংশ নেওয়ার সুযোগ আর আলাদা মনোযোগ পায়।`,
  },
  {
    title: "অভিভাবক-কোচের জন্য সহায়তা",
    text: "প্রতি সপ্তাহে ছোট ছোট কার্যক্রম আর পরামর্শ, যাতে প্রতিটি দক্ষতা আপনি বাড়ির প্রতিদিনের জীবনে নিয়ে যেতে পারেন।",
  },
  {
    title: "ক্লাসের রেকর্ডিং",
    text: "ভর্তি হওয়া পরিবারগুলো রেকর্ডিং দেখে বাদ পড়া ক্লাস পুষিয়ে নিতে পারে, কিংবা প্রিয় কোনো কার্যক্রম আবার করতে পারে।",
  },
  {
    title: "আউটডোর সেশন",
    text: `মাসে ${n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশনে শেখা স্ক্রিন ছেড়ে পৌঁছে যায় ঢাকার আশপাশের সবুজ খোলা জায়গায়।`,
  },
];

export const abllsCurriculumIntro: string = `প্রতিটি চার মাসের চক্রে আমরা ধাপে ধাপে ABLLS-এর ক্ষেত্রগুলো নিয়ে কাজ করি, ${n(programme.ablls.areas)}টি ক্ষেত্রের ${n(programme.ablls.skills)}টিরও বেশি দক্ষতা থেকে, আপনার সন্তানের নিজের স্কিল ম্যাপ অনুযায়ী সাজিয়ে।`;

/** The 4-month ABLLS curriculum, one column per month. */
export const curriculumMonths: CurriculumMonth[] = [
  {
    month: 1,
    title: "মানিয়ে নেওয়া ও শিখতে শেখা",
    focus: "আস্থা, মনোযোগ আর সেই রুটিনগুলো গড়ে তোলা, যা শেখাকে সম্ভব করে।",
    items: [
      {
        area: "সহযোগিতা ও অনুপ্রেরণা",
        example: "শিক্ষকের সঙ্গে সময় কাটাতে ভালোবাসা, পালা করে অংশ নেওয়া, আর কোন জিনিস প্রতিটি শিশুকে উৎসাহ দেয় তা খুঁজে বের করা।",
      },
      { area: "দেখে বোঝার দক্ষতা", example: "ছবি আর জিনিস মেলানো, সহজ পাজল, আর রং দেখে আলাদা করা।" },
      { area: "অনুকরণ", example: "দেখে দেখে একই কাজ করা, হাততালির ছন্দ থেকে অঙ্গভঙ্গির গান পর্যন্ত।" },
      { area: "ক্লাসের রুটিন", example: "সবাইকে হ্যালো বলা, নিজের পালার জন্য অপেক্ষা করা আর শেষে সবকিছু গুছিয়ে রাখা।" },
      { area: "বড় পেশির দক্ষতা (গ্রস মোটর)", example: "লাফানো, ভারসাম্য রাখা, আর এমন নড়াচড়ার খেলা যা বাড়িতেও করা যায়।" },
    ],
  },
  {
    month: 2,
    title: "শোনা ও অনুকরণ",
    focus: "শব্দ আর নির্দেশনা বোঝা, আর আওয়াজ ও নড়াচড়া দেখে দেখে করা।",
    items: [
      { area: "ভাষা বোঝা", example: "সহজ নির্দেশনা মেনে চলা, আর নাম শুনে ছবিতে আঙুল দিয়ে দেখানো।" },
      { area: "শব্দ ও কথার অনুকরণ", example: "গান আর ছড়ার আওয়াজ, শব্দ ও ছোট ছোট কথা শুনে শুনে বলা।" },
      { area: "ছোট পেশির দক্ষতা (ফাইন মোটর)", example: "হিজিবিজি আঁকা, কাগজ ছেঁড়া, সুতোয় পুঁতি গাঁথা, আর পেনসিল ধরার শুরু।" },
      { area: "নিজের কাজ নিজে: জামাকাপড় পরা", example: "জুতা পরা, সোয়েটার খোলা, ব্যাগ ঝুলিয়ে রাখা।" },
      { area: "খেলা ও অবসর", example: "প্রথমে খেলনা নিয়ে সহজ খেলা, তারপর কল্পনার খেলা।" },
    ],
  },
  {
    month: 3,
    title: "চাওয়া ও নাম বলা",
    focus: "কিছু চাইতে, নাম বলতে আর অন্যদের সঙ্গে যোগাযোগ করতে শব্দ ব্যবহার করা।",
    items: [
      { area: "চাওয়া ও অনুরোধ", example: "শব্দ, ইশারা বা ছবি দিয়ে পছন্দের জিনিস বা সাহায্য চাওয়া।" },
      { area: "নাম বলা", example: "মানুষ, জিনিস, কাজ আর ছবির নাম বলা।" },
      { area: "সামাজিক মেলামেশা", example: "বন্ধুদের শুভেচ্ছা জানানো, ভাগাভাগি করা আর অন্য শিশুদের ডাকে সাড়া দেওয়া।" },
      {
        area: "নিজের কাজ নিজে: খাওয়া ও পরিচ্ছন্নতা",
        example: "চামচ দিয়ে খাওয়া, হাত ধোয়া আর একটু সাহায্য নিয়ে দাঁত ব্রাশ করা।",
      },
      { area: "প্রাথমিক গণিত", example: "জিনিস গোনা, কম-বেশি বোঝা আর সংখ্যা মেলানো।" },
    ],
  },
  {
    month: 4,
    title: "কথোপকথন ও দলে শেখা",
    focus: "প্রশ্নের উত্তর দেওয়া, সবার সঙ্গে যোগ দেওয়া আর নতুন পরিস্থিতিতে দক্ষতা কাজে লাগানো।",
    items: [
      { area: "প্রশ্নোত্তর ও কথোপকথন", example: "সহজ প্রশ্নের উত্তর দেওয়া, গানের বাকি অংশ শেষ করা আর সারা দিনের গল্প বলা।" },
      { area: "দলগত নির্দেশনা", example: "পুরো গ্রুপকে দেওয়া নির্দেশনা মেনে চলা।" },
      { area: "বাক্য গঠন ও ব্যাকরণ", example: "কয়েকটি শব্দ জুড়ে ছোট বাক্য বলা।" },
      { area: "প্রাথমিক পড়া ও লেখা", example: "অক্ষর আর নিজের নাম চেনা, আর দাগের ওপর বুলিয়ে আকার আঁকা।" },
      {
        area: "নতুন পরিবেশে দক্ষতার ব্যবহার",
        example: "নতুন দক্ষতা ভিন্ন ভিন্ন মানুষ, জায়গা আর উপকরণের সঙ্গে কাজে লাগানো; চক্র শেষ হয় হালনাগাদ করা স্কিল ম্যাপ দিয়ে।",
      },
    ],
  },
];

export const weeklySchedule: typeof import("../class-model").weeklySchedule = {
  title: "সাপ্তাহিক সময়সূচি",
  items: [
    {
      when: weekdayNames[programme.liveClassDays[0]],
      time: classTime,
      title: "লাইভ অনলাইন ক্লাস",
      detail: "গল্প, গান বা খেলার মধ্য দিয়ে এই সপ্তাহের নতুন দক্ষতার সঙ্গে পরিচয়।",
    },
    {
      when: weekdayNames[programme.liveClassDays[1]],
      time: classTime,
      title: "লাইভ অনলাইন ক্লাস",
      detail: "গ্রুপে খেলা, নিজের কিছু দেখিয়ে গল্প বলা আর নড়াচড়ার মধ্য দিয়ে অনুশীলন ও ঝালিয়ে নেওয়া।",
    },
    {
      when: "সপ্তাহজুড়ে",
      title: "বাড়িতে অনুশীলন",
      detail: "বাড়ির সাধারণ জিনিসপত্র দিয়ে একসঙ্গে করার মতো ছোট, দশ মিনিটের কার্যক্রম।",
    },
    {
      when: `মাসে ${n(programme.outdoorSessionsPerMonth)} বার`,
      title: "আউটডোর সেশন",
      detail: "সবুজ খোলা জায়গায় হাতে-কলমে একটি মিশন, যেখানে অভিভাবকেরাও অংশ নেন। জায়গা আর সময় আগেই জানিয়ে দেওয়া হয়।",
    },
  ],
  notes: [
    `সপ্তাহে ${n(programme.liveClassesPerWeek)}টি, মাসে ${n(programme.liveClassesPerMonth)}টি লাইভ ক্লাস`,
    `প্রতিটি গ্রুপে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশু`,
    "সব ক্লাস বাংলাদেশ সময় অনুযায়ী",
    "ভর্তি হওয়া পরিবারগুলো ক্লাসের রেকর্ডিং দেখতে পারে",
  ],
};

export const nextBatchCta: Translated<typeof import("../class-model").nextBatchCta> = {
  label: "আমাদের পরের ব্যাচে যোগ দিন",
  href: "/enroll",
};

/** /enroll page: open batches with their seats, each leading to the in-app application. */
export const enrollPage: Translated<typeof import("../class-model").enrollPage> = {
  title: "আপনার সন্তানকে ভর্তি করুন",
  text: `নিচের খোলা ব্যাচগুলো থেকে একটি বেছে নিন, আর কয়েক মিনিটেই অনলাইনে আবেদন করুন। প্রতিটি গ্রুপে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশু থাকে, তাই কয়টি আসন বাকি আছে তা আপনি সরাসরি দেখতে পাবেন। এখনো মনস্থির করেননি? আগে একটি বিনামূল্যে ট্রায়াল ক্লাস বুক করুন।`,
  trialCta: { label: "বিনামূল্যে ট্রায়াল ক্লাস বুক করুন", href: "/trial" },
  contactCta: { label: "যোগাযোগ করুন", href: "/contact" },
  batchesTitle: "ভর্তি চলছে যেসব ব্যাচে",
  batchesIntro:
    "আপনার সন্তানের জন্য মানানসই ব্যাচে আবেদন করুন। কোনো ব্যাচ পূর্ণ হয়ে গেলেও আবেদন করতে পারবেন: তখন আপনি সেই ব্যাচের অপেক্ষমাণ তালিকায় যুক্ত হবেন, আর পরের যে আসনটি খালি হবে, সেটি আমরা আপনাকে অফার করব।",
  emptyTitle: "এই মুহূর্তে কোনো ব্যাচে ভর্তি চলছে না",
  emptyText:
    "কয়েক মাস পরপর নতুন ব্যাচ শুরু হয়। একটি বিনামূল্যে ট্রায়াল ক্লাস বুক করুন বা আমাদের সঙ্গে যোগাযোগ করুন, পরের ব্যাচ কবে শুরু হবে তা আমরা আপনাকে জানিয়ে দেব।",
};

/** Fees on /enroll read as its batches' fees do: whole taka ('৳১,৬০০'). */
const taka = (amount: number) => formatMoney(amount, "BDT", { whole: true, language: "bn" });

export const programHighlights: Feature[] = [
  {
    title: `${preschoolAges} বছরের শিশুদের জন্য দক্ষতাভিত্তিক প্রি-স্কুল`,
    text: `${n(programme.ablls.areas)}টি ক্ষেত্রের ${n(programme.ablls.skills)}টিরও বেশি দক্ষতা নিয়ে ABLLS-ভিত্তিক পাঠ্যক্রম, শেখানো হয় খেলার মধ্য দিয়ে।`,
  },
  {
    title: "সন্ধ্যায় লাইভ ক্লাস",
    text: `${classSchedule}: মাসে ${n(programme.liveClassesPerMonth)}টি ক্লাস, যা অফিস আর স্কুলের সময়ের সঙ্গে মানিয়ে যায়।`,
  },
  {
    title: "ছোট গ্রুপ",
    text: `প্রতিটি গ্রুপে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশু।`,
  },
  {
    title: "আউটডোর অ্যাডভেঞ্চার",
    text: `মাসে ${n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন, ঐচ্ছিক, এর জন্য মাসে ${taka(fees.onlinePreschool.optionalOutdoorMonthly)}।`,
  },
  {
    title: "সহজ, স্পষ্ট ফি",
    text: `এককালীন ভর্তি ফি ${taka(fees.onlinePreschool.admission)}, এরপর মাসে ${taka(fees.onlinePreschool.monthly)}।`,
  },
  {
    title: "অভিভাবকই কোচ",
    text: "প্রতি সপ্তাহে বাড়িতে অনুশীলনের আইডিয়া আর আমাদের টিমের সহায়তা, সঙ্গে ভর্তি হওয়া পরিবারগুলোর জন্য ক্লাসের রেকর্ডিং।",
  },
];

/** /enroll: what happens after applying. */
export const enrollSteps: Feature[] = [
  {
    title: "অনলাইনে আবেদন করুন",
    text: "একটি ব্যাচ বেছে নিন, আপনার সন্তান সম্পর্কে আমাদের জানান, আর আপনার অভিভাবক অ্যাকাউন্ট থেকে আবেদনটি পাঠিয়ে দিন। মোটামুটি পাঁচ মিনিট লাগে।",
  },
  {
    title: "আমরা আসন নিশ্চিত করি",
    text: `আমাদের ভর্তি সমন্বয়কারী অফিস সময়ের মধ্যে (${officeHours}) প্রতিটি আবেদন দেখেন এবং আপনাকে ইমেইল করেন। ব্যাচ পূর্ণ থাকলে আপনার সন্তান সেই ব্যাচের অপেক্ষমাণ তালিকায় যুক্ত হবে, আর তালিকায় আপনার অবস্থান আপনি দেখতে পাবেন।`,
  },
  {
    title: "আপনার সন্তানের ক্লাস শুরু",
    text: "আপনি ক্লাসের লিংক আর ছোট একটি স্বাগত-নির্দেশিকা পাবেন, আর আপনার সন্তান তার প্রথম লাইভ ক্লাসে যোগ দেবে।",
  },
];
