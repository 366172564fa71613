import { programme } from "../lib/site-config";
import * as bn from "./bn/format";
import { storeTitle } from "./store";
import type { Words } from "./words";

/** Page-level copy that isn't part of a larger content module: headers, section intros and closing calls to action. */

export interface PageIntro {
  eyebrow: Words;
  title: Words;
  text: Words;
}

export interface Closing {
  title: Words;
  text: Words;
}

export const pageIntros = {
  blog: {
    eyebrow: { en: "Blog", bn: "ব্লগ" },
    title: { en: "Ideas for Learning at Home", bn: "বাড়িতে শেখার নানা আইডিয়া" },
    text: {
      en: "Practical, research-informed articles for parents of young children, written by our team.",
      bn: "আমাদের টিমের লেখা, ছোট শিশুদের অভিভাবকদের জন্য গবেষণাভিত্তিক আর সহজে কাজে লাগানোর মতো লেখা।",
    },
  },
  contact: {
    eyebrow: { en: "Contact", bn: "যোগাযোগ" },
    title: { en: "We'd love to hear from you", bn: "আপনার কথা শুনতে আমরা আগ্রহী" },
    text: {
      en: "Questions about classes, fees or a free trial? Call, email or message us, and we will get back to you within office hours.",
      bn: "ক্লাস, ফি বা বিনামূল্যে ট্রায়াল নিয়ে প্রশ্ন আছে? ফোন, ইমেইল বা মেসেজ করুন, অফিস সময়ের মধ্যেই আমরা উত্তর দেব।",
    },
  },
  store: {
    eyebrow: { en: "Coming soon", bn: "শিগগিরই আসছে" },
    title: storeTitle,
    text: {
      en: "Learning kits, activity packs and printables chosen by our curriculum team. The store isn't open yet: this is a preview of what's planned.",
      bn: "আমাদের পাঠ্যক্রম টিমের বাছাই করা লার্নিং কিট, কার্যক্রমের প্যাক আর প্রিন্ট করার মতো পাতা। স্টোরটি এখনো চালু হয়নি: এখানে দেখে নিন কী কী আসছে।",
    },
  },
  team: {
    eyebrow: { en: "Our team", bn: "আমাদের টিম" },
    title: { en: "The People Behind the Programme", bn: "প্রোগ্রামের পেছনের মানুষগুলো" },
    text: {
      en: "Educators, specialists and coordinators who work together so that every child learns the right next thing, and every family feels supported.",
      bn: "শিক্ষক, বিশেষজ্ঞ আর সমন্বয়কারীরা একসঙ্গে কাজ করেন, যাতে প্রতিটি শিশু ঠিক পরের জিনিসটি শেখে, আর প্রতিটি পরিবার পাশে কাউকে পায়।",
    },
  },
  testimonials: {
    eyebrow: { en: "Testimonials", bn: "অভিভাবকদের কথা" },
    title: { en: "Parents and Children, in Their Own Words", bn: "অভিভাবক ও শিশুদের নিজেদের কথায়" },
    text: {
      en: "What families tell us about learning with us, online and outdoors.",
      bn: "অনলাইনে আর বাইরে আমাদের সঙ্গে শেখা নিয়ে পরিবারগুলো যা বলেন।",
    },
  },
};

export const sectionIntros = {
  homeProgrammes: {
    en: "One journey from first words to confident explorers.",
    bn: "প্রথম বুলি থেকে আত্মবিশ্বাসী অভিযাত্রী হয়ে ওঠা পর্যন্ত একটিই যাত্রা।",
  },
  homeBlog: { en: "Practical ideas for learning at home.", bn: "বাড়িতে শেখার সহজ, কাজের আইডিয়া।" },
  aboutTeam: {
    en: "Twelve roles, one aim: every child learning the right next thing, with their family beside them.",
    bn: "বারোটি ভূমিকা, একটিই লক্ষ্য: পরিবারকে পাশে নিয়ে প্রতিটি শিশু যেন ঠিক পরের জিনিসটি শেখে।",
  },
  contactFaq: {
    en: "Answers to what parents ask us most. Still unsure? Send us a message.",
    bn: "অভিভাবকেরা আমাদের সবচেয়ে বেশি যা জিজ্ঞেস করেন, তার উত্তর। এখনো কিছু জানার আছে? আমাদের একটি মেসেজ পাঠান।",
  },
  materials: {
    en: "Guides to read and pages to print, free for families.",
    bn: "পড়ার মতো গাইড আর প্রিন্ট করার মতো পাতা, পরিবারগুলোর জন্য বিনামূল্যে।",
  },
  resourcesBlog: { en: "Three articles parents find most useful.", bn: "অভিভাবকদের কাছে সবচেয়ে কাজের তিনটি লেখা।" },
  storeSignup: { en: "Be the first to know when the store opens", bn: "স্টোর চালু হলেই সবার আগে খবর পান" },
  contactForm: {
    en: "We read every message and reply by email. Prefer your own mail app? Write to",
    bn: "আমরা প্রতিটি মেসেজ পড়ি এবং ইমেইলে উত্তর দিই। নিজের মেইল অ্যাপ থেকে লিখতে চাইলে আমাদের ঠিকানা:",
  },
};

export const closings = {
  about: {
    title: { en: "Come and see how we teach", bn: "এসে দেখুন আমরা কীভাবে শেখাই" },
    text: {
      en: "A free trial class is the best way to find out whether our programme suits your child.",
      bn: "আমাদের প্রোগ্রাম আপনার সন্তানের জন্য মানানসই কি না, তা জানার সবচেয়ে ভালো উপায় একটি বিনামূল্যে ট্রায়াল ক্লাস।",
    },
  },
  curriculum: {
    title: { en: "Ready to start?", bn: "শুরু করতে প্রস্তুত?" },
    text: {
      en: "Enroll your child, or talk to us first about which programme fits.",
      bn: "আপনার সন্তানকে ভর্তি করুন, অথবা কোন প্রোগ্রামটি মানানসই তা নিয়ে আগে আমাদের সঙ্গে কথা বলুন।",
    },
  },
  classModel: {
    title: { en: "Join Our Next Batch", bn: "আমাদের পরের ব্যাচে যোগ দিন" },
    text: {
      en: `Places are limited to ${programme.maxGroupSize} children per group. Register now and we will confirm your child's batch.`,
      bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু নেওয়া হয়। এখনই রেজিস্টার করুন, আপনার সন্তানের ব্যাচ আমরা নিশ্চিত করে জানাব।`,
    },
  },
  services: {
    title: { en: "Ready to join?", bn: "যোগ দিতে প্রস্তুত?" },
    text: {
      en: "Register your child for the next batch, or ask us about a free trial class first.",
      bn: "পরের ব্যাচে আপনার সন্তানের নাম রেজিস্টার করুন, অথবা আগে বিনামূল্যে ট্রায়াল ক্লাসের কথা জেনে নিন।",
    },
  },
  team: {
    title: { en: "Questions for our team?", bn: "আমাদের টিমকে কিছু জিজ্ঞেস করতে চান?" },
    text: {
      en: "Our family support coordinator is happy to help, or to arrange a free trial class.",
      bn: "আমাদের পরিবার সহায়তা সমন্বয়কারী আনন্দের সঙ্গে সাহায্য করবেন, কিংবা একটি বিনামূল্যে ট্রায়াল ক্লাসের ব্যবস্থা করে দেবেন।",
    },
  },
  testimonials: {
    title: { en: "Write your child's story with us", bn: "আপনার সন্তানের গল্পটাও লিখুন আমাদের সঙ্গে" },
    text: {
      en: "Start with a free trial class and see how your child responds.",
      bn: "একটি বিনামূল্যে ট্রায়াল ক্লাস দিয়ে শুরু করুন, আর দেখুন আপনার সন্তান কেমন সাড়া দেয়।",
    },
  },
};

/** The programme in four numbers, under the home hero. */
export const homeFacts = [
  {
    value: {
      en: `${programme.ages.min}-${programme.ages.max}`,
      bn: bn.ageRange(programme.ages.min, programme.ages.max),
    },
    label: { en: "years: the ages we teach", bn: "বছর বয়সী শিশুদের জন্য" },
  },
  {
    value: { en: `${programme.maxGroupSize}`, bn: bn.n(programme.maxGroupSize) },
    label: { en: "children at most per group", bn: "জন শিশু, প্রতিটি গ্রুপে সর্বোচ্চ" },
  },
  {
    value: { en: `${programme.liveClassesPerWeek}×`, bn: `${bn.n(programme.liveClassesPerWeek)}টি` },
    label: {
      en: `live classes a week, ${programme.liveClassDays.join(" & ")} ${programme.liveClassTime}`,
      bn: `লাইভ ক্লাস প্রতি সপ্তাহে (${bn.classSchedule})`,
    },
  },
  {
    value: { en: `${programme.outdoorSessionsPerMonth}`, bn: `${bn.n(programme.outdoorSessionsPerMonth)}টি` },
    label: { en: "outdoor sessions every month", bn: "আউটডোর সেশন প্রতি মাসে" },
  },
];
