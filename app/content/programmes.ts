import { programme, site } from "../lib/site-config";
import * as bn from "./bn/format";
import { ageRange, classDays, illustration } from "./format";
import type { Words } from "./words";

const preschoolAges = {
  en: ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
  bn: bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
};

const adventureAges = { en: ageRange(programme.adventureMinAge), bn: bn.ageRange(programme.adventureMinAge) };

const allAges = {
  en: ageRange(programme.ages.min, programme.ages.max),
  bn: bn.ageRange(programme.ages.min, programme.ages.max),
};

export interface Cta {
  label: Words;
  href: string;
  /** Opens in a new tab (external forms). */
  external?: boolean;
}

export interface HomeHero {
  eyebrow: Words;
  title: Words;
  subtitle: Words;
  image: string;
  imageAlt: Words;
  primaryCta: Cta;
  secondaryCta: Cta;
}

export const homeHero: HomeHero = {
  eyebrow: {
    en: `Hybrid early learning in Dhaka · Ages ${allAges.en}`,
    bn: `ঢাকায় হাইব্রিড প্রারম্ভিক শিক্ষা · বয়স ${allAges.bn} বছর`,
  },
  title: { en: "Where curious children learn, play and explore", bn: "কৌতূহলী শিশুরা যেখানে শেখে, খেলে আর নতুন কিছু খুঁজে পায়" },
  subtitle: {
    en: `Live online classes, offline activity sessions and outdoor adventures, with a skills-based preschool for ages ${preschoolAges.en} and you, the parent, as your child's coach.`,
    bn: `লাইভ অনলাইন ক্লাস, অফলাইন কার্যক্রম সেশন আর আউটডোর অ্যাডভেঞ্চার; সঙ্গে ${preschoolAges.bn} বছরের শিশুদের জন্য দক্ষতাভিত্তিক প্রি-স্কুল। আর সন্তানের কোচ হিসেবে পাশে থাকেন আপনি, অভিভাবক।`,
  },
  image: illustration("hero-explorers"),
  imageAlt: {
    en: "Children exploring outdoors among trees, one holding a tablet and another a magnifying glass",
    bn: "গাছপালার মাঝে বাইরে ঘুরে দেখছে শিশুরা; একজনের হাতে ট্যাবলেট, আরেকজনের হাতে আতশ কাচ",
  },
  primaryCta: {
    label: { en: "Start Your Journey", bn: "যাত্রা শুরু করুন" },
    href: "/enroll",
  },
  secondaryCta: {
    label: { en: "Explore Programs", bn: "প্রোগ্রামগুলো দেখুন" },
    href: "/curriculum",
  },
};

/** Icon keys for the home page's approach cards; the component maps each to an icon. */
export type ApproachIcon = "assessment" | "adventure" | "parent-coach";

export interface ApproachCard {
  title: Words;
  text: Words;
  icon: ApproachIcon;
}

export const uniqueApproach: { title: Words; intro: Words; cards: ApproachCard[] } = {
  title: { en: "Our Unique Approach", bn: "আমাদের অনন্য পদ্ধতি" },
  intro: {
    en: "Three ideas shape everything we do, online and outdoors.",
    bn: "অনলাইনে হোক বা বাইরে, আমাদের সব কাজের পেছনে আছে তিনটি ভাবনা।",
  },
  cards: [
    {
      title: { en: "Skills-Based Preschool", bn: "দক্ষতাভিত্তিক প্রি-স্কুল" },
      text: {
        en: `For ages ${preschoolAges.en}, an ABLLS-based assessment maps more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, so each child works on the right next step in small, playful live classes.`,
        bn: `${preschoolAges.bn} বছরের শিশুদের জন্য ABLLS-ভিত্তিক মূল্যায়নে ${bn.n(programme.ablls.areas)}টি ক্ষেত্রের ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতা যাচাই করা হয়, যাতে ছোট, আনন্দময় লাইভ ক্লাসে প্রতিটি শিশু ঠিক তার পরের ধাপটি নিয়ে কাজ করতে পারে।`,
      },
      icon: "assessment",
    },
    {
      title: { en: "Adventure & Experiential Learning", bn: "অ্যাডভেঞ্চার ও হাতে-কলমে শেখা" },
      text: {
        en: `For ages ${adventureAges.en}, children learn by doing: outdoor missions, team challenges and real projects that build confidence and curiosity beyond the screen.`,
        bn: `${adventureAges.bn} বছরের শিশুরা শেখে নিজে করে দেখে: আউটডোর মিশন, দলগত চ্যালেঞ্জ আর বাস্তব প্রজেক্ট, যা স্ক্রিনের বাইরে তাদের আত্মবিশ্বাস আর কৌতূহল বাড়িয়ে তোলে।`,
      },
      icon: "adventure",
    },
    {
      title: { en: "Parents as Coaches", bn: "অভিভাবকই কোচ" },
      text: {
        en: "You know your child best. We show you simple ways to turn everyday moments at home into learning, and support you every step of the way.",
        bn: "আপনার সন্তানকে আপনিই সবচেয়ে ভালো চেনেন। বাড়ির প্রতিদিনের মুহূর্তগুলোকে কীভাবে সহজেই শেখার সুযোগে বদলে নেওয়া যায়, আমরা তা দেখিয়ে দিই, আর প্রতিটি ধাপে আপনার পাশে থাকি।",
      },
      icon: "parent-coach",
    },
  ],
};

/** The home page call to action: /trial, where a parent books a real class. */
export const homeCta: { title: Words; text: Words; cta: Cta } = {
  title: { en: "See it for yourself", bn: "নিজেই দেখে নিন" },
  text: {
    en: "Join a free trial class with your child, or ask us anything about the programme.",
    bn: "সন্তানকে নিয়ে একটি বিনামূল্যে ট্রায়াল ক্লাসে যোগ দিন, অথবা প্রোগ্রাম নিয়ে যেকোনো প্রশ্ন করুন।",
  },
  cta: {
    label: { en: "Book a Free Trial / Inquire", bn: "ফ্রি ট্রায়াল বুক করুন / জানতে চান" },
    href: "/trial",
  },
};

/** /curriculum: age-range introduction. */
export const curriculumIntro = {
  title: { en: "Curriculum & Programs", bn: "পাঠ্যক্রম ও প্রোগ্রাম" },
  text: {
    en: `Our programmes follow children from age ${programme.ages.min} to ${programme.ages.max}. Children aged ${preschoolAges.en} build strong foundations through a skills-assessment curriculum based on ABLLS. From age ${programme.adventureMinAge}, children move on to adventure and experiential learning. Throughout, live online classes, offline activity sessions and outdoor adventures work together, with parents as coaches at home.`,
    bn: `আমাদের প্রোগ্রাম ${bn.n(programme.ages.min)} থেকে ${bn.n(programme.ages.max)} বছর বয়স পর্যন্ত শিশুদের সঙ্গে থাকে। ${preschoolAges.bn} বছরের শিশুরা ABLLS-ভিত্তিক দক্ষতা মূল্যায়নের পাঠ্যক্রমে শেখার মজবুত ভিত গড়ে তোলে। ${bn.n(programme.adventureMinAge)} বছর বয়স থেকে তারা এগিয়ে যায় অ্যাডভেঞ্চার ও হাতে-কলমে শেখার পথে। পুরো সময় জুড়ে লাইভ অনলাইন ক্লাস, অফলাইন কার্যক্রম সেশন আর আউটডোর অ্যাডভেঞ্চার একসঙ্গে কাজ করে, আর বাড়িতে কোচ হিসেবে থাকেন অভিভাবকেরা।`,
  },
};

export interface ProgrammeBlock {
  id: "preschool" | "adventure" | "hybrid";
  title: Words;
  ages: Words;
  image: string;
  imageAlt: Words;
  summary: Words;
  keyPoints: Words[];
}

export const programmes: ProgrammeBlock[] = [
  {
    id: "preschool",
    title: { en: "Online Preschool (ABLLS-Based)", bn: "অনলাইন প্রি-স্কুল (ABLLS-ভিত্তিক)" },
    ages: { en: `Ages ${preschoolAges.en}`, bn: `বয়স ${preschoolAges.bn} বছর` },
    image: illustration("programme-preschool"),
    imageAlt: {
      en: "A young child waving at a teacher on a tablet screen while a parent sits beside them",
      bn: "ট্যাবলেটের পর্দায় শিক্ষকের দিকে হাত নাড়ছে একটি ছোট শিশু, পাশে বসে আছেন অভিভাবক",
    },
    summary: {
      en: `A live, small-group preschool that starts with what your child can already do. Using the ABLLS framework of more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, we build a personal skills map and teach each next step through songs, stories and hands-on play.`,
      bn: `ছোট গ্রুপের লাইভ প্রি-স্কুল, যার শুরু আপনার সন্তান এখনই যা পারে সেখান থেকে। ${bn.n(programme.ablls.areas)}টি ক্ষেত্রে ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতার ABLLS কাঠামো ধরে আমরা প্রতিটি শিশুর জন্য আলাদা স্কিল ম্যাপ তৈরি করি, আর গান, গল্প ও হাতে-কলমে খেলার মধ্য দিয়ে একে একে পরের ধাপগুলো শেখাই।`,
    },
    keyPoints: [
      {
        en: `ABLLS-based skills assessment covering ${programme.ablls.areas} areas, from cooperation and language to self-help and motor skills`,
        bn: `${bn.n(programme.ablls.areas)}টি ক্ষেত্রে ABLLS-ভিত্তিক দক্ষতা মূল্যায়ন: সহযোগিতা ও ভাষা থেকে শুরু করে নিজের কাজ নিজে করা আর মোটর দক্ষতা পর্যন্ত`,
      },
      {
        en: `${programme.liveClassesPerWeek} live classes a week, on ${classDays} at ${programme.liveClassTime}`,
        bn: `সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি লাইভ ক্লাস: ${bn.classDays} ${bn.classTime}`,
      },
      {
        en: `At most ${programme.maxGroupSize} children per group, so every child gets turns`,
        bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু, তাই প্রত্যেকেই অংশ নেওয়ার সুযোগ পায়`,
      },
      {
        en: "A four-month curriculum cycle with regular progress reviews",
        bn: "চার মাসের পাঠ্যক্রম চক্র, সঙ্গে নিয়মিত অগ্রগতি পর্যালোচনা",
      },
      { en: "Weekly home-practice ideas for parents", bn: "অভিভাবকদের জন্য প্রতি সপ্তাহে বাড়িতে অনুশীলনের আইডিয়া" },
    ],
  },
  {
    id: "adventure",
    title: { en: "Adventure & Experiential Learning", bn: "অ্যাডভেঞ্চার ও হাতে-কলমে শেখা" },
    ages: { en: `Ages ${adventureAges.en}`, bn: `বয়স ${adventureAges.bn} বছর` },
    image: illustration("programme-adventure"),
    imageAlt: {
      en: "Children with backpacks following a trail between trees",
      bn: "পিঠে ব্যাগ নিয়ে গাছের সারির মাঝের পথ ধরে এগিয়ে চলেছে শিশুরা",
    },
    summary: {
      en: "Older children learn best by doing. Outdoor missions, team challenges and hands-on projects give them real problems to solve, time to reflect, and the confidence that comes from trying, failing and trying again.",
      bn: "একটু বড় শিশুরা সবচেয়ে ভালো শেখে নিজে হাতে করে। আউটডোর মিশন, দলগত চ্যালেঞ্জ আর হাতে-কলমে প্রজেক্ট তাদের সামনে আনে সমাধান করার মতো বাস্তব সমস্যা, ভেবে দেখার সময়, আর চেষ্টা করা, ভুল করা, আবার চেষ্টা করা থেকে জন্মানো আত্মবিশ্বাস।",
    },
    keyPoints: [
      { en: "Nature exploration and outdoor missions around Dhaka", bn: "ঢাকার আশপাশে প্রকৃতি ঘুরে দেখা আর আউটডোর মিশন" },
      {
        en: "Team challenges that build communication and leadership",
        bn: "দলগত চ্যালেঞ্জ, যা যোগাযোগ আর নেতৃত্বের দক্ষতা গড়ে তোলে",
      },
      { en: "Hands-on science, building and making projects", bn: "হাতে-কলমে বিজ্ঞান, গড়া আর নিজে বানানোর প্রজেক্ট" },
      {
        en: "Reflection after every activity: what worked, what we would change",
        bn: "প্রতিটি কার্যক্রমের পর একসঙ্গে ভেবে দেখা: কী কাজে দিল, আর কী বদলাতে চাই",
      },
      {
        en: "Independence and safe, age-appropriate risk-taking",
        bn: "নিজে নিজে কাজ করা, আর বয়স অনুযায়ী নিরাপদে ঝুঁকি নিতে শেখা",
      },
    ],
  },
  {
    id: "hybrid",
    title: { en: "Hybrid Learning for the Whole Family", bn: "পুরো পরিবারের জন্য হাইব্রিড শিক্ষা" },
    ages: { en: `All ages (${allAges.en})`, bn: `সব বয়স (${allAges.bn} বছর)` },
    image: illustration("programme-hybrid"),
    imageAlt: {
      en: "A home with a laptop, a tree and a path leading outdoors, showing online and outdoor learning joined together",
      bn: "ল্যাপটপসহ একটি বাড়ি, একটি গাছ আর বাইরের দিকে চলে যাওয়া একটি পথ: অনলাইন আর আউটডোর শেখা যেখানে এক হয়ে গেছে",
    },
    summary: {
      en: `Online classes, offline activity sessions and outdoor adventures are designed as one journey. What children practise on screen, they use at home and outside, with ${programme.outdoorSessionsPerMonth} outdoor sessions a month and parents coaching along the way.`,
      bn: `অনলাইন ক্লাস, অফলাইন কার্যক্রম সেশন আর আউটডোর অ্যাডভেঞ্চার মিলিয়ে সাজানো একটিই যাত্রা। শিশুরা স্ক্রিনে যা অনুশীলন করে, তা-ই কাজে লাগায় বাড়িতে আর বাইরে। মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন থাকে, আর পুরো পথে কোচ হিসেবে পাশে থাকেন অভিভাবকেরা।`,
    },
    keyPoints: [
      { en: "Live online classes without the daily commute", bn: "প্রতিদিনের যাতায়াত ছাড়াই লাইভ অনলাইন ক্লাস" },
      {
        en: "Offline activity sessions that bring screen learning into the real world",
        bn: "অফলাইন কার্যক্রম সেশন, যা স্ক্রিনে শেখা বিষয়কে বাস্তব জীবনে নিয়ে আসে",
      },
      {
        en: `${programme.outdoorSessionsPerMonth} outdoor sessions a month`,
        bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন`,
      },
      {
        en: "Parent-as-coach guidance for everyday learning at home",
        bn: "বাড়িতে প্রতিদিনের শেখার জন্য অভিভাবক-কোচদের দিকনির্দেশনা",
      },
      {
        en: "Recordings for enrolled families, so no class is truly missed",
        bn: "ভর্তি হওয়া পরিবারগুলোর জন্য ক্লাসের রেকর্ডিং, তাই কোনো ক্লাসই আসলে বাদ পড়ে না",
      },
    ],
  },
];

export interface WhyChoosePoint {
  title: Words;
  text: Words;
}

export const whyChoose: { title: Words; points: WhyChoosePoint[] } = {
  title: { en: `Why Choose ${site.name}?`, bn: `কেন ${site.name} বেছে নেবেন?` },
  points: [
    {
      title: { en: "Every child, individually", bn: "প্রতিটি শিশুর দিকে আলাদা নজর" },
      text: {
        en: "A skills map for each child means we teach what they are ready for next, not what the rest of the group happens to be doing.",
        bn: "প্রতিটি শিশুর স্কিল ম্যাপ থাকায় আমরা তাকে সেটাই শেখাই যার জন্য সে এখন প্রস্তুত, গ্রুপের বাকিরা তখন কী করছে তা দেখে নয়।",
      },
    },
    {
      title: { en: "Small groups", bn: "ছোট গ্রুপ" },
      text: {
        en: `At most ${programme.maxGroupSize} children per group, so every child is seen, heard and given turns.`,
        bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু, তাই প্রত্যেক শিশুর দিকে আমরা খেয়াল রাখি, তার কথা শুনি আর তাকে অংশ নেওয়ার সুযোগ দিই।`,
      },
    },
    {
      title: { en: "Learning beyond the screen", bn: "স্ক্রিনের বাইরেও শেখা" },
      text: {
        en: "Online classes are short, active and interactive, and they are balanced by offline activities and regular time outdoors.",
        bn: "অনলাইন ক্লাসগুলো ছোট, প্রাণবন্ত আর ইন্টারঅ্যাকটিভ, আর এর ভারসাম্য রাখে অফলাইন কার্যক্রম ও নিয়মিত বাইরে কাটানো সময়।",
      },
    },
    {
      title: { en: "Made for Dhaka families", bn: "ঢাকার পরিবারের কথা ভেবে তৈরি" },
      text: {
        en: `Evening classes on ${classDays} fit around work and traffic, and our activities use spaces and materials families already have.`,
        bn: `${bn.classDays} সন্ধ্যার ক্লাস অফিস আর যানজটের সঙ্গে মানিয়ে যায়, আর আমাদের কার্যক্রমে লাগে পরিবারের হাতের কাছে থাকা জায়গা আর জিনিসপত্রই।`,
      },
    },
    {
      title: { en: "Parents as partners", bn: "অভিভাবক আমাদের সহযোগী" },
      text: {
        en: "We coach you as well as your child, so the learning continues at home every day of the week.",
        bn: "আমরা শুধু আপনার সন্তানকে নয়, আপনাকেও কোচিং দিই, যাতে সপ্তাহের প্রতিটি দিন বাড়িতেও শেখা চলতে থাকে।",
      },
    },
    {
      title: { en: "Try before you commit", bn: "আগে দেখুন, পরে সিদ্ধান্ত নিন" },
      text: {
        en: "Free trial classes let you and your child see how it feels before you enrol.",
        bn: "বিনামূল্যে ট্রায়াল ক্লাসে আপনি আর আপনার সন্তান ভর্তির আগেই দেখে নিতে পারেন, ক্লাসগুলো কেমন লাগে।",
      },
    },
  ],
};
