import { illustration } from "./format";
import type { Words } from "./words";

/**
 * ILLUSTRATIVE: the quotes and stories below are examples written for the site's launch.
 * Replace them with real parents' words, with their consent, before publicising them.
 */

export interface Testimonial {
  /** First name only. */
  name: string;
  role: Words;
  image: string;
  quote: Words;
}

export interface SuccessStory {
  title: Words;
  description: Words;
  image: string;
}

export const testimonials: Testimonial[] = [
  {
    name: "Nusrat",
    role: { en: "Parent of a 4-year-old", bn: "৪ বছর বয়সী শিশুর অভিভাবক" },
    image: illustration("parent-avatar-1"),
    quote: {
      en: "My daughter used to hide behind me whenever someone new spoke to her. In a group of just a few children she started answering questions, and now she looks forward to class all week. The small activities we do at home have become our favourite part of the day.",
      bn: "আগে নতুন কেউ কথা বললেই আমার মেয়ে আমার পেছনে লুকিয়ে পড়ত। মাত্র কয়েকজন শিশুর ছোট্ট একটা গ্রুপে সে প্রশ্নের উত্তর দিতে শুরু করল, আর এখন সারা সপ্তাহ ক্লাসের অপেক্ষায় থাকে। বাসায় আমরা যে ছোট ছোট অ্যাক্টিভিটি করি, সেগুলোই এখন আমাদের দিনের সবচেয়ে প্রিয় সময়।",
    },
  },
  {
    name: "Tanvir",
    role: { en: "Parent of a 7-year-old", bn: "৭ বছর বয়সী শিশুর অভিভাবক" },
    image: illustration("parent-avatar-2"),
    quote: {
      en: "We live in a flat with no real playground nearby, so the outdoor sessions have been a gift. My son comes home muddy, tired and full of stories about the bridge his team built. I have learned a lot from watching how the team encourages the children.",
      bn: "আমরা ফ্ল্যাটে থাকি, আশপাশে খেলার মতো সত্যিকারের কোনো মাঠ নেই, তাই আউটডোর সেশনগুলো আমাদের জন্য একটা উপহারের মতো। আমার ছেলে বাসায় ফেরে কাদা মেখে, ক্লান্ত হয়ে, আর দলের সবাই মিলে যে সাঁকোটা বানিয়েছে তার গল্প নিয়ে। টিম কীভাবে বাচ্চাদের উৎসাহ দেয়, সেটা দেখে আমি নিজেও অনেক কিছু শিখেছি।",
    },
  },
];

export const successStories: SuccessStory[] = [
  {
    title: { en: "From shy to show-and-tell", bn: "লাজুকতা কাটিয়ে সবার সামনে" },
    description: {
      en: "A quiet three-year-old who would only whisper to her mother began by waving at the screen. With small steps, lots of praise and practice at home, by the end of her first four-month cycle she was proudly showing her drawings to the group and naming every colour in them.",
      bn: "তিন বছরের চুপচাপ একটি মেয়ে, যে শুধু মায়ের কানে ফিসফিস করে কথা বলত, শুরুটা করেছিল স্ক্রিনের দিকে হাত নেড়ে। ছোট ছোট ধাপে, অনেক প্রশংসা আর বাসায় অনুশীলনের মধ্য দিয়ে প্রথম চার মাসের চক্র শেষ হতে না হতেই সে গর্বের সঙ্গে গ্রুপের সবাইকে নিজের আঁকা ছবি দেখাচ্ছিল, আর ছবির প্রতিটি রঙের নাম বলছিল।",
    },
    image: illustration("story-confidence"),
  },
  {
    title: { en: "Finding words through play", bn: "খেলতে খেলতে কথা খুঁজে পাওয়া" },
    description: {
      en: "A four-year-old who mostly pointed to ask for things worked on Requests and Labelling through songs and games. His parents used the same games at mealtimes. Within months he was asking for his favourite foods by name and telling his grandparents about his day in short sentences.",
      bn: "চার বছরের একটি ছেলে, যে কিছু চাইতে হলে বেশির ভাগ সময় আঙুল দিয়ে দেখাত, গান আর খেলার মধ্য দিয়ে কিছু চেয়ে নেওয়া আর জিনিসের নাম বলা নিয়ে কাজ করেছে। তার মা-বাবাও খাওয়ার সময় একই খেলাগুলো খেলতেন। কয়েক মাসের মধ্যেই সে প্রিয় খাবারগুলো নাম ধরে চাইতে শুরু করল, আর ছোট ছোট বাক্যে দাদা-দাদিকে নিজের সারা দিনের গল্প শোনাতে লাগল।",
    },
    image: illustration("story-speech"),
  },
  {
    title: { en: "A city child discovers the outdoors", bn: "শহরের শিশু খুঁজে পেল খোলা প্রকৃতি" },
    description: {
      en: "An eight-year-old who spent most weekends indoors joined our adventure activities. Leaf hunts turned into a collection, a team challenge turned into new friends, and now the whole family plans a walk in a park whenever the weather allows.",
      bn: "আট বছরের একটি শিশু, যার বেশির ভাগ ছুটির দিন কাটত ঘরের ভেতরে, যোগ দিল আমাদের অ্যাডভেঞ্চার কার্যক্রমে। পাতা খোঁজার খেলা থেকে গড়ে উঠল পাতার একটা সংগ্রহ, দলগত চ্যালেঞ্জ থেকে হলো নতুন বন্ধু, আর এখন আবহাওয়া ভালো থাকলেই পুরো পরিবার মিলে পার্কে হাঁটতে যাওয়ার পরিকল্পনা করে।",
    },
    image: illustration("story-outdoors"),
  },
];
