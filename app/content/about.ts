import { programme, site } from "../lib/site-config";
import * as bn from "./bn/format";
import { ageRange, illustration } from "./format";
import type { Words } from "./words";

export interface TitledText {
  title: Words;
  text: Words;
}

interface Intro {
  title: Words;
  paragraphs: Words[];
}

const preschoolAges = {
  en: ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
  bn: bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
};

export const aboutIntro: Intro & { image: string; imageAlt: Words } = {
  title: { en: `About ${site.name}`, bn: `${site.name} সম্পর্কে` },
  paragraphs: [
    {
      en: `${site.name} is a hybrid early-learning programme in Dhaka for children aged ${programme.ages.min} to ${programme.ages.max}. We bring together live online classes, offline activity sessions and outdoor adventures, so children can learn with real teachers without losing hours to traffic, and still spend time playing, building and exploring off the screen.`,
      bn: `${site.name} ঢাকায় ${bn.n(programme.ages.min)} থেকে ${bn.n(programme.ages.max)} বছর বয়সী শিশুদের প্রারম্ভিক শিক্ষার একটি হাইব্রিড প্রোগ্রাম। লাইভ অনলাইন ক্লাস, অফলাইন কার্যক্রম সেশন আর আউটডোর অ্যাডভেঞ্চারকে আমরা এক সুতোয় গেঁথেছি, যাতে যানজটে ঘণ্টার পর ঘণ্টা নষ্ট না করেও শিশুরা সত্যিকারের শিক্ষকের কাছে শিখতে পারে, আবার স্ক্রিনের বাইরে খেলা, কিছু বানানো আর নতুন কিছু খুঁজে দেখার সময়ও পায়।`,
    },
    {
      en: `Children aged ${preschoolAges.en} join our online preschool, where an ABLLS-based skills assessment helps us understand each child and teach the right next step. From age ${programme.adventureMinAge}, children move on to adventure and experiential learning. At every age, parents are part of the team.`,
      bn: `${preschoolAges.bn} বছরের শিশুরা যোগ দেয় আমাদের অনলাইন প্রি-স্কুলে। সেখানে ABLLS-ভিত্তিক দক্ষতা মূল্যায়নের মাধ্যমে আমরা প্রতিটি শিশুকে ভালো করে বুঝি এবং তার জন্য ঠিক পরের ধাপটি শেখাই। ${bn.n(programme.adventureMinAge)} বছর বয়স থেকে শিশুরা এগিয়ে যায় অ্যাডভেঞ্চার ও হাতে-কলমে শেখার পথে। আর প্রতিটি বয়সেই অভিভাবকেরা আমাদের দলের অংশ।`,
    },
  ],
  image: illustration("programme-hybrid"),
  imageAlt: {
    en: "A home, a laptop and a tree joined by a path, showing learning online, at home and outdoors",
    bn: "একটি পথ দিয়ে জোড়া একটি বাড়ি, একটি ল্যাপটপ ও একটি গাছ: অনলাইনে, বাড়িতে আর বাইরে শেখার ছবি",
  },
};

export const philosophy: Intro & { principles: TitledText[] } = {
  title: { en: "Our Philosophy", bn: "আমাদের শিক্ষাদর্শন" },
  paragraphs: [
    {
      en: "We believe young children learn best through play, movement and relationships: with a teacher who knows them, with a small group of friends, and above all with the adults at home.",
      bn: "আমরা বিশ্বাস করি, ছোট শিশুরা সবচেয়ে ভালো শেখে খেলা, নড়াচড়া আর সম্পর্কের মধ্য দিয়ে: এমন একজন শিক্ষকের সঙ্গে যিনি তাকে চেনেন, ছোট একদল বন্ধুর সঙ্গে, আর সবচেয়ে বেশি বাড়ির বড়দের সঙ্গে।",
    },
    {
      en: "We start from what each child can already do, not from what they cannot. We break big goals into small, achievable steps and celebrate each one. And we believe that curiosity, confidence and kindness matter as much as letters and numbers.",
      bn: "আমরা শুরু করি শিশু এখনই যা পারে সেখান থেকে, যা পারে না সেখান থেকে নয়। বড় লক্ষ্যকে ভাগ করি ছোট ছোট, সহজে পৌঁছানো যায় এমন ধাপে, আর প্রতিটি ধাপ পেরোনো উদ্‌যাপন করি। আমরা এটাও বিশ্বাস করি যে কৌতূহল, আত্মবিশ্বাস আর অন্যের প্রতি সদয় হওয়া অক্ষর আর সংখ্যার মতোই জরুরি।",
    },
  ],
  principles: [
    {
      title: { en: "Play is learning", bn: "খেলাই শেখা" },
      text: {
        en: "Songs, games, stories and hands-on tasks are how skills are taught, not a break from them.",
        bn: "গান, খেলা, গল্প আর হাতে-কলমে কাজ দিয়েই আমরা দক্ষতা শেখাই; এগুলো পড়াশোনার ফাঁকে বিরতি নয়।",
      },
    },
    {
      title: { en: "Every child is different", bn: "প্রতিটি শিশু আলাদা" },
      text: {
        en: "Personal skills maps mean each child works on what they are ready for next.",
        bn: "প্রতিটি শিশুর নিজস্ব স্কিল ম্যাপ থাকে, তাই সে ঠিক সেটাই শেখে যার জন্য সে এখন প্রস্তুত।",
      },
    },
    {
      title: { en: "Parents as coaches", bn: "অভিভাবকই কোচ" },
      text: {
        en: "We support parents to turn everyday moments into learning, every day of the week.",
        bn: "প্রতিদিনের ছোট ছোট মুহূর্তকে শেখার সুযোগে বদলে নিতে আমরা সপ্তাহের প্রতিটি দিন অভিভাবকদের পাশে থাকি।",
      },
    },
    {
      title: { en: "Real-world experience", bn: "বাস্তব জীবনের অভিজ্ঞতা" },
      text: {
        en: "Outdoor time and hands-on projects give children problems to solve and a world to explore.",
        bn: "বাইরে কাটানো সময় আর হাতে-কলমে প্রজেক্ট শিশুদের সামনে নিয়ে আসে সমাধান করার মতো সমস্যা, আর ঘুরে দেখার মতো একটা গোটা পৃথিবী।",
      },
    },
  ],
};

/** Challenges Dhaka families told us about. */
export const challenges: { title: Words; intro: Words; items: TitledText[] } = {
  title: { en: "The Challenges Dhaka Families Face", bn: "ঢাকার পরিবারগুলো যেসব চ্যালেঞ্জের মুখোমুখি" },
  intro: {
    en: "Raising young children in a fast-growing city brings real pressures. These are the ones parents mention most.",
    bn: "দ্রুত বেড়ে ওঠা একটি শহরে ছোট শিশুকে বড় করা সত্যিই চাপের। অভিভাবকেরা আমাদের সবচেয়ে বেশি যেগুলোর কথা বলেন, সেগুলো এখানে তুলে ধরছি।",
  },
  items: [
    {
      title: { en: "Too much passive screen time", bn: "অতিরিক্ত নিষ্ক্রিয় স্ক্রিন টাইম" },
      text: {
        en: "Phones and tablets are everywhere, and it is easy for children to spend hours watching videos that ask nothing of them.",
        bn: "ফোন আর ট্যাবলেট এখন সবখানে। শিশুরা সহজেই ঘণ্টার পর ঘণ্টা এমন ভিডিও দেখে কাটায়, যেখানে তাদের নিজের কিছুই করতে হয় না।",
      },
    },
    {
      title: { en: "Little space to play outdoors", bn: "বাইরে খেলার জায়গা কম" },
      text: {
        en: "Many families live in flats with few safe playgrounds or parks within walking distance.",
        bn: "অনেক পরিবার ফ্ল্যাটে থাকে, আর হাঁটা দূরত্বে নিরাপদ খেলার মাঠ বা পার্ক খুব কমই আছে।",
      },
    },
    {
      title: { en: "Traffic eats the day", bn: "যানজটেই দিন শেষ" },
      text: {
        en: "Long journeys to classes and activities tire children and parents, and leave less time for play and rest.",
        bn: "ক্লাস আর নানা কার্যক্রমে যাওয়া-আসার লম্বা পথে শিশু আর অভিভাবক দুজনেই ক্লান্ত হয়ে পড়েন, খেলা আর বিশ্রামের সময়ও কমে যায়।",
      },
    },
    {
      title: { en: "Early exam and admission pressure", bn: "খুব ছোট বয়সেই পরীক্ষা আর ভর্তির চাপ" },
      text: {
        en: "Worry about school admission tests can push children towards rote learning and worksheets long before they are ready.",
        bn: "স্কুলের ভর্তি পরীক্ষার দুশ্চিন্তায় অনেক সময় শিশুরা প্রস্তুত হওয়ার অনেক আগেই তাদের মুখস্থ আর ওয়ার্কশিটের দিকে ঠেলে দেওয়া হয়।",
      },
    },
    {
      title: { en: "Busy working parents", bn: "ব্যস্ত কর্মজীবী অভিভাবক" },
      text: {
        en: "Parents want to be involved in their child's learning but often don't know where to start, or when to find the time.",
        bn: "অভিভাবকেরা সন্তানের শেখায় পাশে থাকতে চান, কিন্তু প্রায়ই বুঝে উঠতে পারেন না কোথা থেকে শুরু করবেন, বা সময়টাই-বা কখন বের করবেন।",
      },
    },
    {
      title: { en: "One size fits all", bn: "সবার জন্য একই ছাঁচ" },
      text: {
        en: "Large classes make it hard for teachers to notice what each individual child needs next.",
        bn: "বড় ক্লাসে শিক্ষকের পক্ষে খেয়াল রাখা কঠিন, কোন শিশুর এরপর ঠিক কী দরকার।",
      },
    },
  ],
};

export const solutions: { title: Words; intro: Words; items: TitledText[] } = {
  title: { en: "How We Help", bn: "আমরা যেভাবে পাশে থাকি" },
  intro: {
    en: "Our programme was designed around those challenges.",
    bn: "এই চ্যালেঞ্জগুলো মাথায় রেখেই আমাদের প্রোগ্রাম সাজানো হয়েছে।",
  },
  items: [
    {
      title: { en: "Active, limited screen time", bn: "সক্রিয়, সীমিত স্ক্রিন টাইম" },
      text: {
        en: `${programme.liveClassesPerWeek} live classes a week where children sing, move and answer with a parent beside them: screen time that asks children to take part.`,
        bn: `সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি লাইভ ক্লাস, যেখানে শিশুরা পাশে বসা অভিভাবকের সঙ্গে গান গায়, নড়াচড়া করে, প্রশ্নের উত্তর দেয়। এই স্ক্রিন টাইমে শিশুকে নিজেই অংশ নিতে হয়।`,
      },
    },
    {
      title: { en: "Regular time outdoors", bn: "নিয়মিত বাইরে সময় কাটানো" },
      text: {
        en: `${programme.outdoorSessionsPerMonth} outdoor sessions a month and adventure activities for older children bring nature and movement back into the week.`,
        bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন আর একটু বড় শিশুদের জন্য অ্যাডভেঞ্চার কার্যক্রম সপ্তাহের রুটিনে প্রকৃতি আর ছোটাছুটি ফিরিয়ে আনে।`,
      },
    },
    {
      title: { en: "Learning from home", bn: "ঘরে বসেই শেখা" },
      text: {
        en: `Evening classes on ${programme.liveClassDays.join(" and ")} mean no commute, and recordings mean a missed class is never lost.`,
        bn: `ক্লাস হয় ${bn.classDays} সন্ধ্যায়, তাই কোথাও যাতায়াতের ঝামেলা নেই। আর রেকর্ডিং থাকায় কোনো ক্লাস বাদ পড়লেও তা হারিয়ে যায় না।`,
      },
    },
    {
      title: { en: "Skills before exams", bn: "পরীক্ষার আগে দক্ষতা" },
      text: {
        en: "Our ABLLS-based curriculum builds the language, attention and self-help skills that make later school learning easier, through play rather than pressure.",
        bn: "আমাদের ABLLS-ভিত্তিক পাঠ্যক্রম চাপ দিয়ে নয়, খেলার মধ্য দিয়ে ভাষা, মনোযোগ আর নিজের কাজ নিজে করার দক্ষতা গড়ে তোলে, যা পরে স্কুলের পড়াশোনাকে সহজ করে দেয়।",
      },
    },
    {
      title: { en: "Parents as coaches", bn: "অভিভাবকই কোচ" },
      text: {
        en: "Simple weekly activities and guidance help you support your child in ten minutes a day.",
        bn: "প্রতি সপ্তাহের সহজ কিছু কার্যক্রম আর পরামর্শ দিয়ে আমরা আপনার পাশে থাকি, যাতে দিনে মাত্র দশ মিনিটেই আপনি সন্তানের শেখায় সাহায্য করতে পারেন।",
      },
    },
    {
      title: { en: "Small groups, personal plans", bn: "ছোট গ্রুপ, নিজস্ব পরিকল্পনা" },
      text: {
        en: `At most ${programme.maxGroupSize} children per group, and a personal skills map for every preschool child.`,
        bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু, আর প্রি-স্কুলের প্রতিটি শিশুর জন্য আলাদা স্কিল ম্যাপ।`,
      },
    },
  ],
};
