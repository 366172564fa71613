import { limits, site } from "../lib/site-config";
import { h3, p, type Section } from "./blocks";
import * as bn from "./bn/format";

export type { ContentSection } from "./blocks";

export const termsTitle = { en: "Terms, Privacy & Media Consent", bn: "শর্তাবলি, গোপনীয়তা ও মিডিয়া সম্মতি" };

/** ISO date of the last change to this page. */
export const termsUpdated = "2026-11-27";

export const termsIntro = {
  en: `These terms explain how ${site.name} works with families, how we look after your personal information, and what it means when you give (or don't give) media consent. By creating an account you agree to them. Please read them, and ask us if anything is unclear.`,
  bn: `এই শর্তাবলিতে ব্যাখ্যা করা হয়েছে ${site.name} কীভাবে পরিবারগুলোর সঙ্গে কাজ করে, আমরা কীভাবে আপনার ব্যক্তিগত তথ্যের যত্ন নিই, এবং মিডিয়া সম্মতি দেওয়া (বা না দেওয়া) বলতে কী বোঝায়। অ্যাকাউন্ট খোলার মাধ্যমে আপনি এই শর্তাবলিতে সম্মত হচ্ছেন। অনুগ্রহ করে এগুলো মনোযোগ দিয়ে পড়ুন, এবং কোনো কিছু অস্পষ্ট মনে হলে আমাদের জিজ্ঞেস করুন।`,
};

export const termsSections: Section[] = [
  {
    id: "terms-of-use",
    title: { en: "Terms of use", bn: "ব্যবহারের শর্তাবলি" },
    blocks: [
      h3({ en: "Your account", bn: "আপনার অ্যাকাউন্ট" }),
      p({
        en: `Accounts are for parents and guardians. Please give accurate details when you register, keep your password private (at least ${limits.passwordMin} characters, and not one you use elsewhere), and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account.`,
        bn: `অ্যাকাউন্ট শুধু অভিভাবকদের (মা-বাবা বা আইনগত অভিভাবক) জন্য। নিবন্ধনের সময় অনুগ্রহ করে সঠিক তথ্য দিন, আপনার পাসওয়ার্ড গোপন রাখুন (কমপক্ষে ${bn.n(limits.passwordMin)} অক্ষরের, এবং এমন পাসওয়ার্ড নয় যা আপনি অন্য কোথাও ব্যবহার করেন), এবং অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে বলে মনে হলে সঙ্গে সঙ্গে আমাদের জানান। আপনার অ্যাকাউন্টে যা কিছু ঘটে, তার দায়িত্ব আপনার।`,
      }),
      h3({ en: "Using the website", bn: "ওয়েবসাইট ব্যবহার" }),
      p({
        en: "Please use the website only for its purpose: learning about our programme, enrolling, and managing your family's account. Don't try to access other people's accounts or information, interfere with the website, or upload anything unlawful, harmful or unrelated to your support request.",
        bn: "অনুগ্রহ করে ওয়েবসাইটটি শুধু এর নির্ধারিত উদ্দেশ্যে ব্যবহার করুন: আমাদের প্রোগ্রাম সম্পর্কে জানা, ভর্তি হওয়া এবং আপনার পরিবারের অ্যাকাউন্ট পরিচালনা করা। অন্য কারও অ্যাকাউন্ট বা তথ্যে প্রবেশের চেষ্টা করবেন না, ওয়েবসাইটের স্বাভাবিক কার্যক্রমে বিঘ্ন ঘটাবেন না, এবং বেআইনি, ক্ষতিকর বা আপনার সহায়তা-অনুরোধের সঙ্গে সম্পর্কহীন কোনো কিছু আপলোড করবেন না।",
      }),
      h3({ en: "Enrolment, fees and payments", bn: "ভর্তি, ফি ও পেমেন্ট" }),
      p({
        en: "Current fees are listed on our Services page. The admission fee is paid once when your child joins; monthly fees cover each month of classes, and optional outdoor sessions are charged separately. We accept bKash, Nagad, bank transfer and cash. Payments we record appear in your dashboard. If you need to pause or stop, please tell us before the next month begins, and talk to us about any question on fees.",
        bn: "বর্তমান ফিগুলো আমাদের সেবাসমূহ পেজে দেওয়া আছে। আপনার সন্তান ভর্তি হওয়ার সময় ভর্তি ফি একবারই পরিশোধ করতে হয়; মাসিক ফি প্রতি মাসের ক্লাসের জন্য, এবং ঐচ্ছিক আউটডোর সেশনের ফি আলাদাভাবে নেওয়া হয়। আমরা bKash, Nagad, ব্যাংক ট্রান্সফার ও ক্যাশ গ্রহণ করি। আমাদের রেকর্ড করা পেমেন্টগুলো আপনার ড্যাশবোর্ডে দেখা যাবে। সাময়িক বিরতি নিতে বা ভর্তি বন্ধ করতে চাইলে অনুগ্রহ করে পরবর্তী মাস শুরু হওয়ার আগেই আমাদের জানান, এবং ফি নিয়ে যেকোনো প্রশ্নে আমাদের সঙ্গে কথা বলুন।",
      }),
      h3({ en: "Online classes and recordings", bn: "অনলাইন ক্লাস ও রেকর্ডিং" }),
      p({
        en: "Class links and recordings are for your enrolled child and family only. Please don't share them, and don't record, photograph or publish classes yourself, because other children appear in them. For young children we ask that an adult stays nearby during live classes.",
        bn: "ক্লাসের লিংক ও রেকর্ডিং শুধু আপনার ভর্তি হওয়া সন্তান ও আপনার পরিবারের জন্য। অনুগ্রহ করে এগুলো অন্য কারও সঙ্গে শেয়ার করবেন না, এবং নিজে ক্লাস রেকর্ড করবেন না, ছবি তুলবেন না বা প্রকাশ করবেন না, কারণ ক্লাসে অন্য শিশুরাও থাকে। ছোট শিশুদের ক্ষেত্রে আমাদের অনুরোধ, লাইভ ক্লাস চলাকালীন একজন প্রাপ্তবয়স্ক যেন কাছাকাছি থাকেন।",
      }),
      h3({ en: "Outdoor sessions", bn: "আউটডোর সেশন" }),
      p({
        en: "Parents or guardians accompany their children at outdoor sessions and remain responsible for them. Please tell us in advance about allergies, medical needs or anything else that helps us keep your child safe, and follow the session leader's safety instructions. We may change or cancel a session because of weather or safety concerns, and we will let you know as early as we can.",
        bn: "আউটডোর সেশনে অভিভাবকেরা (মা-বাবা বা আইনগত অভিভাবক) সন্তানের সঙ্গে থাকেন, এবং সন্তানের দায়িত্ব তাঁদেরই থাকে। অ্যালার্জি, চিকিৎসাগত প্রয়োজন বা আপনার সন্তানকে নিরাপদ রাখতে সহায়ক অন্য যেকোনো বিষয় অনুগ্রহ করে আগেই আমাদের জানান, এবং সেশন পরিচালকের নিরাপত্তা-নির্দেশনা মেনে চলুন। আবহাওয়া বা নিরাপত্তাজনিত কারণে আমরা কোনো সেশন পরিবর্তন বা বাতিল করতে পারি, এবং সে ক্ষেত্রে যত আগে সম্ভব আপনাকে জানিয়ে দেব।",
      }),
      h3({ en: "Content on this site", bn: "এই সাইটের লেখা ও উপকরণ" }),
      p({
        en: "Our articles, guides and printables are for your family's personal use. Please don't sell or republish them. They are general guidance, not medical or psychological advice; if you are worried about your child's development, please speak to a qualified professional.",
        bn: "আমাদের লেখা, গাইড ও প্রিন্ট করে ব্যবহারের উপকরণগুলো শুধু আপনার পরিবারের ব্যক্তিগত ব্যবহারের জন্য। অনুগ্রহ করে এগুলো বিক্রি বা পুনঃপ্রকাশ করবেন না। এগুলো সাধারণ দিকনির্দেশনা মাত্র, চিকিৎসা বা মনস্তাত্ত্বিক পরামর্শ নয়; আপনার সন্তানের বিকাশ নিয়ে দুশ্চিন্তা থাকলে অনুগ্রহ করে একজন যোগ্য পেশাদারের সঙ্গে কথা বলুন।",
      }),
      h3({ en: "Changes", bn: "পরিবর্তন" }),
      p({
        en: "We may update these terms as the programme grows, for example when our physical branch or store opens. We will show the date of the latest change on this page and tell registered parents about important changes by email.",
        bn: "প্রোগ্রামের পরিসর বাড়ার সঙ্গে সঙ্গে, যেমন আমাদের শাখা বা স্টোর চালু হলে, আমরা এই শর্তাবলি হালনাগাদ করতে পারি। সর্বশেষ পরিবর্তনের তারিখ এই পেজে দেখানো হবে, এবং গুরুত্বপূর্ণ পরিবর্তনের কথা নিবন্ধিত অভিভাবকদের ইমেইলে জানানো হবে।",
      }),
    ],
  },
  {
    id: "privacy",
    title: { en: "Privacy", bn: "গোপনীয়তা" },
    blocks: [
      h3({ en: "What we keep", bn: "আমরা কী তথ্য রাখি" }),
      p({
        en: "When you register we keep:\nyour name as the parent or guardian\nyour child's first name and age\nyour phone number\nyour email address",
        bn: "নিবন্ধনের সময় আমরা রাখি:\nঅভিভাবক হিসেবে আপনার নাম\nআপনার সন্তানের নামের প্রথম অংশ ও বয়স\nআপনার ফোন নম্বর\nআপনার ইমেইল ঠিকানা",
      }),
      p({
        en: "As you use the site we also keep: your password, stored only as a secure one-way hash that no one can read; a profile photo if you choose to upload one; your subscriptions and payments; support messages and any files you attach; and booking, contact and workshop requests you send us. If you add more children to your account, we keep their first names and ages too.",
        bn: "সাইট ব্যবহারের সময় আমরা আরও রাখি: আপনার পাসওয়ার্ড, যা শুধু একটি সুরক্ষিত একমুখী হ্যাশ হিসেবে সংরক্ষিত থাকে এবং কেউ পড়তে পারে না; আপনি আপলোড করতে চাইলে একটি প্রোফাইল ছবি; আপনার সাবস্ক্রিপশন ও পেমেন্টের তথ্য; সহায়তা-বার্তা ও তার সঙ্গে সংযুক্ত যেকোনো ফাইল; এবং আপনার পাঠানো বুকিং, যোগাযোগ ও কর্মশালার অনুরোধ। আপনার অ্যাকাউন্টে আরও সন্তান যোগ করলে তাদের নামের প্রথম অংশ ও বয়সও আমরা রাখি।",
      }),
      h3({ en: "Why we keep it", bn: "কেন রাখি" }),
      p({
        en: "Only to run the programme: to place your child in the right group, contact you about classes and sessions, keep track of fees and payments, answer your messages, and send the emails you need, such as account verification and password resets.",
        bn: "শুধু প্রোগ্রাম পরিচালনার জন্য: আপনার সন্তানকে সঠিক গ্রুপে রাখা, ক্লাস ও সেশন নিয়ে আপনার সঙ্গে যোগাযোগ করা, ফি ও পেমেন্টের হিসাব রাখা, আপনার বার্তার উত্তর দেওয়া, এবং আপনার প্রয়োজনীয় ইমেইল পাঠানো, যেমন অ্যাকাউন্ট যাচাই ও পাসওয়ার্ড রিসেটের ইমেইল।",
      }),
      h3({ en: "Who sees it", bn: "কারা এই তথ্য দেখতে পান" }),
      p({
        en: "Only our own staff who need it for their work, for example the team member answering your support message or recording your payment. Support attachments are private: only you and our staff can open them. We use an email service to deliver our messages to you. We never sell your information or share it with advertisers, and we only share it with anyone else if the law requires us to.",
        bn: "শুধু আমাদের নিজস্ব কর্মীরা, যাঁদের কাজের জন্য তথ্যটি প্রয়োজন; যেমন যিনি আপনার সহায়তা-বার্তার উত্তর দেন বা আপনার পেমেন্ট রেকর্ড করেন। সহায়তা-বার্তার সংযুক্তিগুলো ব্যক্তিগত: শুধু আপনি ও আমাদের কর্মীরা সেগুলো খুলতে পারেন। আপনার কাছে আমাদের বার্তা পৌঁছে দিতে আমরা একটি ইমেইল সেবা ব্যবহার করি। আমরা কখনো আপনার তথ্য বিক্রি করি না বা বিজ্ঞাপনদাতাদের সঙ্গে শেয়ার করি না, এবং আইন অনুযায়ী বাধ্য না হলে অন্য কারও সঙ্গে শেয়ার করি না।",
      }),
      h3({ en: "Cookies", bn: "কুকি" }),
      p({
        en: "We use an essential cookie to keep you signed in securely. It cannot be read by scripts on the page and it ends when you log out.",
        bn: "আপনাকে নিরাপদে সাইন-ইন অবস্থায় রাখতে আমরা একটি অত্যাবশ্যক কুকি ব্যবহার করি। পেজের কোনো স্ক্রিপ্ট এটি পড়তে পারে না, এবং আপনি লগ আউট করলে এর মেয়াদ শেষ হয়ে যায়।",
      }),
      h3({ en: "Seeing, correcting or deleting your information", bn: "আপনার তথ্য দেখা, সংশোধন বা মুছে ফেলা" }),
      p({
        en: `You can see and change most of your details on the Profile page of your dashboard. To get a copy of everything we hold, or to ask us to delete your account and your child's information, email ${site.email} or send a message from the Support page of your dashboard. We will confirm once it is done. We may need to keep payment records for a period where the law requires it.`,
        bn: `আপনার বেশির ভাগ তথ্য আপনি ড্যাশবোর্ডের প্রোফাইল পেজে দেখতে ও পরিবর্তন করতে পারেন। আমাদের কাছে থাকা আপনার সব তথ্যের একটি কপি পেতে, অথবা আপনার অ্যাকাউন্ট ও আপনার সন্তানের তথ্য মুছে ফেলার অনুরোধ জানাতে ${site.email} ঠিকানায় ইমেইল করুন, অথবা ড্যাশবোর্ডের সহায়তা পেজ থেকে বার্তা পাঠান। কাজটি সম্পন্ন হলে আমরা আপনাকে নিশ্চিত করে জানাব। আইন অনুযায়ী প্রয়োজন হলে পেমেন্টের রেকর্ড একটি নির্দিষ্ট সময় পর্যন্ত আমাদের সংরক্ষণ করতে হতে পারে।`,
      }),
    ],
  },
  {
    id: "media-consent",
    title: { en: "Media consent", bn: "মিডিয়া সম্মতি" },
    blocks: [
      p({
        en: "Media consent is optional and given for each child, for two uses separately: internal use (class records, progress reviews) and promotional use (website, social media). Both are off until you choose them. The box at registration gives promotional use for your first child; for each child you can change either at any time under Profile → the child's health, emergency contact and consents, where every change is kept with its date. Saying no does not affect your child's place, classes or activities in any way.",
        bn: "মিডিয়া সম্মতি ঐচ্ছিক এবং প্রতিটি শিশুর জন্য আলাদাভাবে, দুটি ব্যবহারের জন্য পৃথকভাবে দেওয়া হয়: অভ্যন্তরীণ ব্যবহার (ক্লাসের রেকর্ড, অগ্রগতি পর্যালোচনা) ও প্রচারের কাজে ব্যবহার (ওয়েবসাইট, সোশ্যাল মিডিয়া)। আপনি বেছে না নেওয়া পর্যন্ত দুটোই বন্ধ থাকে। নিবন্ধনের বক্সে টিক দিলে প্রথম সন্তানের জন্য প্রচারের কাজে ব্যবহারের সম্মতি দেওয়া হয়; প্রোফাইল → সন্তানের স্বাস্থ্য, জরুরি যোগাযোগ ও সম্মতি থেকে যেকোনো সময় যেকোনোটি বদলাতে পারেন, এবং প্রতিটি পরিবর্তন তারিখসহ সংরক্ষিত থাকে। সম্মতি না দিলে আপনার সন্তানের আসন, ক্লাস বা কার্যক্রমে কোনোভাবেই প্রভাব পড়বে না।",
      }),
      h3({ en: "What it means", bn: "এর অর্থ কী" }),
      p({
        en: "With your consent, our team may take photos or short videos of your child during classes, activity sessions and outdoor adventures, and use them:\ninternally, for example to share progress with you and for staff training\nin promotion, for example on this website and our social media pages",
        bn: "আপনার সম্মতি থাকলে আমাদের টিম ক্লাস, কার্যক্রম সেশন ও আউটডোর অ্যাডভেঞ্চারের সময় আপনার সন্তানের ছবি বা ছোট ভিডিও তুলতে পারে, এবং সেগুলো ব্যবহার করতে পারে:\nঅভ্যন্তরীণভাবে, যেমন আপনাকে অগ্রগতি জানাতে ও কর্মীদের প্রশিক্ষণে\nপ্রচারের কাজে, যেমন এই ওয়েবসাইটে ও আমাদের সোশ্যাল মিডিয়া পেজে",
      }),
      p({
        en: "We never publish your child's full name or your family's contact details alongside a photo or video.",
        bn: "কোনো ছবি বা ভিডিওর সঙ্গে আমরা কখনো আপনার সন্তানের পূর্ণ নাম বা আপনার পরিবারের যোগাযোগের তথ্য প্রকাশ করি না।",
      }),
      h3({ en: "Changing your mind", bn: "মত পরিবর্তন করলে" }),
      p({
        en: `You can withdraw media consent at any time on your child's consents page, by emailing ${site.email} or by sending a message from your dashboard. From then on we will not take or use new photos or videos of your child, and we will remove existing ones from our website and social media pages. Printed materials that have already been handed out cannot be recalled.`,
        bn: `সন্তানের সম্মতির পাতা থেকে, ${site.email} ঠিকানায় ইমেইল করে বা ড্যাশবোর্ড থেকে বার্তা পাঠিয়ে আপনি যেকোনো সময় মিডিয়া সম্মতি প্রত্যাহার করতে পারেন। তারপর থেকে আমরা আপনার সন্তানের নতুন কোনো ছবি বা ভিডিও তুলব না বা ব্যবহার করব না, এবং আগের ছবি ও ভিডিও আমাদের ওয়েবসাইট ও সোশ্যাল মিডিয়া পেজ থেকে সরিয়ে ফেলব। ইতিমধ্যে বিতরণ করা ছাপা উপকরণ ফিরিয়ে আনা সম্ভব নয়।`,
      }),
    ],
  },
  {
    id: "contact",
    title: { en: "Questions", bn: "প্রশ্ন" },
    blocks: [
      p({
        en: `If you have any questions about these terms or your information, email ${site.email}, call ${site.phone} (${site.hours.display}), or write to us at ${site.address.display}.`,
        bn: `এই শর্তাবলি বা আপনার তথ্য নিয়ে কোনো প্রশ্ন থাকলে ${site.email} ঠিকানায় ইমেইল করুন, ${site.phone} নম্বরে ফোন করুন (${bn.officeHours}), অথবা এই ঠিকানায় আমাদের চিঠি লিখুন: ${site.bn.address}।`,
      }),
    ],
  },
];
