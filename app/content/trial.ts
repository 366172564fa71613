import { enrolment, programme } from "../lib/site-config";
import * as bn from "./bn/format";

/** /trial: the free trial class booking page, its confirmation and its emails share these words. */
export const trialPage = {
  eyebrow: { en: "Free trial class", bn: "বিনামূল্যে ট্রায়াল ক্লাস" },
  title: { en: "Book a Free Trial Class", bn: "বিনামূল্যে একটি ট্রায়াল ক্লাস বুক করুন" },
  intro: {
    en: "Choose a real class in one of our open batches and join it with your child, free. Places for trial children are limited in every class, so each child still gets turns.",
    bn: "আমাদের চালু ব্যাচগুলোর কোনো একটির আসল একটি ক্লাস বেছে নিন, আর আপনার সন্তানকে নিয়ে বিনামূল্যে যোগ দিন। প্রতিটি ক্লাসে ট্রায়ালের শিশুদের জন্য আসন সীমিত, যাতে ক্লাসের প্রতিটি শিশু তার পালা পায়।",
  },
  formTitle: { en: "Choose a class", bn: "একটি ক্লাস বেছে নিন" },
  asideTitle: { en: "How a trial class works", bn: "ট্রায়াল ক্লাস যেভাবে হয়" },
  aside: [
    {
      en: `It is a real, live online class of one hour, with its group of at most ${programme.maxGroupSize} children and their teacher.`,
      bn: `এটি এক ঘণ্টার একটি আসল, লাইভ অনলাইন ক্লাস, যেখানে থাকে সর্বোচ্চ ${bn.n(programme.maxGroupSize)} জন শিশুর দল আর তাদের শিক্ষক।`,
    },
    {
      en: "It is free, and there is nothing to sign up for afterwards unless you want to.",
      bn: "ক্লাসটি বিনামূল্যে, আর আপনি না চাইলে পরে কোনো কিছুতে ভর্তি হওয়ার দরকার নেই।",
    },
    {
      en: "Have a phone, tablet or computer with a camera and sound ready, and stay close by to help your child settle in.",
      bn: "ক্যামেরা ও সাউন্ডসহ একটি ফোন, ট্যাবলেট বা কম্পিউটার তৈরি রাখুন, আর আপনার সন্তান যেন সহজে মানিয়ে নিতে পারে সেজন্য কাছাকাছি থাকুন।",
    },
  ],
  /** A programme whose open batches have no trial place left in the four weeks ahead: said, with the way forward. */
  full: {
    preschool: {
      en: "Preschool trials are full for the next four weeks",
      bn: "আগামী চার সপ্তাহ প্রি-স্কুলের ট্রায়াল ক্লাস পূর্ণ",
    },
    adventure: {
      en: "Adventure trials are full for the next four weeks",
      bn: "আগামী চার সপ্তাহ অ্যাডভেঞ্চারের ট্রায়াল ক্লাস পূর্ণ",
    },
    hybrid: {
      en: "Hybrid programme trials are full for the next four weeks",
      bn: "আগামী চার সপ্তাহ হাইব্রিড প্রোগ্রামের ট্রায়াল ক্লাস পূর্ণ",
    },
  },
  fullText: {
    en: "Join the waitlist and we will offer your child the next free seat, or message us on WhatsApp and we will find a time for a trial.",
    bn: "অপেক্ষমাণ তালিকায় নাম লেখান, পরের খালি আসনটি আমরা আপনার সন্তানকে দেব; অথবা WhatsApp-এ আমাদের মেসেজ করুন, ট্রায়ালের জন্য একটা সময় আমরা খুঁজে দেব।",
  },
  joinWaitlist: { en: "Join the waitlist", bn: "অপেক্ষমাণ তালিকায় নাম লেখান" },
  messageWhatsapp: { en: "Message us on WhatsApp", bn: "WhatsApp-এ মেসেজ করুন" },
  emptyTitle: { en: "No trial classes are open right now", bn: "এই মুহূর্তে কোনো ট্রায়াল ক্লাস খালি নেই" },
  emptyText: {
    en: "Every class in the next four weeks is full or not yet scheduled. Message us on WhatsApp or send us a message, and we will find a time that suits your child.",
    bn: "আগামী চার সপ্তাহের সব ক্লাস হয় পূর্ণ, নয়তো এখনো সময় ঠিক হয়নি। WhatsApp-এ বা মেসেজ পাঠিয়ে আমাদের জানান, আপনার সন্তানের সুবিধামতো একটা সময় আমরা খুঁজে দেব।",
  },
};

/** What happens after a booking: on the confirmation page and in the parent's email. */
export const trialNextSteps = [
  {
    en: "Before the class we will send the joining link to your WhatsApp number.",
    bn: "ক্লাসের আগে আমরা আপনার WhatsApp নম্বরে ক্লাসে যোগ দেওয়ার লিংক পাঠিয়ে দেব।",
  },
  {
    en: "Join a few minutes early with your child, on a phone, tablet or computer with a camera and sound.",
    bn: "ক্যামেরা ও সাউন্ডসহ ফোন, ট্যাবলেট বা কম্পিউটারে আপনার সন্তানকে নিয়ে কয়েক মিনিট আগেই যোগ দিন।",
  },
  {
    en: "After the class we will call you to hear how it went and answer your questions. There is no obligation to enrol.",
    bn: "ক্লাসের পরে আমরা আপনাকে ফোন করে জেনে নেব ক্লাসটা কেমন লাগল, আর আপনার প্রশ্নের উত্তর দেব। ভর্তি হওয়ার কোনো বাধ্যবাধকতা নেই।",
  },
];

/** How many trial children a class takes at most (site config), in words for the page. */
export const trialPlacesNote = {
  en: `At most ${enrolment.trialPlacesPerClass} trial children join each class.`,
  bn: `প্রতিটি ক্লাসে সর্বোচ্চ ${bn.n(enrolment.trialPlacesPerClass)} জন ট্রায়াল শিশু যোগ দিতে পারে।`,
};
