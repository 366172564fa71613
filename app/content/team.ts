import type { InOneLanguage, Words } from "./words";

interface Role {
  /** A role title: the site names roles, not people. */
  name: Words;
  description: Words;
}

/** A role as the page shows it. */
export type TeamMember = InOneLanguage<Role>;

/** The 12 roles listed on /team and /about. */
export const team: Role[] = [
  {
    name: { en: "Founder & Programme Director", bn: "প্রতিষ্ঠাতা ও প্রোগ্রাম পরিচালক" },
    description: {
      en: "Sets the vision for our hybrid programme and makes sure online classes, activity sessions and outdoor adventures work together as one journey for each child and family.",
      bn: "আমাদের হাইব্রিড প্রোগ্রামের লক্ষ্য ও দিশা ঠিক করেন, এবং খেয়াল রাখেন যেন অনলাইন ক্লাস, কার্যক্রম সেশন আর আউটডোর অ্যাডভেঞ্চার মিলে প্রতিটি শিশু ও পরিবারের জন্য একটিই ধারাবাহিক যাত্রা হয়ে ওঠে।",
    },
  },
  {
    name: { en: "Head of Curriculum", bn: "পাঠ্যক্রম প্রধান" },
    description: {
      en: "Designs the four-month learning cycles, links every class activity to clear skill goals, and keeps our materials playful, age-appropriate and relevant to children growing up in Dhaka.",
      bn: "চার মাসের শেখার চক্রগুলো সাজান, ক্লাসের প্রতিটি কার্যক্রমকে সুনির্দিষ্ট দক্ষতার লক্ষ্যের সঙ্গে যুক্ত করেন, আর আমাদের শিক্ষা-উপকরণগুলোকে রাখেন আনন্দময়, বয়স-উপযোগী এবং ঢাকায় বেড়ে ওঠা শিশুদের জীবনের সঙ্গে মানানসই।",
    },
  },
  {
    name: { en: "Early Childhood Educator", bn: "প্রারম্ভিক শৈশব শিক্ষক" },
    description: {
      en: "Leads the live online preschool classes, turning each skill into songs, stories and hands-on games, and gets to know every child in a small group by name and by interest.",
      bn: "লাইভ অনলাইন প্রি-স্কুল ক্লাসগুলো পরিচালনা করেন; প্রতিটি দক্ষতাকে গান, গল্প আর হাতে-কলমে খেলায় রূপ দেন, আর ছোট গ্রুপের প্রতিটি শিশুকে নাম ধরে চেনেন, জানেন কে কী ভালোবাসে।",
    },
  },
  {
    name: { en: "ABLLS Assessment Specialist", bn: "ABLLS মূল্যায়ন বিশেষজ্ঞ" },
    description: {
      en: "Carries out each child's ABLLS-based skills assessment, builds their personal skills map, and explains progress to parents in clear, everyday language.",
      bn: "প্রতিটি শিশুর ABLLS-ভিত্তিক দক্ষতা মূল্যায়ন করেন, তার নিজস্ব দক্ষতার মানচিত্র তৈরি করেন, এবং শিশুর অগ্রগতি অভিভাবকদের সহজ, রোজকার ভাষায় বুঝিয়ে বলেন।",
    },
  },
  {
    name: { en: "Outdoor Adventure Lead", bn: "আউটডোর অ্যাডভেঞ্চার প্রধান" },
    description: {
      en: "Plans and runs our outdoor sessions: chooses venues, checks routes and safety, and designs missions that turn parks and gardens into places to explore.",
      bn: "আমাদের আউটডোর সেশনগুলোর পরিকল্পনা ও পরিচালনা করেন: জায়গা বাছাই করেন, যাতায়াতের পথ ও নিরাপত্তা যাচাই করেন, আর এমন সব মিশন তৈরি করেন যাতে পার্ক আর বাগান হয়ে ওঠে অন্বেষণের জায়গা।",
    },
  },
  {
    name: { en: "Experiential Learning Facilitator", bn: "অভিজ্ঞতাভিত্তিক শিক্ষা সহায়ক" },
    description: {
      en: "Guides older children through team challenges, building projects and real-world problems, helping them learn by doing, reflecting and trying again.",
      bn: "দলগত চ্যালেঞ্জ, কিছু বানানোর প্রজেক্ট আর বাস্তব জীবনের সমস্যার মধ্য দিয়ে বড় শিশুদের এগিয়ে নেন, যাতে তারা নিজে করে, ভেবে দেখে আর আবার চেষ্টা করে শেখে।",
    },
  },
  {
    name: { en: "Child Psychologist (Consulting)", bn: "শিশু মনোবিজ্ঞানী (পরামর্শক)" },
    description: {
      en: "Advises the team on children's emotional and social development, helps us support children who need a little more time or care, and contributes to our parent workshops.",
      bn: "শিশুদের আবেগিক ও সামাজিক বিকাশ নিয়ে টিমকে পরামর্শ দেন, যেসব শিশুর একটু বেশি সময় বা যত্ন দরকার তাদের পাশে থাকতে আমাদের সাহায্য করেন, এবং আমাদের অভিভাবক কর্মশালায় অংশ নেন।",
    },
  },
  {
    name: { en: "Parent Coach", bn: "অভিভাবক কোচ" },
    description: {
      en: "Works with parents on the parent-as-coach approach: practical ideas for home, calm responses to tricky moments, and regular check-ins on how things are going.",
      bn: "'অভিভাবকই কোচ' পদ্ধতি নিয়ে অভিভাবকদের সঙ্গে কাজ করেন: বাসায় কাজে লাগানোর মতো ব্যবহারিক আইডিয়া, কঠিন মুহূর্তে শান্তভাবে সামলানোর উপায়, আর সবকিছু কেমন চলছে তা নিয়ে নিয়মিত খোঁজখবর।",
    },
  },
  {
    name: { en: "Speech & Language Consultant", bn: "স্পিচ ও ল্যাঙ্গুয়েজ পরামর্শক" },
    description: {
      en: "Advises on the language and communication parts of the curriculum and suggests simple ways to build vocabulary and conversation in Bangla and English at home.",
      bn: "পাঠ্যক্রমের ভাষা ও যোগাযোগের অংশগুলো নিয়ে পরামর্শ দেন, আর বাসায় বাংলা ও ইংরেজিতে শব্দভান্ডার ও কথোপকথন গড়ে তোলার সহজ উপায় বলে দেন।",
    },
  },
  {
    name: { en: "Learning Resources Designer", bn: "শিক্ষা-উপকরণ ডিজাইনার" },
    description: {
      en: "Creates our printables, activity sheets and the learning kits planned for the store, using everyday, low-cost materials that families already have.",
      bn: "আমাদের প্রিন্ট করে ব্যবহারের উপকরণ, অ্যাক্টিভিটি শিট আর স্টোরের জন্য পরিকল্পিত লার্নিং কিটগুলো তৈরি করেন — ঘরে সবসময় থাকে এমন সহজলভ্য, কম খরচের জিনিস দিয়ে।",
    },
  },
  {
    name: { en: "Family Support & Admissions Coordinator", bn: "পরিবার সহায়তা ও ভর্তি সমন্বয়ক" },
    description: {
      en: "The first friendly voice families meet: answers questions, arranges free trial classes, helps with enrolment, payments and getting set up for online classes.",
      bn: "পরিবারগুলো প্রথম যাঁর আন্তরিক কণ্ঠ শোনে: প্রশ্নের উত্তর দেন, বিনামূল্যে ট্রায়াল ক্লাসের ব্যবস্থা করেন, আর ভর্তি, পেমেন্ট ও অনলাইন ক্লাসের প্রস্তুতিতে সাহায্য করেন।",
    },
  },
  {
    name: { en: "Safety & Operations Coordinator", bn: "নিরাপত্তা ও পরিচালনা সমন্বয়ক" },
    description: {
      en: "Looks after the practical side: session logistics, safety checks for outdoor activities, child-safeguarding practice, and keeping family information secure.",
      bn: "কাজের ব্যবহারিক দিকগুলো দেখাশোনা করেন: সেশনের আয়োজন ও ব্যবস্থাপনা, আউটডোর কার্যক্রমের নিরাপত্তা যাচাই, শিশু সুরক্ষার চর্চা, এবং পরিবারের তথ্য সুরক্ষিত রাখা।",
    },
  },
];
