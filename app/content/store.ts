import { illustration } from "./format";

/**
 * Store preview (docs/product.md#public-site). The store is not open yet: prices are static USD
 * figures (9.99 to 39.99) and nothing here can be bought.
 */

export type StoreGroup = "age" | "activity" | "printable";
export type AgeGroup = "3-5" | "5-8" | "8-12" | "12-15";
export type StoreCategory = "Learning Kits" | "Language" | "STEM" | "Art & Craft" | "Outdoor" | "Games" | "Printables";

export interface StoreProduct {
  id: string;
  name: string;
  /** USD. */
  price: number;
  category: StoreCategory;
  ageGroup: AgeGroup;
  group: StoreGroup;
  image: string;
  description: string;
}

export const storeTitle = "Learning Resources Store";

/** Tabs in order; 'age' is the default. */
export const storeTabs: { id: StoreGroup; label: string }[] = [
  { id: "age", label: "Shop By Age" },
  { id: "activity", label: "Shop by Activity" },
  { id: "printable", label: "Printables" },
];

export const defaultStoreTab: StoreGroup = "age";

export const ageGroups: AgeGroup[] = ["3-5", "5-8", "8-12", "12-15"];

const kits = illustration("store-kits");
const activity = illustration("store-activity");
const printables = illustration("store-printables");
const outdoor = illustration("store-outdoor");

export const products: StoreProduct[] = [
  // Shop by age
  {
    id: "first-skills-starter-kit",
    name: "First Skills Starter Kit",
    price: 29.99,
    category: "Learning Kits",
    ageGroup: "3-5",
    group: "age",
    image: kits,
    description:
      "Matching cards, lacing beads, shape sorters and picture routine cards for practising early skills through play.",
  },
  {
    id: "early-words-picture-cards",
    name: "Early Words Picture Cards",
    price: 12.99,
    category: "Language",
    ageGroup: "3-5",
    group: "age",
    image: kits,
    description:
      "Sturdy picture cards of everyday things, labelled in Bangla and English, for naming, asking and guessing games.",
  },
  {
    id: "curious-minds-science-kit",
    name: "Curious Minds Science Kit",
    price: 34.99,
    category: "STEM",
    ageGroup: "5-8",
    group: "age",
    image: kits,
    description:
      "Magnets, a magnifier, measuring cups and simple experiment cards that turn questions into discoveries.",
  },
  {
    id: "story-builder-box",
    name: "Story Builder Box",
    price: 19.99,
    category: "Language",
    ageGroup: "5-8",
    group: "age",
    image: kits,
    description: "Character, place and problem cards to mix and match into new stories, told aloud or written down.",
  },
  {
    id: "young-engineer-challenge-set",
    name: "Young Engineer Challenge Set",
    price: 39.99,
    category: "STEM",
    ageGroup: "8-12",
    group: "age",
    image: kits,
    description:
      "Connectors, rods and challenge cards for building bridges, towers and machines, then testing and improving them.",
  },
  {
    id: "expedition-journal-kit",
    name: "Expedition Journal Kit",
    price: 24.99,
    category: "Outdoor",
    ageGroup: "12-15",
    group: "age",
    image: outdoor,
    description:
      "A field journal, compass and observation guides for planning, recording and reflecting on outdoor expeditions.",
  },
  // Shop by activity
  {
    id: "fine-motor-fun-pack",
    name: "Fine Motor Fun Pack",
    price: 14.99,
    category: "Art & Craft",
    ageGroup: "3-5",
    group: "activity",
    image: activity,
    description:
      "Playdough tools, chunky tweezers, threading laces and sticker sheets to strengthen little hands for writing.",
  },
  {
    id: "rainy-day-art-box",
    name: "Rainy Day Art Box",
    price: 22.99,
    category: "Art & Craft",
    ageGroup: "5-8",
    group: "activity",
    image: activity,
    description: "Paints, brushes, coloured paper and idea cards for monsoon afternoons indoors.",
  },
  {
    id: "nature-explorer-backpack",
    name: "Nature Explorer Backpack",
    price: 32.99,
    category: "Outdoor",
    ageGroup: "5-8",
    group: "activity",
    image: outdoor,
    description:
      "A child-sized backpack with a magnifier, bug viewer, collecting bags and a leaf-spotting card for park adventures.",
  },
  {
    id: "balcony-garden-kit",
    name: "Balcony Garden Kit",
    price: 27.99,
    category: "Outdoor",
    ageGroup: "5-8",
    group: "activity",
    image: outdoor,
    description:
      "Pots, seeds that grow well in Dhaka's climate and a growth diary, for a garden on any balcony or rooftop.",
  },
  {
    id: "kitchen-science-cards",
    name: "Kitchen Science Experiment Cards",
    price: 17.99,
    category: "STEM",
    ageGroup: "8-12",
    group: "activity",
    image: activity,
    description:
      "Twenty experiments using things already in your kitchen, each with a question to investigate and a fair-test guide.",
  },
  {
    id: "team-challenge-deck",
    name: "Team Challenge Card Deck",
    price: 9.99,
    category: "Games",
    ageGroup: "8-12",
    group: "activity",
    image: activity,
    description:
      "Cooperative challenges for siblings, cousins and friends that build communication, planning and teamwork.",
  },
  // Printables
  {
    id: "daily-routine-picture-chart",
    name: "Daily Routine Picture Chart",
    price: 9.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description:
      "Colourful routine cards for mornings, mealtimes and bedtime, with blank cards for your own family routines.",
  },
  {
    id: "skills-practice-workbook",
    name: "Early Skills Practice Workbook",
    price: 19.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description:
      "Matching, sorting, tracing and naming activities that follow the skill areas of our online preschool.",
  },
  {
    id: "bangla-english-tracing-sheets",
    name: "Bangla & English Tracing Sheets",
    price: 11.99,
    category: "Printables",
    ageGroup: "3-5",
    group: "printable",
    image: printables,
    description:
      "Pre-writing lines, shapes and first letters in both scripts, to trace with a finger, crayon or pencil.",
  },
  {
    id: "nature-journal-pages",
    name: "Nature Journal Pages",
    price: 9.99,
    category: "Printables",
    ageGroup: "5-8",
    group: "printable",
    image: printables,
    description:
      "Drawing frames, weather trackers and spotting checklists to record walks, gardens and outdoor sessions.",
  },
  {
    id: "maths-puzzle-pack",
    name: "Maths Puzzle Pack",
    price: 12.99,
    category: "Printables",
    ageGroup: "8-12",
    group: "printable",
    image: printables,
    description: "Logic puzzles, number patterns and real-life problems that make practising maths feel like a game.",
  },
  {
    id: "study-planner-goal-sheets",
    name: "Study Planner & Goal Sheets",
    price: 9.99,
    category: "Printables",
    ageGroup: "12-15",
    group: "printable",
    image: printables,
    description:
      "Weekly planners, goal trackers and reflection pages to help older children organise schoolwork and projects.",
  },
];

export const productsByGroup = (group: StoreGroup): StoreProduct[] => products.filter((item) => item.group === group);

/** Price bands for the Filter (USD). */
export const priceBands = [
  { id: "under-15", label: "Under $15", min: 0, max: 15 },
  { id: "15-25", label: "$15 to $25", min: 15, max: 25 },
  { id: "over-25", label: "Over $25", min: 25, max: Infinity },
] as const;

export type PriceBand = (typeof priceBands)[number]["id"];

export const getProduct = (id: string): StoreProduct | undefined => products.find((item) => item.id === id);
