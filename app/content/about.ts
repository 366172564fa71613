import { programme, site } from "../lib/site-config";
import { ageRange, illustration } from "./format";

export interface TitledText {
  title: string;
  text: string;
}

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);

export const aboutIntro = {
  title: `About ${site.name}`,
  paragraphs: [
    `${site.name} is a hybrid early-learning programme in Dhaka for children aged ${programme.ages.min} to ${programme.ages.max}. We bring together live online classes, offline activity sessions and outdoor adventures, so children can learn with real teachers without losing hours to traffic, and still spend time playing, building and exploring off the screen.`,
    `Children aged ${preschoolAges} join our online preschool, where an ABLLS-based skills assessment helps us understand each child and teach the right next step. From age ${programme.adventureMinAge}, children move on to adventure and experiential learning. At every age, parents are part of the team.`,
  ],
  image: illustration("programme-hybrid"),
  imageAlt: "A home, a laptop and a tree joined by a path, showing learning online, at home and outdoors",
};

export const philosophy = {
  title: "Our Philosophy",
  paragraphs: [
    "We believe young children learn best through play, movement and relationships: with a teacher who knows them, with a small group of friends, and above all with the adults at home.",
    "We start from what each child can already do, not from what they cannot. We break big goals into small, achievable steps and celebrate each one. And we believe that curiosity, confidence and kindness matter as much as letters and numbers.",
  ],
  principles: [
    {
      title: "Play is learning",
      text: "Songs, games, stories and hands-on tasks are how skills are taught, not a break from them.",
    },
    {
      title: "Every child is different",
      text: "Personal skills maps mean each child works on what they are ready for next.",
    },
    {
      title: "Parents as coaches",
      text: "We support parents to turn everyday moments into learning, every day of the week.",
    },
    {
      title: "Real-world experience",
      text: "Outdoor time and hands-on projects give children problems to solve and a world to explore.",
    },
  ] satisfies TitledText[],
};

/** Challenges Dhaka families told us about. */
export const challenges: { title: string; intro: string; items: TitledText[] } = {
  title: "The Challenges Dhaka Families Face",
  intro:
    "Raising young children in a fast-growing city brings real pressures. These are the ones parents mention most.",
  items: [
    {
      title: "Too much passive screen time",
      text: "Phones and tablets are everywhere, and it is easy for children to spend hours watching videos that ask nothing of them.",
    },
    {
      title: "Little space to play outdoors",
      text: "Many families live in flats with few safe playgrounds or parks within walking distance.",
    },
    {
      title: "Traffic eats the day",
      text: "Long journeys to classes and activities tire children and parents, and leave less time for play and rest.",
    },
    {
      title: "Early exam and admission pressure",
      text: "Worry about school admission tests can push children towards rote learning and worksheets long before they are ready.",
    },
    {
      title: "Busy working parents",
      text: "Parents want to be involved in their child's learning but often don't know where to start, or when to find the time.",
    },
    {
      title: "One size fits all",
      text: "Large classes make it hard for teachers to notice what each individual child needs next.",
    },
  ],
};

export const solutions: { title: string; intro: string; items: TitledText[] } = {
  title: "How We Help",
  intro: "Our programme was designed around those challenges.",
  items: [
    {
      title: "Active, limited screen time",
      text: `${programme.liveClassesPerWeek} live classes a week where children sing, move and answer with a parent beside them: screen time that asks children to take part.`,
    },
    {
      title: "Regular time outdoors",
      text: `${programme.outdoorSessionsPerMonth} outdoor sessions a month and adventure activities for older children bring nature and movement back into the week.`,
    },
    {
      title: "Learning from home",
      text: `Evening classes on ${programme.liveClassDays.join(" and ")} mean no commute, and recordings mean a missed class is never lost.`,
    },
    {
      title: "Skills before exams",
      text: "Our ABLLS-based curriculum builds the language, attention and self-help skills that make later school learning easier, through play rather than pressure.",
    },
    {
      title: "Parents as coaches",
      text: "Simple weekly activities and guidance help you support your child in ten minutes a day.",
    },
    {
      title: "Small groups, personal plans",
      text: `At most ${programme.maxGroupSize} children per group, and a personal skills map for every preschool child.`,
    },
  ],
};
