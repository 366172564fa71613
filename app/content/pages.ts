import { programme } from "../lib/site-config";
import { storeTitle } from "./store";

/** Page-level copy that isn't part of a larger content module: headers, section intros and closing calls to action. */

export interface PageIntro {
  eyebrow: string;
  title: string;
  text: string;
}

export interface Closing {
  title: string;
  text: string;
}

export const pageIntros = {
  blog: {
    eyebrow: "Blog",
    title: "Ideas for Learning at Home",
    text: "Practical, research-informed articles for parents of young children, written by our team.",
  },
  contact: {
    eyebrow: "Contact",
    title: "We'd love to hear from you",
    text: "Questions about classes, fees or a free trial? Call, email or message us, and we will get back to you within office hours.",
  },
  store: {
    eyebrow: "Coming soon",
    title: storeTitle,
    text: "Learning kits, activity packs and printables chosen by our curriculum team. The store isn't open yet: this is a preview of what's planned.",
  },
  team: {
    eyebrow: "Our team",
    title: "The People Behind the Programme",
    text: "Educators, specialists and coordinators who work together so that every child learns the right next thing, and every family feels supported.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "Parents and Children, in Their Own Words",
    text: "What families tell us about learning with us, online and outdoors.",
  },
} satisfies Record<string, PageIntro>;

export const sectionIntros = {
  homeProgrammes: "One journey from first words to confident explorers.",
  homeBlog: "Practical ideas for learning at home.",
  aboutTeam: "Twelve roles, one aim: every child learning the right next thing, with their family beside them.",
  contactFaq: "Answers to what parents ask us most. Still unsure? Send us a message.",
  materials: "Guides to read and pages to print, free for families.",
  resourcesBlog: "Three articles parents find most useful.",
  storeSignup: "Be the first to know when the store opens",
  contactForm: "We read every message and reply by email. Prefer your own mail app? Write to",
};

export const closings = {
  about: {
    title: "Come and see how we teach",
    text: "A free trial class is the best way to find out whether our programme suits your child.",
  },
  curriculum: { title: "Ready to start?", text: "Enroll your child, or talk to us first about which programme fits." },
  classModel: {
    title: "Join Our Next Batch",
    text: `Places are limited to ${programme.maxGroupSize} children per group. Register now and we will confirm your child's batch.`,
  },
  services: {
    title: "Ready to join?",
    text: "Register your child for the next batch, or ask us about a free trial class first.",
  },
  team: {
    title: "Questions for our team?",
    text: "Our family support coordinator is happy to help, or to arrange a free trial class.",
  },
  testimonials: {
    title: "Write your child's story with us",
    text: "Start with a free trial class and see how your child responds.",
  },
} satisfies Record<string, Closing>;

/** The programme in four numbers, under the home hero. */
export const homeFacts = [
  { value: `${programme.ages.min}-${programme.ages.max}`, label: "years: the ages we teach" },
  { value: `${programme.maxGroupSize}`, label: "children at most per group" },
  {
    value: `${programme.liveClassesPerWeek}×`,
    label: `live classes a week, ${programme.liveClassDays.join(" & ")} ${programme.liveClassTime}`,
  },
  { value: `${programme.outdoorSessionsPerMonth}`, label: "outdoor sessions every month" },
];
