import { programme, site } from "../lib/site-config";
import { ageRange, classDays, illustration } from "./format";

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);
const adventureAges = ageRange(programme.adventureMinAge);
const allAges = ageRange(programme.ages.min, programme.ages.max);

export interface Cta {
  label: string;
  href: string;
  /** Opens in a new tab (external forms). */
  external?: boolean;
}

export interface HomeHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  image: string;
  imageAlt: string;
  primaryCta: Cta;
  secondaryCta: Cta;
}

export const homeHero: HomeHero = {
  eyebrow: `Hybrid early learning in Dhaka · Ages ${allAges}`,
  title: "Where curious children learn, play and explore",
  subtitle: `Live online classes, offline activity sessions and outdoor adventures, with a skills-based preschool for ages ${preschoolAges} and you, the parent, as your child's coach.`,
  image: illustration("hero-explorers"),
  imageAlt: "Children exploring outdoors among trees, one holding a tablet and another a magnifying glass",
  primaryCta: { label: "Start Your Journey", href: "/enroll" },
  secondaryCta: { label: "Explore Programs", href: "/curriculum" },
};

/** Icon keys for the home page's approach cards; the component maps each to an icon. */
export type ApproachIcon = "assessment" | "adventure" | "parent-coach";

export interface ApproachCard {
  title: string;
  text: string;
  icon: ApproachIcon;
}

export const uniqueApproach: { title: string; intro: string; cards: ApproachCard[] } = {
  title: "Our Unique Approach",
  intro: "Three ideas shape everything we do, online and outdoors.",
  cards: [
    {
      title: "Skills-Based Preschool",
      text: `For ages ${preschoolAges}, an ABLLS-based assessment maps more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, so each child works on the right next step in small, playful live classes.`,
      icon: "assessment",
    },
    {
      title: "Adventure & Experiential Learning",
      text: `For ages ${adventureAges}, children learn by doing: outdoor missions, team challenges and real projects that build confidence and curiosity beyond the screen.`,
      icon: "adventure",
    },
    {
      title: "Parents as Coaches",
      text: "You know your child best. We show you simple ways to turn everyday moments at home into learning, and support you every step of the way.",
      icon: "parent-coach",
    },
  ],
};

/** The home page call to action: /trial, where a parent books a real class (docs/product.md#free-trial-classes). */
export const homeCta: { title: string; text: string; cta: Cta } = {
  title: "See it for yourself",
  text: "Join a free trial class with your child, or ask us anything about the programme.",
  cta: { label: "Book a Free Trial / Inquire", href: "/trial" },
};

/** /curriculum: age-range introduction. */
export const curriculumIntro = {
  title: "Curriculum & Programs",
  text: `Our programmes follow children from age ${programme.ages.min} to ${programme.ages.max}. Children aged ${preschoolAges} build strong foundations through a skills-assessment curriculum based on ABLLS. From age ${programme.adventureMinAge}, children move on to adventure and experiential learning. Throughout, live online classes, offline activity sessions and outdoor adventures work together, with parents as coaches at home.`,
};

export interface ProgrammeBlock {
  id: "preschool" | "adventure" | "hybrid";
  title: string;
  ages: string;
  image: string;
  imageAlt: string;
  summary: string;
  keyPoints: string[];
}

export const programmes: ProgrammeBlock[] = [
  {
    id: "preschool",
    title: "Online Preschool (ABLLS-Based)",
    ages: `Ages ${preschoolAges}`,
    image: illustration("programme-preschool"),
    imageAlt: "A young child waving at a teacher on a tablet screen while a parent sits beside them",
    summary: `A live, small-group preschool that starts with what your child can already do. Using the ABLLS framework of more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, we build a personal skills map and teach each next step through songs, stories and hands-on play.`,
    keyPoints: [
      `ABLLS-based skills assessment covering ${programme.ablls.areas} areas, from cooperation and language to self-help and motor skills`,
      `${programme.liveClassesPerWeek} live classes a week, on ${classDays} at ${programme.liveClassTime}`,
      `At most ${programme.maxGroupSize} children per group, so every child gets turns`,
      "A four-month curriculum cycle with regular progress reviews",
      "Weekly home-practice ideas for parents",
    ],
  },
  {
    id: "adventure",
    title: "Adventure & Experiential Learning",
    ages: `Ages ${adventureAges}`,
    image: illustration("programme-adventure"),
    imageAlt: "Children with backpacks following a trail between trees",
    summary:
      "Older children learn best by doing. Outdoor missions, team challenges and hands-on projects give them real problems to solve, time to reflect, and the confidence that comes from trying, failing and trying again.",
    keyPoints: [
      "Nature exploration and outdoor missions around Dhaka",
      "Team challenges that build communication and leadership",
      "Hands-on science, building and making projects",
      "Reflection after every activity: what worked, what we would change",
      "Independence and safe, age-appropriate risk-taking",
    ],
  },
  {
    id: "hybrid",
    title: "Hybrid Learning for the Whole Family",
    ages: `All ages (${allAges})`,
    image: illustration("programme-hybrid"),
    imageAlt:
      "A home with a laptop, a tree and a path leading outdoors, showing online and outdoor learning joined together",
    summary: `Online classes, offline activity sessions and outdoor adventures are designed as one journey. What children practise on screen, they use at home and outside, with ${programme.outdoorSessionsPerMonth} outdoor sessions a month and parents coaching along the way.`,
    keyPoints: [
      "Live online classes without the daily commute",
      "Offline activity sessions that bring screen learning into the real world",
      `${programme.outdoorSessionsPerMonth} outdoor sessions a month`,
      "Parent-as-coach guidance for everyday learning at home",
      "Recordings for enrolled families, so no class is truly missed",
    ],
  },
];

export interface WhyChoosePoint {
  title: string;
  text: string;
}

export const whyChoose: { title: string; points: WhyChoosePoint[] } = {
  title: `Why Choose ${site.name}?`,
  points: [
    {
      title: "Every child, individually",
      text: "A skills map for each child means we teach what they are ready for next, not what the rest of the group happens to be doing.",
    },
    {
      title: "Small groups",
      text: `At most ${programme.maxGroupSize} children per group, so every child is seen, heard and given turns.`,
    },
    {
      title: "Learning beyond the screen",
      text: "Online classes are short, active and interactive, and they are balanced by offline activities and regular time outdoors.",
    },
    {
      title: "Made for Dhaka families",
      text: `Evening classes on ${classDays} fit around work and traffic, and our activities use spaces and materials families already have.`,
    },
    {
      title: "Parents as partners",
      text: "We coach you as well as your child, so the learning continues at home every day of the week.",
    },
    {
      title: "Try before you commit",
      text: "Free trial classes let you and your child see how it feels before you enrol.",
    },
  ],
};
