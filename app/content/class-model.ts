import { fees, programme, site } from "../lib/site-config";
import * as bn from "./bn/format";
import { ageRange, classDays, illustration, taka } from "./format";
import type { Words } from "./words";

const preschoolAges = {
  en: ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
  bn: bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
};

export interface Feature {
  title: Words;
  text: Words;
}

/** /class-model hero. */
export const classModelIntro = {
  eyebrow: { en: `Ages ${preschoolAges.en} · Live online`, bn: `বয়স ${preschoolAges.bn} বছর · লাইভ অনলাইন` },
  title: { en: "Online Preschool", bn: "অনলাইন প্রি-স্কুল" },
  image: illustration("programme-preschool"),
  imageAlt: {
    en: "A young child waving at a teacher on a tablet while a parent sits beside them",
    bn: "ট্যাবলেটে শিক্ষকের দিকে হাত নাড়ছে একটি ছোট শিশু, পাশে বসে আছেন অভিভাবক",
  },
  text: {
    en: `A live, small-group preschool for ages ${preschoolAges.en}, built on the ABLLS skills framework and designed for busy Dhaka families: ${programme.liveClassesPerWeek} evening classes a week, outdoor sessions every month, and you as your child's coach at home.`,
    bn: `${preschoolAges.bn} বছরের শিশুদের জন্য ছোট গ্রুপের লাইভ প্রি-স্কুল, ABLLS দক্ষতা কাঠামোর ওপর গড়া আর ঢাকার ব্যস্ত পরিবারগুলোর কথা ভেবে সাজানো: সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি সন্ধ্যার ক্লাস, প্রতি মাসে আউটডোর সেশন, আর বাড়িতে সন্তানের কোচ হিসেবে আপনি।`,
  },
};

export const keyFeatures: Feature[] = [
  {
    title: { en: "Live, interactive classes", bn: "লাইভ, ইন্টারঅ্যাকটিভ ক্লাস" },
    text: {
      en: "Real teachers, in real time. Children sing, move, answer and show their work rather than watching a video.",
      bn: "সত্যিকারের শিক্ষক, সরাসরি ক্লাস। শিশুরা শুধু ভিডিও দেখে না; গান গায়, নড়াচড়া করে, উত্তর দেয় আর নিজের কাজ দেখায়।",
    },
  },
  {
    title: { en: "ABLLS skills assessment", bn: "ABLLS দক্ষতা মূল্যায়ন" },
    text: {
      en: `We map your child's skills across ${programme.ablls.areas} areas and choose personal next steps from more than ${programme.ablls.skills} skills.`,
      bn: `${bn.n(programme.ablls.areas)}টি ক্ষেত্রে আপনার সন্তানের দক্ষতা যাচাই করে আমরা ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতার মধ্য থেকে তার জন্য নিজস্ব পরের ধাপগুলো বেছে নিই।`,
    },
  },
  {
    title: { en: "Small groups", bn: "ছোট গ্রুপ" },
    text: {
      en: `At most ${programme.maxGroupSize} children per group, so every child gets turns and individual attention.`,
      bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু, তাই প্রত্যেকে অংশ নেওয়ার সুযোগ আর আলাদা মনোযোগ পায়।`,
    },
  },
  {
    title: { en: "Parent-as-coach support", bn: "অভিভাবক-কোচের জন্য সহায়তা" },
    text: {
      en: "Short weekly activities and tips help you carry each skill into everyday life at home.",
      bn: "প্রতি সপ্তাহে ছোট ছোট কার্যক্রম আর পরামর্শ, যাতে প্রতিটি দক্ষতা আপনি বাড়ির প্রতিদিনের জীবনে নিয়ে যেতে পারেন।",
    },
  },
  {
    title: { en: "Class recordings", bn: "ক্লাসের রেকর্ডিং" },
    text: {
      en: "Enrolled families can watch recordings to catch up on a missed class or repeat a favourite activity.",
      bn: "ভর্তি হওয়া পরিবারগুলো রেকর্ডিং দেখে বাদ পড়া ক্লাস পুষিয়ে নিতে পারে, কিংবা প্রিয় কোনো কার্যক্রম আবার করতে পারে।",
    },
  },
  {
    title: { en: "Outdoor sessions", bn: "আউটডোর সেশন" },
    text: {
      en: `${programme.outdoorSessionsPerMonth} outdoor sessions a month take learning off the screen and into green spaces around Dhaka.`,
      bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশনে শেখা স্ক্রিন ছেড়ে পৌঁছে যায় ঢাকার আশপাশের সবুজ খোলা জায়গায়।`,
    },
  },
];

export interface CurriculumItem {
  /** ABLLS domain (or group of domains). */
  area: Words;
  /** What it looks like in class. */
  example: Words;
}

export interface CurriculumMonth {
  month: 1 | 2 | 3 | 4;
  title: Words;
  focus: Words;
  items: CurriculumItem[];
}

export const abllsCurriculumIntro = {
  en: `Each four-month cycle works through the ABLLS areas step by step, from more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, adapted to your child's own skills map.`,
  bn: `প্রতিটি চার মাসের চক্রে আমরা ধাপে ধাপে ABLLS-এর ক্ষেত্রগুলো নিয়ে কাজ করি, ${bn.n(programme.ablls.areas)}টি ক্ষেত্রের ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতা থেকে, আপনার সন্তানের নিজের স্কিল ম্যাপ অনুযায়ী সাজিয়ে।`,
};

/** The 4-month ABLLS curriculum, one column per month. */
export const curriculumMonths: CurriculumMonth[] = [
  {
    month: 1,
    title: { en: "Settling In & Learning to Learn", bn: "মানিয়ে নেওয়া ও শিখতে শেখা" },
    focus: {
      en: "Building trust, attention and the routines that make learning possible.",
      bn: "আস্থা, মনোযোগ আর সেই রুটিনগুলো গড়ে তোলা, যা শেখাকে সম্ভব করে।",
    },
    items: [
      {
        area: { en: "Cooperation and Reinforcer Effectiveness", bn: "সহযোগিতা ও অনুপ্রেরণা" },
        example: {
          en: "Enjoying time with the teacher, taking turns, and discovering what motivates each child.",
          bn: "শিক্ষকের সঙ্গে সময় কাটাতে ভালোবাসা, পালা করে অংশ নেওয়া, আর কোন জিনিস প্রতিটি শিশুকে উৎসাহ দেয় তা খুঁজে বের করা।",
        },
      },
      {
        area: { en: "Visual Performance", bn: "দেখে বোঝার দক্ষতা" },
        example: {
          en: "Matching pictures and objects, simple puzzles and sorting by colour.",
          bn: "ছবি আর জিনিস মেলানো, সহজ পাজল, আর রং দেখে আলাদা করা।",
        },
      },
      {
        area: { en: "Imitation", bn: "অনুকরণ" },
        example: {
          en: "Copying actions, from clapping patterns to action songs.",
          bn: "দেখে দেখে একই কাজ করা, হাততালির ছন্দ থেকে অঙ্গভঙ্গির গান পর্যন্ত।",
        },
      },
      {
        area: { en: "Classroom Routines", bn: "ক্লাসের রুটিন" },
        example: {
          en: "Saying hello, waiting for a turn and tidying up at the end.",
          bn: "সবাইকে হ্যালো বলা, নিজের পালার জন্য অপেক্ষা করা আর শেষে সবকিছু গুছিয়ে রাখা।",
        },
      },
      {
        area: { en: "Gross Motor", bn: "বড় পেশির দক্ষতা (গ্রস মোটর)" },
        example: {
          en: "Jumping, balancing and movement games you can repeat at home.",
          bn: "লাফানো, ভারসাম্য রাখা, আর এমন নড়াচড়ার খেলা যা বাড়িতেও করা যায়।",
        },
      },
    ],
  },
  {
    month: 2,
    title: { en: "Listening & Copying", bn: "শোনা ও অনুকরণ" },
    focus: {
      en: "Understanding words and instructions, and copying sounds and movements.",
      bn: "শব্দ আর নির্দেশনা বোঝা, আর আওয়াজ ও নড়াচড়া দেখে দেখে করা।",
    },
    items: [
      {
        area: { en: "Receptive Language", bn: "ভাষা বোঝা" },
        example: {
          en: "Following simple instructions and pointing to named pictures.",
          bn: "সহজ নির্দেশনা মেনে চলা, আর নাম শুনে ছবিতে আঙুল দিয়ে দেখানো।",
        },
      },
      {
        area: { en: "Vocal Imitation", bn: "শব্দ ও কথার অনুকরণ" },
        example: {
          en: "Copying sounds, words and short phrases in songs and rhymes.",
          bn: "গান আর ছড়ার আওয়াজ, শব্দ ও ছোট ছোট কথা শুনে শুনে বলা।",
        },
      },
      {
        area: { en: "Fine Motor", bn: "ছোট পেশির দক্ষতা (ফাইন মোটর)" },
        example: {
          en: "Scribbling, tearing, threading and an early pencil grip.",
          bn: "হিজিবিজি আঁকা, কাগজ ছেঁড়া, সুতোয় পুঁতি গাঁথা, আর পেনসিল ধরার শুরু।",
        },
      },
      {
        area: { en: "Self-help: Dressing", bn: "নিজের কাজ নিজে: জামাকাপড় পরা" },
        example: {
          en: "Putting on shoes, taking off a jumper, hanging up a bag.",
          bn: "জুতা পরা, সোয়েটার খোলা, ব্যাগ ঝুলিয়ে রাখা।",
        },
      },
      {
        area: { en: "Play and Leisure", bn: "খেলা ও অবসর" },
        example: {
          en: "Playing with toys in simple ways, then in pretend play.",
          bn: "প্রথমে খেলনা নিয়ে সহজ খেলা, তারপর কল্পনার খেলা।",
        },
      },
    ],
  },
  {
    month: 3,
    title: { en: "Asking & Naming", bn: "চাওয়া ও নাম বলা" },
    focus: {
      en: "Using words to ask, name and connect with others.",
      bn: "কিছু চাইতে, নাম বলতে আর অন্যদের সঙ্গে যোগাযোগ করতে শব্দ ব্যবহার করা।",
    },
    items: [
      {
        area: { en: "Requests", bn: "চাওয়া ও অনুরোধ" },
        example: {
          en: "Asking for wanted items or help, using words, signs or pictures.",
          bn: "শব্দ, ইশারা বা ছবি দিয়ে পছন্দের জিনিস বা সাহায্য চাওয়া।",
        },
      },
      {
        area: { en: "Labelling", bn: "নাম বলা" },
        example: { en: "Naming people, objects, actions and pictures.", bn: "মানুষ, জিনিস, কাজ আর ছবির নাম বলা।" },
      },
      {
        area: { en: "Social Interaction", bn: "সামাজিক মেলামেশা" },
        example: {
          en: "Greeting friends, sharing and responding to other children.",
          bn: "বন্ধুদের শুভেচ্ছা জানানো, ভাগাভাগি করা আর অন্য শিশুদের ডাকে সাড়া দেওয়া।",
        },
      },
      {
        area: { en: "Self-help: Eating and Grooming", bn: "নিজের কাজ নিজে: খাওয়া ও পরিচ্ছন্নতা" },
        example: {
          en: "Using a spoon, washing hands and brushing teeth with a little help.",
          bn: "চামচ দিয়ে খাওয়া, হাত ধোয়া আর একটু সাহায্য নিয়ে দাঁত ব্রাশ করা।",
        },
      },
      {
        area: { en: "Early Maths", bn: "প্রাথমিক গণিত" },
        example: {
          en: "Counting objects, more and less, and matching numbers.",
          bn: "জিনিস গোনা, কম-বেশি বোঝা আর সংখ্যা মেলানো।",
        },
      },
    ],
  },
  {
    month: 4,
    title: { en: "Conversation & Group Learning", bn: "কথোপকথন ও দলে শেখা" },
    focus: {
      en: "Answering, joining in and using skills in new situations.",
      bn: "প্রশ্নের উত্তর দেওয়া, সবার সঙ্গে যোগ দেওয়া আর নতুন পরিস্থিতিতে দক্ষতা কাজে লাগানো।",
    },
    items: [
      {
        area: { en: "Intraverbals", bn: "প্রশ্নোত্তর ও কথোপকথন" },
        example: {
          en: "Answering simple questions, finishing songs and talking about the day.",
          bn: "সহজ প্রশ্নের উত্তর দেওয়া, গানের বাকি অংশ শেষ করা আর সারা দিনের গল্প বলা।",
        },
      },
      {
        area: { en: "Group Instruction", bn: "দলগত নির্দেশনা" },
        example: { en: "Following instructions given to the whole group.", bn: "পুরো গ্রুপকে দেওয়া নির্দেশনা মেনে চলা।" },
      },
      {
        area: { en: "Syntax and Grammar", bn: "বাক্য গঠন ও ব্যাকরণ" },
        example: { en: "Joining words into short sentences.", bn: "কয়েকটি শব্দ জুড়ে ছোট বাক্য বলা।" },
      },
      {
        area: { en: "Early Reading and Writing", bn: "প্রাথমিক পড়া ও লেখা" },
        example: {
          en: "Recognising letters and their own name, and tracing shapes.",
          bn: "অক্ষর আর নিজের নাম চেনা, আর দাগের ওপর বুলিয়ে আকার আঁকা।",
        },
      },
      {
        area: { en: "Generalised Responding", bn: "নতুন পরিবেশে দক্ষতার ব্যবহার" },
        example: {
          en: "Using new skills with different people, places and materials, ending with an updated skills map.",
          bn: "নতুন দক্ষতা ভিন্ন ভিন্ন মানুষ, জায়গা আর উপকরণের সঙ্গে কাজে লাগানো; চক্র শেষ হয় হালনাগাদ করা স্কিল ম্যাপ দিয়ে।",
        },
      },
    ],
  },
];

export interface ScheduleItem {
  when: Words;
  time?: Words;
  title: Words;
  detail: Words;
}

export const weeklySchedule: { title: Words; items: ScheduleItem[]; notes: Words[] } = {
  title: { en: "Weekly Schedule", bn: "সাপ্তাহিক সময়সূচি" },
  items: [
    {
      when: { en: programme.liveClassDays[0], bn: bn.weekdayNames[programme.liveClassDays[0]] },
      time: { en: programme.liveClassTime, bn: bn.classTime },
      title: { en: "Live online class", bn: "লাইভ অনলাইন ক্লাস" },
      detail: {
        en: "This week's new skill, introduced through a story, song or game.",
        bn: "গল্প, গান বা খেলার মধ্য দিয়ে এই সপ্তাহের নতুন দক্ষতার সঙ্গে পরিচয়।",
      },
    },
    {
      when: { en: programme.liveClassDays[1], bn: bn.weekdayNames[programme.liveClassDays[1]] },
      time: { en: programme.liveClassTime, bn: bn.classTime },
      title: { en: "Live online class", bn: "লাইভ অনলাইন ক্লাস" },
      detail: {
        en: "Practice and review through group play, show-and-tell and movement.",
        bn: "গ্রুপে খেলা, নিজের কিছু দেখিয়ে গল্প বলা আর নড়াচড়ার মধ্য দিয়ে অনুশীলন ও ঝালিয়ে নেওয়া।",
      },
    },
    {
      when: { en: "During the week", bn: "সপ্তাহজুড়ে" },
      title: { en: "Home practice", bn: "বাড়িতে অনুশীলন" },
      detail: {
        en: "Short, ten-minute activities you do together, using everyday things at home.",
        bn: "বাড়ির সাধারণ জিনিসপত্র দিয়ে একসঙ্গে করার মতো ছোট, দশ মিনিটের কার্যক্রম।",
      },
    },
    {
      when: {
        en: `${programme.outdoorSessionsPerMonth} times a month`,
        bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)} বার`,
      },
      title: { en: "Outdoor session", bn: "আউটডোর সেশন" },
      detail: {
        en: "A hands-on mission in a green space, with parents taking part. Venue and time are shared in advance.",
        bn: "সবুজ খোলা জায়গায় হাতে-কলমে একটি মিশন, যেখানে অভিভাবকেরাও অংশ নেন। জায়গা আর সময় আগেই জানিয়ে দেওয়া হয়।",
      },
    },
  ],
  notes: [
    {
      en: `${programme.liveClassesPerWeek} live classes a week, ${programme.liveClassesPerMonth} a month`,
      bn: `সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি, মাসে ${bn.n(programme.liveClassesPerMonth)}টি লাইভ ক্লাস`,
    },
    {
      en: `At most ${programme.maxGroupSize} children per group`,
      bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু`,
    },
    { en: "Classes are at Bangladesh time", bn: "সব ক্লাস বাংলাদেশ সময় অনুযায়ী" },
    { en: "Recordings are available to enrolled families", bn: "ভর্তি হওয়া পরিবারগুলো ক্লাসের রেকর্ডিং দেখতে পারে" },
  ],
};

export const nextBatchCta = {
  label: { en: "Join Our Next Batch", bn: "আমাদের পরের ব্যাচে যোগ দিন" },
  href: "/enroll",
};

/** /enroll page: open batches with their seats, each leading to the in-app application. */
export const enrollPage = {
  title: { en: "Enroll Your Child", bn: "আপনার সন্তানকে ভর্তি করুন" },
  text: {
    en: `Choose an open batch below and apply online in a few minutes. Each group has at most ${programme.maxGroupSize} children, so you can see exactly how many seats are left. Not sure yet? Book a free trial class first.`,
    bn: `নিচের খোলা ব্যাচগুলো থেকে একটি বেছে নিন, আর কয়েক মিনিটেই অনলাইনে আবেদন করুন। প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু থাকে, তাই কয়টি আসন বাকি আছে তা আপনি সরাসরি দেখতে পাবেন। এখনো মনস্থির করেননি? আগে একটি বিনামূল্যে ট্রায়াল ক্লাস বুক করুন।`,
  },
  trialCta: {
    label: { en: "Book a Free Trial", bn: "বিনামূল্যে ট্রায়াল ক্লাস বুক করুন" },
    href: "/trial",
  },
  contactCta: {
    label: { en: "Contact Us", bn: "যোগাযোগ করুন" },
    href: "/contact",
  },
  batchesTitle: { en: "Open Batches", bn: "ভর্তি চলছে যেসব ব্যাচে" },
  batchesIntro: {
    en: "Apply for the batch that suits your child. When a batch is full you can still apply: you join its waitlist, and we offer you the next seat that frees up.",
    bn: "আপনার সন্তানের জন্য মানানসই ব্যাচে আবেদন করুন। কোনো ব্যাচ পূর্ণ হয়ে গেলেও আবেদন করতে পারবেন: তখন আপনি সেই ব্যাচের অপেক্ষমাণ তালিকায় যুক্ত হবেন, আর পরের যে আসনটি খালি হবে, সেটি আমরা আপনাকে অফার করব।",
  },
  emptyTitle: { en: "No batches are open right now", bn: "এই মুহূর্তে কোনো ব্যাচে ভর্তি চলছে না" },
  emptyText: {
    en: "New batches open every few months. Book a free trial class, or get in touch, and we will tell you when the next batch starts.",
    bn: "কয়েক মাস পরপর নতুন ব্যাচ শুরু হয়। একটি বিনামূল্যে ট্রায়াল ক্লাস বুক করুন বা আমাদের সঙ্গে যোগাযোগ করুন, পরের ব্যাচ কবে শুরু হবে তা আমরা আপনাকে জানিয়ে দেব।",
  },
};

/** Fees on /enroll read as its batches' fees do: whole taka ('৳1,600'). */
export const programHighlights: Feature[] = [
  {
    title: {
      en: `Skills-based preschool for ages ${preschoolAges.en}`,
      bn: `${preschoolAges.bn} বছরের শিশুদের জন্য দক্ষতাভিত্তিক প্রি-স্কুল`,
    },
    text: {
      en: `An ABLLS-based curriculum of more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas, taught through play.`,
      bn: `${bn.n(programme.ablls.areas)}টি ক্ষেত্রের ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতা নিয়ে ABLLS-ভিত্তিক পাঠ্যক্রম, শেখানো হয় খেলার মধ্য দিয়ে।`,
    },
  },
  {
    title: { en: "Evening live classes", bn: "সন্ধ্যায় লাইভ ক্লাস" },
    text: {
      en: `${classDays}, ${programme.liveClassTime}: ${programme.liveClassesPerMonth} classes a month that fit around work and school.`,
      bn: `${bn.classSchedule}: মাসে ${bn.n(programme.liveClassesPerMonth)}টি ক্লাস, যা অফিস আর স্কুলের সময়ের সঙ্গে মানিয়ে যায়।`,
    },
  },
  {
    title: { en: "Small groups", bn: "ছোট গ্রুপ" },
    text: {
      en: `At most ${programme.maxGroupSize} children in each group.`,
      bn: `প্রতিটি গ্রুপে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু।`,
    },
  },
  {
    title: { en: "Outdoor adventures", bn: "আউটডোর অ্যাডভেঞ্চার" },
    text: {
      en: `${programme.outdoorSessionsPerMonth} outdoor sessions a month, optional at ${taka(fees.onlinePreschool.optionalOutdoorMonthly, "en", true)} per month.`,
      bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন, ঐচ্ছিক, এর জন্য মাসে ${taka(fees.onlinePreschool.optionalOutdoorMonthly, "bn", true)}।`,
    },
  },
  {
    title: { en: "Clear, simple fees", bn: "সহজ, স্পষ্ট ফি" },
    text: {
      en: `${taka(fees.onlinePreschool.admission, "en", true)} one-time admission, then ${taka(fees.onlinePreschool.monthly, "en", true)} a month.`,
      bn: `এককালীন ভর্তি ফি ${taka(fees.onlinePreschool.admission, "bn", true)}, এরপর মাসে ${taka(fees.onlinePreschool.monthly, "bn", true)}।`,
    },
  },
  {
    title: { en: "Parents as coaches", bn: "অভিভাবকই কোচ" },
    text: {
      en: "Weekly home-practice ideas and support from our team, plus class recordings for enrolled families.",
      bn: "প্রতি সপ্তাহে বাড়িতে অনুশীলনের আইডিয়া আর আমাদের টিমের সহায়তা, সঙ্গে ভর্তি হওয়া পরিবারগুলোর জন্য ক্লাসের রেকর্ডিং।",
    },
  },
];

/** /enroll: what happens after applying. */
export const enrollSteps: Feature[] = [
  {
    title: { en: "Apply online", bn: "অনলাইনে আবেদন করুন" },
    text: {
      en: "Choose a batch, tell us about your child and send the application from your parent account. It takes about five minutes.",
      bn: "একটি ব্যাচ বেছে নিন, আপনার সন্তান সম্পর্কে আমাদের জানান, আর আপনার অভিভাবক অ্যাকাউন্ট থেকে আবেদনটি পাঠিয়ে দিন। মোটামুটি পাঁচ মিনিট লাগে।",
    },
  },
  {
    title: { en: "We confirm your place", bn: "আমরা আসন নিশ্চিত করি" },
    text: {
      en: `Our admissions coordinator reviews each application within office hours (${site.hours.display}) and emails you. If the batch is full, your child joins its waitlist and you see your place in the queue.`,
      bn: `আমাদের ভর্তি সমন্বয়কারী অফিস সময়ের মধ্যে (${bn.officeHours}) প্রতিটি আবেদন দেখেন এবং আপনাকে ইমেইল করেন। ব্যাচ পূর্ণ থাকলে আপনার সন্তান সেই ব্যাচের অপেক্ষমাণ তালিকায় যুক্ত হবে, আর তালিকায় আপনার অবস্থান আপনি দেখতে পাবেন।`,
    },
  },
  {
    title: { en: "Your child starts", bn: "আপনার সন্তানের ক্লাস শুরু" },
    text: {
      en: "You receive the class link and a short welcome guide, and your child joins their first live class.",
      bn: "আপনি ক্লাসের লিংক আর ছোট একটি স্বাগত-নির্দেশিকা পাবেন, আর আপনার সন্তান তার প্রথম লাইভ ক্লাসে যোগ দেবে।",
    },
  },
];
