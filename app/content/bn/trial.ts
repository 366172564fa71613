import { enrolment, programme } from "../../lib/site-config";
import type { trialNextSteps as enTrialNextSteps, trialPage as enTrialPage } from "../trial";
import { n } from "./format";

/** The English copy's shape (same keys, same number of items), with its words free to be Bangla. */
type Copy<T> = T extends string ? string : { readonly [K in keyof T]: Copy<T[K]> };

/** /trial: the free trial class booking page, its confirmation and its emails share these words. */
export const trialPage: Copy<typeof enTrialPage> = {
  eyebrow: "বিনামূল্যে ট্রায়াল ক্লাস",
  title: "বিনামূল্যে একটি ট্রায়াল ক্লাস বুক করুন",
  intro:
    "আমাদের চালু ব্যাচগুলোর কোনো একটির আসল একটি ক্লাস বেছে নিন, আর আপনার সন্তানকে নিয়ে বিনামূল্যে যোগ দিন। প্রতিটি ক্লাসে ট্রায়ালের শিশুদের জন্য আসন সীমিত, যাতে ক্লাসের প্রতিটি শিশু তার পালা পায়।",
  formTitle: "একটি ক্লাস বেছে নিন",
  asideTitle: "ট্রায়াল ক্লাস যেভাবে হয়",
  aside: [
    `এটি এক ঘণ্টার একটি আসল, লাইভ অনলাইন ক্লাস, যেখানে থাকে সর্বোচ্চ ${n(programme.maxGroupSize)} জন শিশুর দল আর তাদের শিক্ষক।`,
    "ক্লাসটি বিনামূল্যে, আর আপনি না চাইলে পরে কোনো কিছুতে ভর্তি হওয়ার দরকার নেই।",
    "ক্যামেরা ও সাউন্ডসহ একটি ফোন, ট্যাবলেট বা কম্পিউটার তৈরি রাখুন, আর আপনার সন্তান যেন সহজে মানিয়ে নিতে পারে সেজন্য কাছাকাছি থাকুন।",
  ],
  emptyTitle: "এই মুহূর্তে কোনো ট্রায়াল ক্লাস খালি নেই",
  emptyText:
    "আগামী চার সপ্তাহের সব ক্লাস হয় পূর্ণ, নয়তো এখনো সময় ঠিক হয়নি। WhatsApp-এ বা মেসেজ পাঠিয়ে আমাদের জানান, আপনার সন্তানের সুবিধামতো একটা সময় আমরা খুঁজে দেব।",
};

/** What happens after a booking: on the confirmation page and in the parent's email. */
export const trialNextSteps: Copy<typeof enTrialNextSteps> = [
  "ক্লাসের আগে আমরা আপনার WhatsApp নম্বরে ক্লাসে যোগ দেওয়ার লিংক পাঠিয়ে দেব।",
  "ক্যামেরা ও সাউন্ডসহ ফোন, ট্যাবলেট বা কম্পিউটারে আপনার সন্তানকে নিয়ে কয়েক মিনিট আগেই যোগ দিন।",
  "ক্লাসের পরে আমরা আপনাকে ফোন করে জেনে নেব ক্লাসটা কেমন লাগল, আর আপনার প্রশ্নের উত্তর দেব। ভর্তি হওয়ার কোনো বাধ্যবাধকতা নেই।",
];

/** How many trial children a class takes at most (site config), in words for the page. */
export const trialPlacesNote: string = `প্রতিটি ক্লাসে সর্বোচ্চ ${n(enrolment.trialPlacesPerClass)} জন ট্রায়াল শিশু যোগ দিতে পারে।`;
