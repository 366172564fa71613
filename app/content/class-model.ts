import { formatMoney } from "../lib/format";
import { fees, programme, site } from "../lib/site-config";
import { ageRange, classDays, illustration } from "./format";

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);

export interface Feature {
  title: string;
  text: string;
}

/** /class-model hero. */
export const classModelIntro = {
  eyebrow: `Ages ${preschoolAges} · Live online`,
  title: "Online Preschool",
  image: illustration("programme-preschool"),
  imageAlt: "A young child waving at a teacher on a tablet while a parent sits beside them",
  text: `A live, small-group preschool for ages ${preschoolAges}, built on the ABLLS skills framework and designed for busy Dhaka families: ${programme.liveClassesPerWeek} evening classes a week, outdoor sessions every month, and you as your child's coach at home.`,
};

export const keyFeatures: Feature[] = [
  {
    title: "Live, interactive classes",
    text: "Real teachers, in real time. Children sing, move, answer and show their work rather than watching a video.",
  },
  {
    title: "ABLLS skills assessment",
    text: `We map your child's skills across ${programme.ablls.areas} areas and choose personal next steps from more than ${programme.ablls.skills} skills.`,
  },
  {
    title: "Small groups",
    text: `At most ${programme.maxGroupSize} children per group, so every child gets turns and individual attention.`,
  },
  {
    title: "Parent-as-coach support",
    text: "Short weekly activities and tips help you carry each skill into everyday life at home.",
  },
  {
    title: "Class recordings",
    text: "Enrolled families can watch recordings to catch up on a missed class or repeat a favourite activity.",
  },
  {
    title: "Outdoor sessions",
    text: `${programme.outdoorSessionsPerMonth} outdoor sessions a month take learning off the screen and into green spaces around Dhaka.`,
  },
];

export interface CurriculumItem {
  /** ABLLS domain (or group of domains). */
  area: string;
  /** What it looks like in class. */
  example: string;
}

export interface CurriculumMonth {
  month: 1 | 2 | 3 | 4;
  title: string;
  focus: string;
  items: CurriculumItem[];
}

export const abllsCurriculumIntro = `Each four-month cycle works through the ABLLS areas step by step, from more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, adapted to your child's own skills map.`;

/** The 4-month ABLLS curriculum, one column per month. */
export const curriculumMonths: CurriculumMonth[] = [
  {
    month: 1,
    title: "Settling In & Learning to Learn",
    focus: "Building trust, attention and the routines that make learning possible.",
    items: [
      {
        area: "Cooperation and Reinforcer Effectiveness",
        example: "Enjoying time with the teacher, taking turns, and discovering what motivates each child.",
      },
      { area: "Visual Performance", example: "Matching pictures and objects, simple puzzles and sorting by colour." },
      { area: "Imitation", example: "Copying actions, from clapping patterns to action songs." },
      { area: "Classroom Routines", example: "Saying hello, waiting for a turn and tidying up at the end." },
      { area: "Gross Motor", example: "Jumping, balancing and movement games you can repeat at home." },
    ],
  },
  {
    month: 2,
    title: "Listening & Copying",
    focus: "Understanding words and instructions, and copying sounds and movements.",
    items: [
      { area: "Receptive Language", example: "Following simple instructions and pointing to named pictures." },
      { area: "Vocal Imitation", example: "Copying sounds, words and short phrases in songs and rhymes." },
      { area: "Fine Motor", example: "Scribbling, tearing, threading and an early pencil grip." },
      { area: "Self-help: Dressing", example: "Putting on shoes, taking off a jumper, hanging up a bag." },
      { area: "Play and Leisure", example: "Playing with toys in simple ways, then in pretend play." },
    ],
  },
  {
    month: 3,
    title: "Asking & Naming",
    focus: "Using words to ask, name and connect with others.",
    items: [
      { area: "Requests", example: "Asking for wanted items or help, using words, signs or pictures." },
      { area: "Labelling", example: "Naming people, objects, actions and pictures." },
      { area: "Social Interaction", example: "Greeting friends, sharing and responding to other children." },
      {
        area: "Self-help: Eating and Grooming",
        example: "Using a spoon, washing hands and brushing teeth with a little help.",
      },
      { area: "Early Maths", example: "Counting objects, more and less, and matching numbers." },
    ],
  },
  {
    month: 4,
    title: "Conversation & Group Learning",
    focus: "Answering, joining in and using skills in new situations.",
    items: [
      { area: "Intraverbals", example: "Answering simple questions, finishing songs and talking about the day." },
      { area: "Group Instruction", example: "Following instructions given to the whole group." },
      { area: "Syntax and Grammar", example: "Joining words into short sentences." },
      { area: "Early Reading and Writing", example: "Recognising letters and their own name, and tracing shapes." },
      {
        area: "Generalised Responding",
        example: "Using new skills with different people, places and materials, ending with an updated skills map.",
      },
    ],
  },
];

export interface ScheduleItem {
  when: string;
  time?: string;
  title: string;
  detail: string;
}

export const weeklySchedule: { title: string; items: ScheduleItem[]; notes: string[] } = {
  title: "Weekly Schedule",
  items: [
    {
      when: programme.liveClassDays[0],
      time: programme.liveClassTime,
      title: "Live online class",
      detail: "This week's new skill, introduced through a story, song or game.",
    },
    {
      when: programme.liveClassDays[1],
      time: programme.liveClassTime,
      title: "Live online class",
      detail: "Practice and review through group play, show-and-tell and movement.",
    },
    {
      when: "During the week",
      title: "Home practice",
      detail: "Short, ten-minute activities you do together, using everyday things at home.",
    },
    {
      when: `${programme.outdoorSessionsPerMonth} times a month`,
      title: "Outdoor session",
      detail: "A hands-on mission in a green space, with parents taking part. Venue and time are shared in advance.",
    },
  ],
  notes: [
    `${programme.liveClassesPerWeek} live classes a week, ${programme.liveClassesPerMonth} a month`,
    `At most ${programme.maxGroupSize} children per group`,
    "Classes are at Bangladesh time",
    "Recordings are available to enrolled families",
  ],
};

export const nextBatchCta = { label: "Join Our Next Batch", href: "/enroll" } as const;

/** /enroll page: open batches with their seats, each leading to the in-app application. */
export const enrollPage = {
  title: "Enroll Your Child",
  text: `Choose an open batch below and apply online in a few minutes. Each group has at most ${programme.maxGroupSize} children, so you can see exactly how many seats are left. Not sure yet? Book a free trial class first.`,
  trialCta: { label: "Book a Free Trial", href: "/trial" },
  contactCta: { label: "Contact Us", href: "/contact" },
  batchesTitle: "Open Batches",
  batchesIntro:
    "Apply for the batch that suits your child. When a batch is full you can still apply: you join its waitlist, and we offer you the next seat that frees up.",
  emptyTitle: "No batches are open right now",
  emptyText:
    "New batches open every few months. Book a free trial class, or get in touch, and we will tell you when the next batch starts.",
} as const;

/** Fees on /enroll read as its batches' fees do: whole taka ('৳1,600'). */
const taka = (amount: number) => formatMoney(amount, "BDT", { whole: true });

export const programHighlights: Feature[] = [
  {
    title: `Skills-based preschool for ages ${preschoolAges}`,
    text: `An ABLLS-based curriculum of more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, taught through play.`,
  },
  {
    title: "Evening live classes",
    text: `${classDays}, ${programme.liveClassTime}: ${programme.liveClassesPerMonth} classes a month that fit around work and school.`,
  },
  {
    title: "Small groups",
    text: `At most ${programme.maxGroupSize} children in each group.`,
  },
  {
    title: "Outdoor adventures",
    text: `${programme.outdoorSessionsPerMonth} outdoor sessions a month, optional at ${taka(fees.onlinePreschool.optionalOutdoorMonthly)} per month.`,
  },
  {
    title: "Clear, simple fees",
    text: `${taka(fees.onlinePreschool.admission)} one-time admission, then ${taka(fees.onlinePreschool.monthly)} a month.`,
  },
  {
    title: "Parents as coaches",
    text: "Weekly home-practice ideas and support from our team, plus class recordings for enrolled families.",
  },
];

/** /enroll: what happens after applying. */
export const enrollSteps: Feature[] = [
  {
    title: "Apply online",
    text: "Choose a batch, tell us about your child and send the application from your parent account. It takes about five minutes.",
  },
  {
    title: "We confirm your place",
    text: `Our admissions coordinator reviews each application within office hours (${site.hours.display}) and emails you. If the batch is full, your child joins its waitlist and you see your place in the queue.`,
  },
  {
    title: "Your child starts",
    text: "You receive the class link and a short welcome guide, and your child joins their first live class.",
  },
];
