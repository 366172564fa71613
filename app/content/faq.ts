import { fees, programme, site } from "../lib/site-config";
import * as bn from "./bn/format";
import { ageRange, classDays, taka } from "./format";
import type { InOneLanguage, Words } from "./words";

interface Question {
  question: Words;
  answer: Words;
}

/** A question and its answer, as the page shows them. */
export type FaqItem = InOneLanguage<Question>;

const { ages, preschoolAges, adventureMinAge, ablls } = programme;

const preschool = fees.onlinePreschool;

/** The 14 questions of the Contact page accordion. */
export const faqs: Question[] = [
  {
    question: { en: "What ages is the programme for?", bn: "প্রোগ্রামটি কোন বয়সের শিশুদের জন্য?" },
    answer: {
      en: `We work with children aged ${ages.min} to ${ages.max}. Children aged ${ageRange(preschoolAges.min, preschoolAges.max)} join our online preschool, which follows an ABLLS-based skills curriculum. Children aged ${ageRange(adventureMinAge)} join our adventure and experiential learning activities. Outdoor sessions are open to families across the whole age range.`,
      bn: `আমরা ${bn.n(ages.min)} থেকে ${bn.n(ages.max)} বছর বয়সী শিশুদের সঙ্গে কাজ করি। ${bn.ageRange(preschoolAges.min, preschoolAges.max)} বছরের শিশুরা যোগ দেয় আমাদের অনলাইন প্রি-স্কুলে, যেখানে ABLLS-ভিত্তিক দক্ষতার পাঠ্যক্রম অনুসরণ করা হয়। ${bn.ageRange(adventureMinAge)} বছরের শিশুরা যোগ দেয় আমাদের অ্যাডভেঞ্চার ও হাতে-কলমে শেখার কার্যক্রমে। আর আউটডোর সেশনগুলো এই পুরো বয়সসীমার সব পরিবারের জন্যই খোলা।`,
    },
  },
  {
    question: { en: "Can my child try a class before we enrol?", bn: "ভর্তির আগে কি আমার সন্তান একটা ক্লাস করে দেখতে পারে?" },
    answer: {
      en: "Yes. Free trial classes are offered, so you and your child can see how a live class feels before you decide. Use the 'Book a Free Trial / Inquire' button on our home page to book your child into a real class in the next four weeks, or message us on WhatsApp and we will suggest a suitable one.",
      bn: "অবশ্যই পারে। আমরা বিনামূল্যে ট্রায়াল ক্লাসের সুযোগ দিই, যাতে সিদ্ধান্ত নেওয়ার আগে আপনি ও আপনার সন্তান দেখে নিতে পারেন লাইভ ক্লাস আসলে কেমন হয়। আমাদের হোম পেজের 'ফ্রি ট্রায়াল বুক করুন / জানতে চান' বোতামে চাপ দিয়ে আগামী চার সপ্তাহের যেকোনো একটি নিয়মিত ক্লাসে আপনার সন্তানের জন্য জায়গা বুক করুন, অথবা WhatsApp-এ আমাদের মেসেজ করুন — আমরাই উপযুক্ত একটি ক্লাস বেছে দেব।",
    },
  },
  {
    question: { en: "When do the live online classes take place?", bn: "লাইভ অনলাইন ক্লাস কখন হয়?" },
    answer: {
      en: `Live classes run on ${classDays}, ${programme.liveClassTime} Bangladesh time: ${programme.liveClassesPerWeek} classes a week and ${programme.liveClassesPerMonth} a month. Evening classes mean working parents can join in without leaving the office early.`,
      bn: `লাইভ ক্লাস হয় প্রতি ${bn.classDays}, বাংলাদেশ সময় ${bn.classTime}। সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি, মাসে মোট ${bn.n(programme.liveClassesPerMonth)}টি ক্লাস। ক্লাস সন্ধ্যায় হয় বলে কর্মজীবী অভিভাবকেরাও অফিস থেকে আগেভাগে না বেরিয়েই সন্তানের সঙ্গে যোগ দিতে পারেন।`,
    },
  },
  {
    question: { en: "How many children are in each group?", bn: "প্রতিটি গ্রুপে কতজন শিশু থাকে?" },
    answer: {
      en: `At most ${programme.maxGroupSize} children. Small groups mean every child gets turns to speak, sing and show their work, and our educator can follow each child's progress closely.`,
      bn: `সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশু। গ্রুপ ছোট বলে প্রত্যেক শিশুই কথা বলার, গান গাওয়ার আর নিজের কাজ দেখানোর সুযোগ পায়, আর আমাদের শিক্ষক প্রতিটি শিশুর অগ্রগতি কাছ থেকে খেয়াল রাখতে পারেন।`,
    },
  },
  {
    question: { en: "How much does the online preschool cost?", bn: "অনলাইন প্রি-স্কুলে খরচ কত?" },
    answer: {
      en: `There is a one-time admission fee of ${taka(preschool.admission, "en")} and a monthly fee of ${taka(preschool.monthly, "en")}. Outdoor sessions are optional, at ${taka(preschool.optionalOutdoorMonthly, "en")} per month. Adventure activities for older children start from ${taka(fees.adventureFromPerSession, "en")} per session.`,
      bn: `এককালীন ভর্তি ফি ${taka(preschool.admission, "bn")}, আর মাসিক ফি ${taka(preschool.monthly, "bn")}। আউটডোর সেশন ঐচ্ছিক, এর জন্য মাসে ${taka(preschool.optionalOutdoorMonthly, "bn")}। বড় শিশুদের অ্যাডভেঞ্চার কার্যক্রমের ফি প্রতি সেশন ${taka(fees.adventureFromPerSession, "bn")} থেকে শুরু।`,
    },
  },
  {
    question: { en: "What happens if my child misses a class?", bn: "আমার সন্তান কোনো ক্লাস মিস করলে কী হবে?" },
    answer: {
      en: "Recordings are available to enrolled families, so you can watch the class together at a time that suits you and try the activities at home. If you know you will miss a class, let your educator know and they can suggest what to practise.",
      bn: "ভর্তি হওয়া পরিবারগুলো ক্লাসের রেকর্ডিং দেখতে পারে, তাই আপনার সুবিধামতো সময়ে সন্তানকে নিয়ে ক্লাসটি দেখে নিন, আর কার্যক্রমগুলো বাসায় করে দেখুন। কোনো ক্লাসে যোগ দিতে পারবেন না বলে আগে থেকে জানা থাকলে শিক্ষককে জানিয়ে রাখুন — কী অনুশীলন করলে ভালো হয়, তিনি বলে দেবেন।",
    },
  },
  {
    question: { en: "What is ABLLS, and why do you use it?", bn: "ABLLS কী, আর আপনারা এটি কেন ব্যবহার করেন?" },
    answer: {
      en: `ABLLS (the Assessment of Basic Language and Learning Skills) is a framework of more than ${ablls.skills} skills across ${ablls.areas} areas, from cooperation and imitation to language, play, self-help and motor skills. We use it to see what your child can already do and to choose the right next steps. It is a teaching tool, not a diagnosis or a test your child can fail.`,
      bn: `ABLLS (Assessment of Basic Language and Learning Skills, অর্থাৎ ভাষা ও শেখার মৌলিক দক্ষতার মূল্যায়ন) হলো ${bn.n(ablls.areas)}টি ক্ষেত্রে ${bn.n(ablls.skills)}টিরও বেশি দক্ষতার একটি কাঠামো — সহযোগিতা ও অনুকরণ থেকে শুরু করে ভাষা, খেলা, নিজের কাজ নিজে করা আর শারীরিক নড়াচড়ার (মোটর) দক্ষতা পর্যন্ত। আপনার সন্তান এখন কী কী পারে তা বুঝতে, আর তার জন্য ঠিক পরের ধাপগুলো বেছে নিতে আমরা এটি ব্যবহার করি। এটি শেখানোর একটি উপকরণ মাত্র; কোনো রোগনির্ণয় নয়, এমন কোনো পরীক্ষাও নয় যেখানে আপনার সন্তান ফেল করতে পারে।`,
    },
  },
  {
    question: { en: "How do the outdoor sessions work?", bn: "আউটডোর সেশনগুলো কীভাবে হয়?" },
    answer: {
      en: `There are ${programme.outdoorSessionsPerMonth} outdoor sessions a month, held in green spaces in and around Dhaka. Each has a simple mission, such as a nature hunt or a team challenge, linked to what children are learning in class. Parents take part alongside their children. We share the venue, time and what to bring in advance, and we reschedule if the weather is unsafe.`,
      bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশন হয়, ঢাকা ও এর আশপাশের সবুজ খোলা জায়গায়। প্রতিটি সেশনে থাকে একটি সহজ মিশন — যেমন প্রকৃতির মাঝে খোঁজাখুঁজি বা দলগত কোনো চ্যালেঞ্জ — যা ক্লাসে শিশুরা যা শিখছে তার সঙ্গে যুক্ত। অভিভাবকেরাও সন্তানের পাশাপাশি অংশ নেন। কোথায়, কখন হবে আর সঙ্গে কী আনতে হবে, তা আমরা আগেই জানিয়ে দিই; আবহাওয়া নিরাপদ না থাকলে সেশনটি অন্য দিনে সরিয়ে নিই।`,
    },
  },
  {
    question: { en: "What device and internet connection do we need?", bn: "কোন ডিভাইস আর কেমন ইন্টারনেট সংযোগ লাগবে?" },
    answer: {
      en: "A smartphone, tablet or laptop with a working camera and microphone, and a steady internet connection (mobile data or Wi-Fi). A bigger screen such as a tablet or laptop is easier for young children to follow. Headphones are not needed; a quiet corner with good light helps more.",
      bn: "ক্যামেরা ও মাইক্রোফোন ঠিকমতো কাজ করে এমন একটি স্মার্টফোন, ট্যাবলেট বা ল্যাপটপ, আর স্থিতিশীল ইন্টারনেট সংযোগ (মোবাইল ডেটা বা ওয়াই-ফাই)। ছোট শিশুদের জন্য ট্যাবলেট বা ল্যাপটপের মতো বড় স্ক্রিনে ক্লাস অনুসরণ করা সহজ হয়। হেডফোনের দরকার নেই; বরং ভালো আলো আছে এমন একটি নিরিবিলি কোণ বেশি কাজে আসে।",
    },
  },
  {
    question: { en: "How can we pay the fees?", bn: "ফি কীভাবে পরিশোধ করা যায়?" },
    answer: {
      en: `You can pay by bKash, Nagad, bank transfer or cash. Cash can be paid at our office by arrangement during office hours (${site.hours.display}). Every payment we record appears in the Payment History section of your parent dashboard.`,
      bn: `bKash, Nagad, ব্যাংক ট্রান্সফার অথবা ক্যাশ — যেকোনোভাবে ফি দিতে পারেন। ক্যাশে দিতে চাইলে আগে থেকে জানিয়ে অফিস চলাকালীন (${bn.officeHours}) আমাদের অফিসে এসে দিতে পারেন। আমাদের কাছে রেকর্ড হওয়া প্রতিটি পেমেন্ট আপনার অভিভাবক ড্যাশবোর্ডের পেমেন্টের ইতিহাস অংশে দেখা যাবে।`,
    },
  },
  {
    question: { en: "How do you keep children safe?", bn: "শিশুদের নিরাপত্তা আপনারা কীভাবে নিশ্চিত করেন?" },
    answer: {
      en: "Online classes are for enrolled children and trial families only, and recordings are shared only with enrolled families. At outdoor sessions parents stay with their children, and our team plans each venue and activity with safety in mind. We keep only the personal details we need, and we never use photos or videos of your child without your media consent, which you can withdraw at any time.",
      bn: "অনলাইন ক্লাসে শুধু ভর্তি হওয়া শিশুরা আর ট্রায়াল ক্লাসের পরিবারগুলোই যোগ দিতে পারে, আর রেকর্ডিং শেয়ার করা হয় শুধু ভর্তি হওয়া পরিবারগুলোর সঙ্গে। আউটডোর সেশনে অভিভাবকেরা সন্তানের সঙ্গেই থাকেন, আর প্রতিটি জায়গা ও কার্যক্রম আমাদের টিম নিরাপত্তার কথা মাথায় রেখে পরিকল্পনা করে। আমরা শুধু প্রয়োজনীয় ব্যক্তিগত তথ্যটুকুই রাখি, এবং আপনার মিডিয়া সম্মতি ছাড়া আপনার সন্তানের ছবি বা ভিডিও কখনো ব্যবহার করি না — এই সম্মতি আপনি যেকোনো সময় প্রত্যাহার করতে পারেন।",
    },
  },
  {
    question: {
      en: "What does 'parent-as-coach' mean? Do I have to sit with my child?",
      bn: "'অভিভাবকই কোচ' মানে কী? আমাকে কি সন্তানের পাশে বসে থাকতে হবে?",
    },
    answer: {
      en: "Parents are a child's first and most important teachers. For younger children we ask that a parent or another familiar adult sits nearby during live classes to help and encourage. After class we suggest a few short activities so you can carry the week's skills into everyday life. You don't need to be a teacher; we show you how.",
      bn: "শিশুর প্রথম এবং সবচেয়ে গুরুত্বপূর্ণ শিক্ষক তার অভিভাবক। তাই ছোট শিশুদের লাইভ ক্লাসের সময় আমরা চাই একজন অভিভাবক বা শিশুর চেনা অন্য কোনো বড় মানুষ কাছাকাছি বসে থাকুন, যাতে দরকার হলে সাহায্য আর উৎসাহ দিতে পারেন। ক্লাসের পরে আমরা ছোট ছোট কয়েকটি কার্যক্রমের পরামর্শ দিই, যাতে সপ্তাহের শেখা দক্ষতাগুলো আপনি সন্তানের প্রতিদিনের জীবনে কাজে লাগাতে পারেন। এর জন্য আপনাকে শিক্ষক হতে হবে না; কীভাবে করবেন, আমরাই দেখিয়ে দেব।",
    },
  },
  {
    question: { en: "Do you have a physical school or branch?", bn: "সশরীরে ক্লাস করার মতো আপনাদের কোনো স্কুল বা শাখা আছে কি?" },
    answer: {
      en: "Not yet. A physical branch in Dhaka is planned, and we will announce its location, timetable and fees as soon as they are confirmed. Until then, our programme runs as live online classes together with offline activity sessions and outdoor adventures around the city.",
      bn: "এখনো নেই। ঢাকায় সশরীরে ক্লাসের জন্য একটি শাখা খোলার পরিকল্পনা আছে; এর ঠিকানা, সময়সূচি ও ফি চূড়ান্ত হলেই আমরা জানিয়ে দেব। ততদিন আমাদের প্রোগ্রাম চলছে লাইভ অনলাইন ক্লাস, অফলাইন কার্যক্রম সেশন আর শহরজুড়ে আউটডোর অ্যাডভেঞ্চারের মধ্য দিয়ে।",
    },
  },
  {
    question: { en: "How can I contact you?", bn: "আপনাদের সঙ্গে কীভাবে যোগাযোগ করব?" },
    answer: {
      en: `Call us on ${site.phone}, email ${site.email}, or message us on WhatsApp using the chat button on any page. Our office hours are ${site.hours.display}, and our address is ${site.address.display}. You can also send us a message with the form on this page.`,
      bn: `${site.phone} নম্বরে ফোন করুন, ${site.email} ঠিকানায় ইমেইল করুন, অথবা যেকোনো পেজের চ্যাট বোতাম থেকে WhatsApp-এ মেসেজ পাঠান। আমাদের অফিস খোলা থাকে ${bn.officeHours}; ঠিকানা: ${site.bn.address}। এই পেজের ফর্মটি দিয়েও আমাদের মেসেজ পাঠাতে পারেন।`,
    },
  },
];
