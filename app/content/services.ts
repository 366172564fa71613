import { formatMoney } from "../lib/format";
import { fees, programme } from "../lib/site-config";
import { ageRange, classDays, illustration } from "./format";

/** A service card. Fees are BDT numbers; `price` is display text. */
export interface Service {
  id: string;
  title: string;
  description: string;
  image: string;
  features: string[];
  admissionFee?: number;
  monthlyFee?: number;
  optionalOutdoorFee?: number;
  priceStartsFrom?: number;
  price?: string;
  isStore: boolean;
  storeLink?: string;
}

/** The alert the store card's button shows (docs/product.md#public-site). */
export const storeComingSoonMessage = "Store coming soon!";

export const servicesIntro = `Live online classes, offline activity sessions and outdoor adventures for children aged ${programme.ages.min} to ${programme.ages.max}. Choose what suits your family, or combine them.`;

const preschool = fees.onlinePreschool;

export const services: Service[] = [
  {
    id: "online-preschool",
    title: "Online Pre School Batches",
    description: `Live, small-group preschool classes for ages ${ageRange(programme.preschoolAges.min, programme.preschoolAges.max)}, built on an ABLLS skills assessment and a playful four-month curriculum, with parents as coaches at home.`,
    image: illustration("programme-preschool"),
    features: [
      `${programme.liveClassesPerWeek} live classes a week (${classDays}, ${programme.liveClassTime}), ${programme.liveClassesPerMonth} a month`,
      `At most ${programme.maxGroupSize} children per group`,
      `ABLLS-based skills map covering ${programme.ablls.areas} areas`,
      "Class recordings for enrolled families",
      `Optional outdoor sessions, ${programme.outdoorSessionsPerMonth} a month`,
      "Weekly home-practice ideas for parents",
    ],
    admissionFee: preschool.admission,
    monthlyFee: preschool.monthly,
    optionalOutdoorFee: preschool.optionalOutdoorMonthly,
    price: `Admission ${formatMoney(preschool.admission)} (one time) + ${formatMoney(preschool.monthly)}/month; outdoor sessions ${formatMoney(preschool.optionalOutdoorMonthly)}/month (optional)`,
    isStore: false,
  },
  {
    id: "adventure-activities",
    title: "Adventure Activities",
    description: `Outdoor adventures and experiential learning for ages ${ageRange(programme.adventureMinAge)}: nature missions, team challenges and hands-on projects that build confidence, independence and problem-solving.`,
    image: illustration("programme-adventure"),
    features: [
      "Nature exploration and outdoor missions",
      "Team-building challenges and games",
      "Hands-on building and science projects",
      "Small groups led by our outdoor team",
      "Parents welcome to join in",
    ],
    priceStartsFrom: fees.adventureFromPerSession,
    price: `From ${formatMoney(fees.adventureFromPerSession)} per session`,
    isStore: false,
  },
  {
    id: "physical-branch",
    title: "Physical Branch",
    description:
      "A physical learning centre in Dhaka is planned, bringing our play-based, skills-focused approach into a space designed for children. Register your interest and we will tell you first.",
    image: illustration("service-physical-branch"),
    features: [
      "Child-friendly classrooms and play areas",
      "In-person activity sessions",
      "The same ABLLS-based curriculum",
      "Space for parent workshops",
    ],
    price: fees.physicalBranch,
    isStore: false,
  },
  {
    id: "learning-store",
    title: "Learning Resources Store",
    description:
      "Learning kits, activity packs and printables chosen by our curriculum team, to keep the learning going at home between classes. The store is not open yet.",
    image: illustration("service-learning-store"),
    features: [
      "Learning kits by age group",
      "Activity packs for art, science and outdoor play",
      "Printable worksheets and routine charts",
    ],
    price: "Coming soon",
    isStore: true,
    storeLink: "/store",
  },
];
