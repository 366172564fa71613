import { formatMoney } from "../lib/format";
import { illustration } from "./format";
import type { InOneLanguage, Words } from "./words";

/**
 * Store preview. The store is not open yet: prices are static USD figures (9.99 to 39.99) and nothing here can be
 * bought (docs/product.md).
 */

export type StoreGroup = "age" | "activity" | "printable";

export type AgeGroup = "3-5" | "5-8" | "8-12" | "12-15";

export type StoreCategory = "Learning Kits" | "Language" | "STEM" | "Art & Craft" | "Outdoor" | "Games" | "Printables";

interface Product {
  id: string;
  name: Words;
  /** USD. */
  price: number;
  category: StoreCategory;
  ageGroup: AgeGroup;
  group: StoreGroup;
  image: string;
  description: Words;
}

/** A product as its card shows it. */
export type StoreProduct = InOneLanguage<Product>;

export const storeTitle = { en: "Learning Resources Store", bn: "শেখার উপকরণের স্টোর" };

/** Tabs in order; 'age' is the default. */
export const storeTabs: { id: StoreGroup; label: Words }[] = [
  {
    id: "age",
    label: { en: "Shop By Age", bn: "বয়স অনুযায়ী কিনুন" },
  },
  {
    id: "activity",
    label: { en: "Shop by Activity", bn: "অ্যাক্টিভিটি অনুযায়ী কিনুন" },
  },
  {
    id: "printable",
    label: { en: "Printables", bn: "প্রিন্ট করার উপকরণ" },
  },
];

export const defaultStoreTab: StoreGroup = "age";

export const ageGroups: AgeGroup[] = ["3-5", "5-8", "8-12", "12-15"];

const kits = illustration("store-kits");

const activity = illustration("store-activity");

const printables = illustration("store-printables");

const outdoor = illustration("store-outdoor");

export const products: Product[] = [
  // Shop by age
  {
    id: "first-skills-starter-kit",
    name: { en: "First Skills Starter Kit", bn: "শুরুর দক্ষতার স্টার্টার কিট" },
    price: 29.99,
    category: "Learning Kits",
    ageGroup: "3-5",
    group: "age",
    image: kits,
    description: {
      en: "Matching cards, lacing beads, shape sorters and picture routine cards for practising early skills through play.",
      bn: "খেলতে খেলতে শুরুর দিকের দক্ষতা অনুশীলনের জন্য জোড়া মেলানোর কার্ড, সুতোয় গাঁথার পুঁতি, আকার মিলিয়ে বসানোর খেলনা আর ছবিওয়ালা রুটিন কার্ড।",
    },
  },
  {
    id: "early-words-picture-cards",
    name: { en: "Early Words Picture Cards", bn: "প্রথম শব্দের ছবির কার্ড" },
    price: 12.99,
    category: "Language",
    ageGroup: "3-5",
    group: "age",
    image: kits,
    description: {
      en: "Sturdy picture cards of everyday things, labelled in Bangla and English, for naming, asking and guessing games.",
      bn: "রোজকার জিনিসের মজবুত ছবির কার্ড, বাংলা ও ইংরেজিতে নাম লেখা; নাম বলা, কিছু চাওয়া আর আন্দাজ করার খেলার জন্য।",
    },
  },
  {
    id: "curious-minds-science-kit",
    name: { en: "Curious Minds Science Kit", bn: "কৌতূহলী মনের বিজ্ঞান কিট" },
    price: 34.99,
    category: "STEM",
    ageGroup: "5-8",
    group: "age",
    image: kits,
    description: {
      en: "Magnets, a magnifier, measuring cups and simple experiment cards that turn questions into discoveries.",
      bn: "চুম্বক, আতশ কাচ, মাপার কাপ আর সহজ পরীক্ষার কার্ড, যা প্রশ্নকে আবিষ্কারে বদলে দেয়।",
    },
  },
  {
    id: "story-builder-box",
    name: { en: "Story Builder Box", bn: "গল্প বানানোর বাক্স" },
    price: 19.99,
    category: "Language",
    ageGroup: "5-8",
    group: "age",
    image: kits,
    description: {
      en: "Character, place and problem cards to mix and match into new stories, told aloud or written down.",
      bn: "চরিত্র, জায়গা আর সমস্যার কার্ড মিলিয়ে-মিশিয়ে নতুন নতুন গল্প বানানোর জন্য, মুখে বলে বা লিখে।",
    },
  },
  {
    id: "young-engineer-challenge-set",
    name: { en: "Young Engineer Challenge Set", bn: "খুদে ইঞ্জিনিয়ারের চ্যালেঞ্জ সেট" },
    price: 39.99,
    category: "STEM",
    ageGroup: "8-12",
    group: "age",
    image: kits,
    description: {
      en: "Connectors, rods and challenge cards for building bridges, towers and machines, then testing and improving them.",
      bn: "কানেক্টর, রড আর চ্যালেঞ্জ কার্ড দিয়ে সেতু, টাওয়ার আর যন্ত্র বানিয়ে সেগুলো পরীক্ষা করে আরও ভালো করে তোলার জন্য।",
    },
  },
  {
    id: "expedition-journal-kit",
    name: { en: "Expedition Journal Kit", bn: "অভিযানের জার্নাল কিট" },
    price: 24.99,
    category: "Outdoor",
    ageGroup: "12-15",
    group: "age",
    image: outdoor,
    description: {
      en: "A field journal, compass and observation guides for planning, recording and reflecting on outdoor expeditions.",
      bn: "বাইরের অভিযানের পরিকল্পনা করা, যা দেখা হলো তা লিখে রাখা আর পরে তা নিয়ে ভাবার জন্য একটি ফিল্ড জার্নাল, কম্পাস আর পর্যবেক্ষণ গাইড।",
    },
  },
  // Shop by activity
  {
    id: "fine-motor-fun-pack",
    name: { en: "Fine Motor Fun Pack", bn: "হাতের সূক্ষ্ম দক্ষতার মজার প্যাক" },
    price: 14.99,
    category: "Art & Craft",
    ageGroup: "3-5",
    group: "activity",
    image: activity,
    description: {
      en: "Playdough tools, chunky tweezers, threading laces and sticker sheets to strengthen little hands for writing.",
      bn: "লেখার জন্য ছোট্ট হাতগুলোকে শক্ত করতে প্লে-ডোর সরঞ্জাম, মোটা চিমটা, সুতো গাঁথার ফিতা আর স্টিকার শিট।",
    },
  },
  {
    id: "rainy-day-art-box",
    name: { en: "Rainy Day Art Box", bn: "বৃষ্টির দিনের আঁকাআঁকির বাক্স" },
    price: 22.99,
    category: "Art & Craft",
    ageGroup: "5-8",
    group: "activity",
    image: activity,
    description: {
      en: "Paints, brushes, coloured paper and idea cards for monsoon afternoons indoors.",
      bn: "বর্ষার বিকেলে ঘরে বসে আঁকার জন্য রং, তুলি, রঙিন কাগজ আর আইডিয়া কার্ড।",
    },
  },
  {
    id: "nature-explorer-backpack",
    name: { en: "Nature Explorer Backpack", bn: "খুদে প্রকৃতি-অভিযাত্রীর ব্যাকপ্যাক" },
    price: 32.99,
    category: "Outdoor",
    ageGroup: "5-8",
    group: "activity",
    image: outdoor,
    description: {
      en: "A child-sized backpack with a magnifier, bug viewer, collecting bags and a leaf-spotting card for park adventures.",
      bn: "পার্কে অভিযানের জন্য শিশুর মাপের একটি ব্যাকপ্যাক, সঙ্গে আতশ কাচ, পোকা দেখার বাক্স, সংগ্রহের ব্যাগ আর পাতা চেনার কার্ড।",
    },
  },
  {
    id: "balcony-garden-kit",
    name: { en: "Balcony Garden Kit", bn: "বারান্দায় বাগানের কিট" },
    price: 27.99,
    category: "Outdoor",
    ageGroup: "5-8",
    group: "activity",
    image: outdoor,
    description: {
      en: "Pots, seeds that grow well in Dhaka's climate and a growth diary, for a garden on any balcony or rooftop.",
      bn: "টব, ঢাকার আবহাওয়ায় ভালো জন্মায় এমন বীজ আর গাছ বেড়ে ওঠার ডায়েরি; যেকোনো বারান্দা বা ছাদে বাগান করার জন্য।",
    },
  },
  {
    id: "kitchen-science-cards",
    name: { en: "Kitchen Science Experiment Cards", bn: "রান্নাঘরে বিজ্ঞানের পরীক্ষার কার্ড" },
    price: 17.99,
    category: "STEM",
    ageGroup: "8-12",
    group: "activity",
    image: activity,
    description: {
      en: "Twenty experiments using things already in your kitchen, each with a question to investigate and a fair-test guide.",
      bn: "রান্নাঘরেই আছে এমন জিনিস দিয়ে বিশটি পরীক্ষা; প্রতিটিতে খুঁজে দেখার মতো একটি প্রশ্ন আর পরীক্ষাটা ঠিকঠাক ও নিরপেক্ষভাবে করার নির্দেশনা।",
    },
  },
  {
    id: "team-challenge-deck",
    name: { en: "Team Challenge Card Deck", bn: "দলগত চ্যালেঞ্জের কার্ড ডেক" },
    price: 9.99,
    category: "Games",
    ageGroup: "8-12",
    group: "activity",
    image: activity,
    description: {
      en: "Cooperative challenges for siblings, cousins and friends that build communication, planning and teamwork.",
      bn: "ভাইবোন, কাজিন আর বন্ধুদের জন্য একসঙ্গে মিলে করার চ্যালেঞ্জ, যা যোগাযোগ, পরিকল্পনা আর দলবদ্ধ কাজের দক্ষতা গড়ে তোলে।",
    },
  },
  // Printables
  {
    id: "daily-routine-picture-chart",
    name: { en: "Daily Routine Picture Chart", bn: "প্রতিদিনের রুটিনের ছবির চার্ট" },
    price: 9.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description: {
      en: "Colourful routine cards for mornings, mealtimes and bedtime, with blank cards for your own family routines.",
      bn: "সকাল, খাওয়ার সময় আর ঘুমানোর সময়ের রঙিন রুটিন কার্ড, সঙ্গে ফাঁকা কার্ড, যাতে নিজের পরিবারের রুটিনও যোগ করতে পারেন।",
    },
  },
  {
    id: "skills-practice-workbook",
    name: { en: "Early Skills Practice Workbook", bn: "শুরুর দক্ষতা অনুশীলনের ওয়ার্কবুক" },
    price: 19.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description: {
      en: "Matching, sorting, tracing and naming activities that follow the skill areas of our online preschool.",
      bn: "মেলানো, বাছাই, দাগের ওপর বুলিয়ে লেখা আর নাম বলার অ্যাক্টিভিটি, আমাদের অনলাইন প্রি-স্কুলের দক্ষতার ক্ষেত্রগুলো ধরে সাজানো।",
    },
  },
  {
    id: "bangla-english-tracing-sheets",
    name: { en: "Bangla & English Tracing Sheets", bn: "বাংলা ও ইংরেজি হাতেখড়ির শিট" },
    price: 11.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description: {
      en: "Pre-writing lines, shapes and first letters in both scripts, to trace with a finger, crayon or pencil.",
      bn: "লেখা শুরুর আগের রেখা, আকার আর প্রথম অক্ষরগুলো, বাংলা ও ইংরেজি দুই বর্ণমালাতেই; আঙুল, ক্রেয়ন বা পেনসিল দিয়ে ওপরে বুলিয়ে লেখার জন্য।",
    },
  },
  {
    id: "nature-journal-pages",
    name: { en: "Nature Journal Pages", bn: "প্রকৃতি জার্নালের পাতা" },
    price: 9.99,
    category: "Printables",
    ageGroup: "5-8",
    group: "printable",
    image: printables,
    description: {
      en: "Drawing frames, weather trackers and spotting checklists to record walks, gardens and outdoor sessions.",
      bn: "হাঁটতে বেরোনো, বাগান আর আউটডোর সেশনের কথা লিখে রাখতে ছবি আঁকার ফ্রেম, আবহাওয়ার হিসাব রাখার পাতা আর খুঁজে পাওয়ার চেকলিস্ট।",
    },
  },
  {
    id: "maths-puzzle-pack",
    name: { en: "Maths Puzzle Pack", bn: "গণিতের ধাঁধার প্যাক" },
    price: 12.99,
    category: "Printables",
    ageGroup: "8-12",
    group: "printable",
    image: printables,
    description: {
      en: "Logic puzzles, number patterns and real-life problems that make practising maths feel like a game.",
      bn: "যুক্তির ধাঁধা, সংখ্যার প্যাটার্ন আর বাস্তব জীবনের সমস্যা, যাতে গণিত অনুশীলন খেলার মতো মনে হয়।",
    },
  },
  {
    id: "study-planner-goal-sheets",
    name: { en: "Study Planner & Goal Sheets", bn: "পড়াশোনার পরিকল্পনা ও লক্ষ্যের শিট" },
    price: 9.99,
    category: "Printables",
    ageGroup: "12-15",
    group: "printable",
    image: printables,
    description: {
      en: "Weekly planners, goal trackers and reflection pages to help older children organise schoolwork and projects.",
      bn: "বড় শিশুরা যেন স্কুলের পড়া আর প্রজেক্ট গুছিয়ে নিতে পারে, সেজন্য সাপ্তাহিক পরিকল্পনার পাতা, লক্ষ্যের হিসাব রাখার পাতা আর নিজের কাজ নিয়ে ভাবার পাতা।",
    },
  },
];

export const productsByGroup = (group: StoreGroup): Product[] => products.filter((item) => item.group === group);

/** Price bands for the Filter (USD). */
/** Dollars as Bangla writes them, whole: '$১৫'. */
const dollars = (value: number): string => formatMoney(value, "USD", { language: "bn", whole: true });

export const priceBands = [
  {
    id: "under-15",
    label: { en: "Under $15", bn: `${dollars(15)}-এর কম` },
    min: 0,
    max: 15,
  },
  {
    id: "15-25",
    label: { en: "$15 to $25", bn: `${dollars(15)} থেকে ${dollars(25)}` },
    min: 15,
    max: 25,
  },
  {
    id: "over-25",
    label: { en: "Over $25", bn: `${dollars(25)}-এর বেশি` },
    min: 25,
    max: Infinity,
  },
] as const;

export type PriceBand = (typeof priceBands)[number]["id"];

export const getProduct = (id: string): Product | undefined => products.find((item) => item.id === id);
