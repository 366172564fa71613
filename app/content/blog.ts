import { programme } from "../lib/site-config";
import { type Block, h2, h3, img, p } from "./blocks";
import * as bn from "./bn/format";
import { ageRange, classDays, illustration } from "./format";
import type { InOneLanguage, Words } from "./words";

export type { ContentBlock } from "./blocks";

export type BlogCategory = "Early Learning" | "Parenting" | "Curriculum";

interface Article {
  id: string;
  title: Words;
  slug: string;
  excerpt: Words;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** A team role, never a person's name. */
  author: Words;
  /** Path under /illustrations. */
  image: string;
  imageAlt: Words;
  category: BlogCategory;
  tags: Words[];
  content: Block[];
}

/** An article as its page shows it. */
export type BlogPost = InOneLanguage<Article>;

const preschoolAges = {
  en: ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
  bn: bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
};

const groupSize = { en: programme.maxGroupSize, bn: bn.n(programme.maxGroupSize) };

const abllsSkills = {
  en: `more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas`,
  bn: `${bn.n(programme.ablls.areas)}টি ক্ষেত্রে ভাগ করা ${bn.n(programme.ablls.skills)}টিরও বেশি দক্ষতা`,
};

const powerOfPlay: Article = {
  id: "1",
  slug: "power-of-play",
  title: {
    en: "The Power of Play: How Young Children Learn Through Play",
    bn: "খেলার শক্তি: খেলতে খেলতেই যেভাবে শেখে ছোট্ট শিশুরা",
  },
  excerpt: {
    en: "Play is not a break from learning. For a young child it is learning. Here is what happens in a child's mind during play, and how to make more room for it in a busy Dhaka week.",
    bn: "খেলা শেখার মাঝখানে কোনো বিরতি নয়—ছোট্ট শিশুর কাছে খেলাই শেখা। খেলার সময় শিশুর মনে আসলে কী ঘটে, আর ঢাকার ব্যস্ত সপ্তাহে খেলার জন্য কীভাবে আরেকটু জায়গা করে দেওয়া যায়, তা নিয়েই এই লেখা।",
  },
  date: "2025-06-06",
  author: { en: "Curriculum Team", bn: "পাঠ্যক্রম দল" },
  image: illustration("blog-power-of-play"),
  imageAlt: {
    en: "Two children building a tower of colourful blocks on a rug",
    bn: "কার্পেটের ওপর রঙিন ব্লক দিয়ে টাওয়ার বানাচ্ছে দুটি শিশু",
  },
  category: "Early Learning",
  tags: [
    { en: "play", bn: "খেলা" },
    { en: "early years", bn: "প্রারম্ভিক শৈশব" },
    { en: "development", bn: "বিকাশ" },
    { en: "home activities", bn: "ঘরোয়া কার্যক্রম" },
  ],
  content: [
    p({
      en: 'Ask a four-year-old what they did today and you might hear, "I played." It can sound as if nothing much happened. In fact, play is the main way young children learn. It is how they test ideas, practise new words, work out how other people feel, and build the strength and control their bodies will need for writing and sport later on.',
      bn: "চার বছরের একটা শিশুকে জিজ্ঞেস করুন আজ সারা দিন কী করল, উত্তর আসতে পারে, “খেলেছি।” শুনে মনে হতে পারে, তেমন কিছুই তো হয়নি। আসলে খেলাই ছোট্ট শিশুদের শেখার প্রধান উপায়। খেলতে খেলতেই তারা নিজের ভাবনা যাচাই করে দেখে, নতুন শব্দ বলার অনুশীলন করে, অন্যের মনের অবস্থা বুঝতে শেখে, আর শরীরে সেই শক্তি ও নিয়ন্ত্রণ গড়ে তোলে, যা পরে লেখালেখি আর খেলাধুলায় কাজে লাগবে।",
    }),
    p({
      en: "In a city where many children start admission coaching early, it is tempting to swap play time for worksheets. We think that trade is worth questioning. Here is why play sits at the centre of everything we do, from our online preschool to our outdoor adventures.",
      bn: "যে শহরে অনেক শিশুর ভর্তি-কোচিং শুরু হয়ে যায় খুব ছোট বয়সেই, সেখানে খেলার সময় কমিয়ে হাতে ওয়ার্কশিট ধরিয়ে দেওয়ার ইচ্ছে হওয়াটা স্বাভাবিক। কিন্তু এই অদলবদল আসলেই লাভের কি না, তা একবার ভেবে দেখা দরকার বলে আমরা মনে করি। আমাদের অনলাইন প্রি-স্কুল থেকে শুরু করে আউটডোর অ্যাডভেঞ্চার পর্যন্ত—সবকিছুর কেন্দ্রে কেন খেলা, সেটাই এখানে বলছি।",
    }),
    h2({ en: "What children learn when they play", bn: "খেলতে খেলতে শিশু কী শেখে" }),
    h3({ en: "Language and thinking", bn: "ভাষা ও চিন্তা" }),
    p({
      en: "When a child runs a pretend tea stall on the balcony, they are naming things, counting cups, taking orders and remembering who asked for extra sugar. Pretend play asks children to hold an idea in mind (this block is a phone, this cushion is a boat), which is an early form of the abstract thinking they will later use for reading and maths.",
      bn: "শিশু যখন বারান্দায় মিছিমিছি চায়ের দোকান খোলে, তখন সে জিনিসের নাম বলছে, কাপ গুনছে, অর্ডার নিচ্ছে, আর মনে রাখছে কে চায়ে চিনি বেশি চেয়েছিল। মিছিমিছি খেলায় শিশুকে একটা ভাবনা মাথায় ধরে রাখতে হয় (এই ব্লকটা ফোন, এই কুশনটা নৌকা)—এটাই বিমূর্ত চিন্তার প্রথম ধাপ, যা পরে সে পড়া আর গণিতে কাজে লাগাবে।",
    }),
    h3({ en: "Social and emotional skills", bn: "সামাজিক ও আবেগীয় দক্ষতা" }),
    p({
      en: "Playing with a sibling or cousin means taking turns, sharing the best car, losing a game and trying again. These moments are small, but they are where children practise waiting, negotiating and coping with disappointment. Those skills matter as much in a classroom as any letter or number.",
      bn: "ভাই-বোন বা চাচাতো-মামাতো ভাই-বোনদের সঙ্গে খেলা মানে পালা করে খেলা, সবচেয়ে সুন্দর গাড়িটা ভাগ করে নেওয়া, হেরে গিয়ে আবার চেষ্টা করা। মুহূর্তগুলো ছোট, কিন্তু এখানেই শিশু অপেক্ষা করতে, আপস করতে আর মন খারাপ সামলাতে শেখে। ক্লাসরুমে এই দক্ষতাগুলোর দাম যেকোনো অক্ষর বা সংখ্যার চেয়ে কম নয়।",
    }),
    h3({ en: "Body and movement", bn: "শরীর ও নড়াচড়া" }),
    p({
      en: "Climbing, jumping, pouring water, threading beads and tearing paper all build the large and small muscles a child needs. A child who has spent plenty of time squeezing playdough usually finds holding a pencil much easier.",
      bn: "বেয়ে ওঠা, লাফানো, পানি ঢালা, পুঁতি গাঁথা, কাগজ ছেঁড়া—সবকিছুই শিশুর বড় ও ছোট পেশি গড়ে তোলে। যে শিশু অনেকটা সময় প্লে-ডো বা মাটি টিপে টিপে খেলেছে, পেনসিল ধরা তার কাছে সাধারণত অনেক সহজ হয়।",
    }),
    img(
      illustration("resource-play"),
      {
        en: "A child pouring water between cups while a parent watches",
        bn: "কাপ থেকে কাপে পানি ঢালছে একটি শিশু, পাশে বসে দেখছেন একজন অভিভাবক",
      },
      {
        en: "Simple materials such as cups, water and spoons invite hours of focused play.",
        bn: "কাপ, পানি, চামচের মতো সাধারণ জিনিস পেলেই শিশু ঘণ্টার পর ঘণ্টা মন দিয়ে খেলতে পারে।",
      },
    ),
    h2({ en: "Not all play is the same", bn: "সব খেলা এক রকম নয়" }),
    p({
      en: "Teachers often describe a range that runs from free play, where the child leads completely, to guided play, where an adult sets up something interesting and then follows the child's lead. Both have a place in a child's week.",
      bn: "শিক্ষকেরা প্রায়ই খেলাকে একটা বিস্তৃত পরিসর হিসেবে দেখেন: এক প্রান্তে মুক্ত খেলা, যেখানে পুরোটাই শিশুর হাতে; অন্য প্রান্তে নির্দেশিত খেলা, যেখানে বড়রা আগ্রহ জাগানোর মতো কিছু সাজিয়ে দেন, তারপর শিশু যেদিকে যায় সেদিকে সঙ্গ দেন। শিশুর সপ্তাহে দুটোরই জায়গা আছে।",
    }),
    p({
      en: 'Free play: the child chooses what to do and how. You provide time, space and simple materials, and stay nearby.\nGuided play: you set up an invitation, such as a tray of rice and spoons or a box of leaves to sort, and ask open questions like "What do you notice?" or "What could we try next?"\nGames with rules: board games, hide-and-seek and clapping rhymes teach turn-taking, counting and following instructions.',
      bn: "মুক্ত খেলা: কী খেলবে, কীভাবে খেলবে—শিশু নিজেই ঠিক করে। আপনি শুধু সময়, জায়গা আর কিছু সাধারণ জিনিস দেবেন, আর কাছাকাছি থাকবেন।\nনির্দেশিত খেলা: আপনি খেলার একটা আমন্ত্রণ সাজিয়ে দিন—যেমন এক ট্রে চাল আর কয়েকটা চামচ, কিংবা বাছাই করার জন্য এক বাক্স পাতা—তারপর খোলা প্রশ্ন করুন: “কী কী চোখে পড়ছে?” বা “এরপর কী করে দেখা যায়?”\nনিয়মের খেলা: লুডু, লুকোচুরি আর হাততালির ছড়া শেখায় নিজের পালার জন্য অপেক্ষা করা, গোনা আর নির্দেশ মেনে চলা।",
    }),
    h2({ en: "Play in our programme", bn: "আমাদের প্রোগ্রামে খেলা" }),
    p({
      en: `Our live online classes for ages ${preschoolAges.en} run on ${classDays} evenings and are built around short, active play tasks rather than long lectures. Each skill we work on from the ABLLS framework, such as asking for things, naming objects, copying actions or following a routine, is practised through a game, a song or a hands-on task. With at most ${groupSize.en} children in a group, every child gets turns to speak and to move.`,
      bn: `${preschoolAges.bn} বছর বয়সী শিশুদের জন্য আমাদের লাইভ অনলাইন ক্লাস হয় প্রতি ${bn.classDays} সন্ধ্যায়। লম্বা লেকচার নয়, ক্লাসগুলো সাজানো ছোট ছোট সক্রিয় খেলার কাজ দিয়ে। ABLLS কাঠামো থেকে আমরা যে দক্ষতা নিয়েই কাজ করি—কিছু চেয়ে নেওয়া, জিনিসের নাম বলা, দেখে দেখে নকল করা বা রুটিন মেনে চলা—প্রতিটিই অনুশীলন হয় খেলা, গান বা হাতে-কলমে কাজের মধ্য দিয়ে। প্রতিটি দলে সর্বোচ্চ ${groupSize.bn} জন শিশু থাকে, তাই প্রত্যেকেই কথা বলার আর নড়াচড়া করার সুযোগ পায়।`,
    }),
    p({
      en: `Our outdoor sessions, ${programme.outdoorSessionsPerMonth} a month, take the same idea outside: a leaf hunt becomes a counting game, and building a den becomes a lesson in teamwork.`,
      bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)}টি আউটডোর সেশনে একই ভাবনা আমরা নিয়ে যাই ঘরের বাইরে: পাতা খোঁজা হয়ে ওঠে গোনার খেলা, আর ডালপালা দিয়ে ছোট্ট একটা কুঁড়েঘর বানানো হয়ে ওঠে দলবদ্ধ কাজের পাঠ।`,
    }),
    h2({ en: "Making room for play at home", bn: "ঘরে খেলার জন্য জায়গা করে দিন" }),
    p({
      en: "You do not need expensive toys or a big flat. A few habits make a real difference.",
      bn: "দামি খেলনা বা বড় ফ্ল্যাট লাগবে না। কয়েকটা ছোট অভ্যাসই সত্যিকারের পার্থক্য গড়ে দেয়।",
    }),
    h3({ en: "Protect a little unhurried time", bn: "তাড়াহুড়োহীন একটু সময় আগলে রাখুন" }),
    p({
      en: "Even twenty minutes a day of play without a screen or a schedule is valuable. Many families find that the time just after an afternoon nap, or before dinner, works well.",
      bn: "স্ক্রিন ছাড়া, রুটিনের বাঁধন ছাড়া দিনে মাত্র বিশ মিনিটের খেলাও অনেক মূল্যবান। অনেক পরিবার দেখেছে, দুপুরের ঘুম থেকে ওঠার ঠিক পরের সময়টা, কিংবা রাতের খাবারের আগের সময়টা এর জন্য বেশ ভালো।",
    }),
    h3({ en: "Choose open-ended materials", bn: "বহুমুখী উপকরণ বেছে নিন" }),
    p({
      en: "Boxes, cloth, spoons, pots, blocks, clay and paper can become a hundred different things. A toy that only does one thing is usually played with for a day and then forgotten.",
      bn: "বাক্স, কাপড়, চামচ, হাঁড়ি-পাতিল, ব্লক, মাটি আর কাগজ—এগুলো হয়ে উঠতে পারে শত রকম জিনিস। যে খেলনা শুধু একটা কাজই করে, সেটা নিয়ে সাধারণত এক দিন খেলা হয়, তারপর পড়ে থাকে এক কোণে।",
    }),
    h3({ en: "Follow, then stretch", bn: "আগে সঙ্গ দিন, তারপর একটু এগিয়ে দিন" }),
    p({
      en: 'Watch what your child is interested in, join in on their terms, then add a small challenge: "Can the tower be taller than your knee?" This is the heart of our parent-as-coach approach. You don\'t have to teach; you have to notice and nudge.',
      bn: "শিশু কীসে আগ্রহী, খেয়াল করুন; ওর নিয়মেই খেলায় যোগ দিন, তারপর ছোট্ট একটা চ্যালেঞ্জ জুড়ে দিন: “টাওয়ারটা কি তোমার হাঁটুর চেয়ে উঁচু করা যায়?” আমাদের ‘অভিভাবকই কোচ’ পদ্ধতির মূল কথা এটাই। আপনাকে পড়াতে হবে না; শুধু খেয়াল করবেন আর আলতো করে একটু এগিয়ে দেবেন।",
    }),
    p({
      en: "Play is how children make sense of the world. Giving it time is not falling behind. It is laying the foundation for everything that comes next.",
      bn: "খেলার মধ্য দিয়েই শিশু চারপাশের পৃথিবীটাকে বুঝতে শেখে। খেলার জন্য সময় দেওয়া মানে পিছিয়ে পড়া নয়; বরং সামনে যা কিছু আসবে, তার ভিত গড়ে দেওয়া।",
    }),
  ],
};

const learningRichHome: Article = {
  id: "2",
  slug: "learning-rich-home",
  title: { en: "Creating a Learning-Rich Home Environment", bn: "ঘরেই গড়ে তুলুন শেখার পরিবেশ" },
  excerpt: {
    en: "You don't need a playroom to raise a curious learner. Small, deliberate changes to an ordinary flat can turn everyday spaces into places to explore, read and create.",
    bn: "কৌতূহলী শিশু বড় করতে আলাদা খেলার ঘর লাগে না। সাধারণ একটা ফ্ল্যাটে ভেবেচিন্তে করা ছোট ছোট কিছু বদলেই ঘরের রোজকার জায়গাগুলো হয়ে উঠতে পারে খোঁজার, পড়ার আর নতুন কিছু বানানোর জায়গা।",
  },
  date: "2025-09-12",
  author: { en: "Parent Coaching Team", bn: "অভিভাবক কোচিং দল" },
  image: illustration("blog-learning-rich-home"),
  imageAlt: {
    en: "A cosy corner of a flat with a low bookshelf, a cushion and a window",
    bn: "ফ্ল্যাটের এক আরামদায়ক কোণ: নিচু একটা বইয়ের তাক, একটা কুশন আর একটা জানালা",
  },
  category: "Parenting",
  tags: [
    { en: "home learning", bn: "ঘরে শেখা" },
    { en: "routines", bn: "দৈনন্দিন রুটিন" },
    { en: "reading", bn: "পড়া" },
    { en: "screen time", bn: "স্ক্রিন টাইম" },
  ],
  content: [
    p({
      en: "Most families we work with live in flats, often with grandparents, a shared living room and very little spare space. The good news is that a learning-rich home is not about space or money. It is about what is within your child's reach, how the day flows, and the conversations that happen along the way.",
      bn: "আমরা যেসব পরিবারের সঙ্গে কাজ করি, তাদের বেশির ভাগই থাকেন ফ্ল্যাটে—অনেক সময় দাদা-দাদি বা নানা-নানির সঙ্গে, সবার জন্য একটাই বসার ঘর, আর বাড়তি জায়গা প্রায় নেই বললেই চলে। সুখবর হলো, শেখার উপযোগী ঘর মানে বড় জায়গা বা বেশি টাকার ব্যাপার নয়। আসল ব্যাপার হলো শিশুর হাতের নাগালে কী আছে, দিনটা কীভাবে এগোয়, আর সারা দিন চলতে চলতে কী কী কথা হয়।",
    }),
    h2({ en: "Start at your child's eye level", bn: "শিশুর চোখের উচ্চতা থেকে শুরু করুন" }),
    p({
      en: "Kneel down and look at your home from your child's height. What can they reach on their own? What can they only look at? Children become more independent, and more curious, when some things are theirs to choose.",
      bn: "হাঁটু গেড়ে বসে শিশুর উচ্চতা থেকে ঘরটা একবার দেখুন। কোন কোন জিনিস সে নিজে নিজে নাগাল পায়? কোনগুলো শুধু দূর থেকে দেখতেই পারে? কিছু জিনিস যখন শিশু নিজেই বেছে নিতে পারে, তখন সে আরও স্বাবলম্বী হয়, আরও কৌতূহলী হয়।",
    }),
    h3({ en: "A low shelf, not a toy box", bn: "খেলনার বাক্স নয়, একটা নিচু তাক" }),
    p({
      en: "A single low shelf with six to eight items laid out neatly is easier to use than a deep box where everything is jumbled. Rotate the items every week or two and put the rest away. Old toys feel new again when they come back.",
      bn: "সব কিছু জট পাকিয়ে থাকা গভীর বাক্সের চেয়ে ছয় থেকে আটটা জিনিস গুছিয়ে রাখা একটা নিচু তাক অনেক সহজে ব্যবহার করা যায়। এক-দুই সপ্তাহ পরপর জিনিসগুলো বদলে দিন, বাকিগুলো তুলে রাখুন। পুরোনো খেলনা ফিরে এলে আবার নতুনের মতো লাগে।",
    }),
    h3({ en: "A reading corner", bn: "পড়ার একটা কোণ" }),
    p({
      en: 'A cushion, a basket of books and good light by a window is enough. Include picture books in Bangla and English, and let your child "read" the pictures to you long before they can read the words.',
      bn: "জানালার পাশে ভালো আলোয় একটা কুশন আর এক ঝুড়ি বই—এটুকুই যথেষ্ট। বাংলা আর ইংরেজি দুই ভাষার ছবির বই রাখুন, আর শব্দ পড়তে শেখার অনেক আগে থেকেই শিশুকে ছবি দেখে দেখে আপনাকে গল্প ‘পড়ে’ শোনাতে দিন।",
    }),
    h3({ en: "A making space", bn: "কিছু বানানোর একটা জায়গা" }),
    p({
      en: "Keep paper, crayons, child-safe scissors, glue and clean recycled boxes in one tray that comes out on the dining table. Cleaning up together afterwards is part of the lesson.",
      bn: "কাগজ, মোমরং, শিশুদের জন্য নিরাপদ কাঁচি, আঠা আর পরিষ্কার পুরোনো বাক্স একটা ট্রেতে গুছিয়ে রাখুন, যেটা দরকারমতো খাবার টেবিলে নামিয়ে আনা যায়। কাজ শেষে একসঙ্গে সব গুছিয়ে রাখাও শেখারই অংশ।",
    }),
    img(
      illustration("resource-routine"),
      {
        en: "A picture chart of a child's day stuck on a fridge door",
        bn: "ফ্রিজের দরজায় লাগানো শিশুর সারা দিনের রুটিনের ছবিওয়ালা চার্ট",
      },
      {
        en: "A simple picture routine on the fridge helps children know what comes next.",
        bn: "ফ্রিজে লাগানো ছবির একটা সহজ রুটিন দেখে শিশু বুঝতে পারে এরপর কী হবে।",
      },
    ),
    h2({ en: "Let routines do the teaching", bn: "রুটিনই শেখাবে" }),
    p({
      en: "Predictable routines help young children feel secure, and they are full of learning. A picture chart showing wake up, brush teeth, breakfast, play, lunch and rest helps a three-year-old understand sequence and time long before they can read a clock.",
      bn: "আগে থেকে জানা, নিয়মিত রুটিন ছোট শিশুকে নিরাপদ বোধ করায়, আর রুটিনের ভেতরেই লুকিয়ে থাকে অনেক শেখা। ঘুম থেকে ওঠা, দাঁত মাজা, নাশতা, খেলা, দুপুরের খাবার, বিশ্রাম—এমন একটা ছবির চার্ট দেখে তিন বছরের শিশু ঘড়ি দেখতে শেখার অনেক আগেই কোনটার পর কোনটা আর সময়ের ধারণা পেতে শুরু করে।",
    }),
    p({
      en: "Everyday jobs are learning too:\nSorting laundry by colour or by owner is early maths.\nSetting the table practises counting and matching one plate to one person.\nWashing vegetables and tearing leaves for a salad builds fine motor control.\nPairing shoes by the door is matching and tidying in one.",
      bn: "ঘরের রোজকার কাজেও শেখা আছে:\nরং দেখে বা কার জামা দেখে কাপড় আলাদা করা—এ হলো গণিতের প্রথম পাঠ।\nটেবিলে খাবার সাজাতে গিয়ে গোনা হয়, আর একজনের জন্য একটা প্লেট মেলানোও শেখা হয়।\nসবজি ধোয়া আর সালাদের পাতা ছেঁড়া হাতের সূক্ষ্ম নিয়ন্ত্রণ গড়ে তোলে।\nদরজার পাশে জুতা জোড়ায় জোড়ায় মিলিয়ে রাখা—একসঙ্গে মেলানো আর গোছানো দুটোই।",
    }),
    p({
      en: "The daily routine chart on our Parent Resources page is a ready-made starting point you can print and colour in together.",
      bn: "আমাদের ‘অভিভাবকদের জন্য রিসোর্স’ পাতায় দৈনিক রুটিনের একটা তৈরি চার্ট আছে। প্রিন্ট করে সন্তানের সঙ্গে বসে রং করে নিন—শুরুটা সেখান থেকেই হতে পারে।",
    }),
    h2({ en: "Talk, and then talk some more", bn: "কথা বলুন, আরও কথা বলুন" }),
    p({
      en: 'The richest learning tool in any home is conversation. Describe what you are doing while you cook. Ask open questions such as "What do you think will happen if...?" and wait for an answer, even when it takes a while. Use both home languages freely; children who hear rich language in two languages are not confused by it.',
      bn: "যেকোনো ঘরে শেখার সবচেয়ে সমৃদ্ধ উপকরণ হলো কথোপকথন। রান্না করতে করতে বলুন কী করছেন। খোলা প্রশ্ন করুন, যেমন “তোমার কী মনে হয়, যদি…?”, তারপর উত্তরের জন্য অপেক্ষা করুন, একটু সময় লাগলেও। ঘরে যে দুই ভাষা চলে, দুটোই নির্দ্বিধায় ব্যবহার করুন; দুই ভাষাতেই সমৃদ্ধ কথাবার্তা শুনে বড় হওয়া শিশুরা তাতে গুলিয়ে ফেলে না।",
    }),
    h2({ en: "Be thoughtful about screens", bn: "স্ক্রিন নিয়ে একটু ভেবেচিন্তে" }),
    p({
      en: "Screens are part of family life, and our own classes happen on one. The difference is between active and passive use. A live class where your child answers, moves and sings, with you beside them, is very different from an hour of autoplay videos. Keep screens away from bedtime and mealtimes, and agree a few screen-free times in the day that everyone, adults included, respects.",
      bn: "স্ক্রিন এখন পারিবারিক জীবনেরই অংশ, আমাদের ক্লাসও তো হয় স্ক্রিনেই। পার্থক্যটা হলো সক্রিয় আর নিষ্ক্রিয় ব্যবহারে। যে লাইভ ক্লাসে শিশু উত্তর দেয়, নড়াচড়া করে, গান গায়, আর আপনি পাশে বসে থাকেন—সেটা একটার পর একটা নিজে নিজে চলতে থাকা ভিডিও এক ঘণ্টা ধরে দেখার চেয়ে একেবারেই আলাদা। ঘুমের আগে আর খাওয়ার সময় স্ক্রিন দূরে রাখুন, আর দিনের কয়েকটা সময় স্ক্রিনমুক্ত রাখার ব্যাপারে সবাই মিলে একমত হোন—বড়রাও যেন তা মেনে চলেন।",
    }),
    h2({ en: "You are the most important resource", bn: "সবচেয়ে গুরুত্বপূর্ণ উপকরণ আপনি নিজেই" }),
    p({
      en: "No shelf or chart replaces an adult who is interested. In our parent-as-coach approach we suggest one or two simple activities each week that carry a class skill into home life. Ten minutes of focused attention, with the phone put away, does more than an hour of half-attention.",
      bn: "আগ্রহ নিয়ে পাশে থাকা একজন বড় মানুষের জায়গা কোনো তাক বা চার্ট নিতে পারে না। আমাদের ‘অভিভাবকই কোচ’ পদ্ধতিতে প্রতি সপ্তাহে আমরা এক-দুটি সহজ কাজের পরামর্শ দিই, যাতে ক্লাসে শেখা কোনো দক্ষতা ঘরের রোজকার জীবনেও চলে আসে। ফোন সরিয়ে রেখে দশ মিনিটের পূর্ণ মনোযোগ আধা-মনোযোগের এক ঘণ্টার চেয়ে অনেক বেশি কাজে দেয়।",
    }),
    p({
      en: "Start small: clear one shelf, set up one basket of books, and choose one routine to make visual this week. Then watch what your child does with it.",
      bn: "ছোট করে শুরু করুন: এ সপ্তাহে একটা তাক খালি করুন, এক ঝুড়ি বই সাজান, আর একটা রুটিন বেছে নিয়ে সেটাকে ছবিতে সাজিয়ে ফেলুন। তারপর দেখুন, আপনার সন্তান সেগুলো নিয়ে কী করে।",
    }),
  ],
};

const understandingAblls: Article = {
  id: "3",
  slug: "understanding-ablls",
  title: {
    en: "Understanding ABLLS: A Parent's Guide to Skills-Based Learning",
    bn: "ABLLS কী: দক্ষতাভিত্তিক শেখা নিয়ে অভিভাবকদের জন্য সহজ নির্দেশিকা",
  },
  excerpt: {
    en: "What is ABLLS, why do we use it in our online preschool, and what will it tell you about your child? A plain-language guide for parents.",
    bn: "ABLLS কী, আমাদের অনলাইন প্রি-স্কুলে কেন আমরা এটি ব্যবহার করি, আর এটি আপনার সন্তান সম্পর্কে আপনাকে কী জানাবে? অভিভাবকদের জন্য সহজ ভাষায় একটি নির্দেশিকা।",
  },
  date: "2026-10-18",
  author: { en: "ABLLS Assessment Team", bn: "ABLLS মূল্যায়ন দল" },
  image: illustration("blog-understanding-ablls"),
  imageAlt: {
    en: "A checklist with ticks beside building blocks, a crayon and a small plant",
    bn: "টিক চিহ্ন দেওয়া একটা চেকলিস্ট, পাশে খেলনা ব্লক, একটা মোমরং আর ছোট্ট একটা গাছ",
  },
  category: "Curriculum",
  tags: [
    { en: "ABLLS", bn: "ABLLS" },
    { en: "assessment", bn: "মূল্যায়ন" },
    { en: "preschool", bn: "প্রি-স্কুল" },
    { en: "skills", bn: "দক্ষতা" },
  ],
  content: [
    p({
      en: 'When parents first hear that our online preschool follows an ABLLS-based curriculum, the next question is usually, "What is ABLLS?" This guide explains what it is, how we use it and, just as important, what it is not.',
      bn: "অভিভাবকেরা যখন প্রথম শোনেন যে আমাদের অনলাইন প্রি-স্কুল ABLLS-ভিত্তিক পাঠ্যক্রম অনুসরণ করে, পরের প্রশ্নটা সাধারণত হয়, “ABLLS জিনিসটা কী?” এই লেখায় বুঝিয়ে বলছি এটা কী, আমরা কীভাবে এটা ব্যবহার করি, আর সমান গুরুত্বপূর্ণ একটা কথা—এটা কী নয়।",
    }),
    h2({ en: "What ABLLS stands for", bn: "ABLLS-এর পুরো নাম" }),
    p({
      en: `ABLLS is the Assessment of Basic Language and Learning Skills. Its current edition, ABLLS-R, maps ${abllsSkills.en} that children usually develop in the early years, from making eye contact and copying actions to asking questions, dressing and early reading. It was originally designed for children with language delays, including autistic children, which is exactly why it breaks learning into such small and clear steps.`,
      bn: `ABLLS-এর পুরো নাম Assessment of Basic Language and Learning Skills, অর্থাৎ ভাষা ও শেখার মৌলিক দক্ষতার মূল্যায়ন। এর বর্তমান সংস্করণ ABLLS-R-এ ধাপে ধাপে সাজানো আছে ${abllsSkills.bn}, যেগুলো শিশুরা সাধারণত জীবনের প্রথম কয়েক বছরে রপ্ত করে—চোখে চোখ রাখা আর দেখে দেখে নকল করা থেকে শুরু করে প্রশ্ন করা, নিজে জামা পরা আর পড়ার প্রথম ধাপ পর্যন্ত। এটি মূলত তৈরি হয়েছিল ভাষার বিকাশে দেরি হওয়া শিশুদের কথা ভেবে, অটিস্টিক শিশুরাও যার মধ্যে পড়ে—আর ঠিক এ কারণেই এখানে শেখাকে এত ছোট ছোট, স্পষ্ট ধাপে ভাগ করা হয়েছে।`,
    }),
    p({
      en: "It does three jobs at once:\nAn assessment: a careful look at what a child can already do.\nA curriculum guide: a sequence showing which skill usually comes next.\nA tracking system: a simple way to record progress over the months.",
      bn: "এটি একসঙ্গে তিনটি কাজ করে:\nমূল্যায়ন: শিশু এখনই কী কী পারে, তা মনোযোগ দিয়ে দেখা।\nপাঠ্যক্রমের দিকনির্দেশনা: সাধারণত কোন দক্ষতার পর কোনটা আসে, তার একটা ক্রম।\nঅগ্রগতির হিসাব: মাসের পর মাস অগ্রগতি লিখে রাখার একটা সহজ উপায়।",
    }),
    h2({
      en: `The ${programme.ablls.areas} areas in plain language`,
      bn: `সহজ ভাষায় ${bn.n(programme.ablls.areas)}টি ক্ষেত্র`,
    }),
    p({ en: "The areas fall into a few broad groups.", bn: "ক্ষেত্রগুলোকে মোটামুটি কয়েকটি বড় ভাগে ভাগ করা যায়।" }),
    h3({ en: "Learning to learn", bn: "শেখার প্রস্তুতি" }),
    p({
      en: "Cooperation and Reinforcer Effectiveness, Visual Performance, Imitation and Group Instruction cover how a child engages with an adult, pays attention, copies actions and learns as part of a group.",
      bn: "সহযোগিতা ও উৎসাহে সাড়া (Cooperation and Reinforcer Effectiveness), দেখে বোঝার দক্ষতা (Visual Performance), অনুকরণ (Imitation) আর দলে নির্দেশনা মেনে চলা (Group Instruction)—এই ক্ষেত্রগুলোতে দেখা হয় শিশু কীভাবে বড়দের সঙ্গে যুক্ত হয়, মনোযোগ দেয়, দেখে দেখে কাজ নকল করে আর দলের একজন হয়ে শেখে।",
    }),
    h3({ en: "Language and communication", bn: "ভাষা ও যোগাযোগ" }),
    p({
      en: "Receptive Language (understanding what is said)\nVocal Imitation (copying sounds and words)\nRequests (asking for what they want)\nLabelling (naming things)\nIntraverbals (answering questions and taking part in conversation)\nSpontaneous Vocalisations, and Syntax and Grammar",
      bn: "শোনা কথা বোঝা (Receptive Language)\nধ্বনি ও শব্দ নকল করে বলা (Vocal Imitation)\nযা চায় তা চেয়ে নেওয়া (Requests)\nজিনিসের নাম বলা (Labelling)\nপ্রশ্নের উত্তর দেওয়া ও কথোপকথনে অংশ নেওয়া (Intraverbals)\nনিজে থেকে কথা বলা (Spontaneous Vocalisations), আর বাক্যগঠন ও ব্যাকরণ (Syntax and Grammar)",
    }),
    h3({ en: "Play, social and classroom skills", bn: "খেলা, সামাজিক ও ক্লাসরুমের দক্ষতা" }),
    p({
      en: "Play and Leisure, Social Interaction, Classroom Routines, and Generalised Responding, which means using a skill in new places and with new people.",
      bn: "খেলা ও অবসর (Play and Leisure), সামাজিক মেলামেশা (Social Interaction), ক্লাসের রুটিন (Classroom Routines), আর শেখা দক্ষতা সবখানে কাজে লাগানো (Generalised Responding)—অর্থাৎ নতুন জায়গায়, নতুন মানুষের সঙ্গেও একই দক্ষতা ব্যবহার করতে পারা।",
    }),
    h3({ en: "Early academics", bn: "পড়ালেখার প্রথম ধাপ" }),
    p({
      en: "Reading, Maths, Writing and Spelling, at an early, pre-school level.",
      bn: "পড়া, গণিত, লেখা আর বানান—প্রি-স্কুল পর্যায়ের একেবারে প্রাথমিক স্তরে।",
    }),
    h3({ en: "Self-help and motor skills", bn: "নিজের কাজ নিজে করা ও শারীরিক দক্ষতা" }),
    p({
      en: "Dressing, Eating, Grooming, Toileting, Gross Motor and Fine Motor.",
      bn: "পোশাক পরা, খাওয়া, নিজেকে পরিপাটি রাখা, টয়লেট ব্যবহার, বড় পেশির নড়াচড়া (Gross Motor) আর হাতের সূক্ষ্ম কাজ (Fine Motor)।",
    }),
    img(
      illustration("resource-ablls-home"),
      {
        en: "A parent and child sorting fruit and toys into groups on a table",
        bn: "টেবিলে বসে ফল আর খেলনা আলাদা আলাদা দলে সাজাচ্ছেন একজন অভিভাবক ও একটি শিশু",
      },
      {
        en: "ABLLS skills are practised through play: here, naming and sorting everyday objects.",
        bn: "ABLLS-এর দক্ষতা অনুশীলন হয় খেলার মধ্য দিয়ে—এখানে চেনা জিনিসের নাম বলা আর সেগুলো বাছাই করা।",
      },
    ),
    h2({ en: "How we use ABLLS in our online preschool", bn: "আমাদের অনলাইন প্রি-স্কুলে ABLLS যেভাবে ব্যবহার করি" }),
    p({
      en: `1. A gentle starting assessment. In the first weeks our educators observe your child in class and ask you what they do at home. Nothing is a test to pass or fail.\n2. A personal skills map. We note the skills your child already shows and choose a small number of next steps.\n3. Playful teaching in small groups. With at most ${groupSize.en} children per group and ${programme.liveClassesPerWeek} live classes a week, on ${classDays}, each next step is practised through songs, games and hands-on tasks.\n4. Practice at home. You get simple suggestions so the same skill comes up at mealtimes, bath time and play.\n5. Regular reviews. Across our four-month cycle we revisit the map and share what has changed.`,
      bn: `১. শুরুতে আলতো একটা মূল্যায়ন। প্রথম কয়েক সপ্তাহ আমাদের শিক্ষকেরা ক্লাসে আপনার সন্তানকে খেয়াল করেন, আর আপনার কাছ থেকে জেনে নেন সে বাসায় কী কী করে। এখানে পাস-ফেলের কোনো পরীক্ষা নেই।\n২. সন্তানের নিজস্ব দক্ষতার মানচিত্র। আপনার সন্তান এরই মধ্যে কোন দক্ষতাগুলো দেখাচ্ছে, তা আমরা লিখে রাখি, আর পরের ধাপ হিসেবে অল্প কয়েকটি দক্ষতা বেছে নিই।\n৩. ছোট দলে খেলার ছলে শেখানো। প্রতিটি দলে সর্বোচ্চ ${groupSize.bn} জন শিশু, সপ্তাহে ${bn.n(programme.liveClassesPerWeek)}টি লাইভ ক্লাস, ${bn.classDays}—প্রতিটি পরের ধাপ অনুশীলন হয় গান, খেলা আর হাতে-কলমে কাজের মধ্য দিয়ে।\n৪. বাসায় অনুশীলন। আপনি পাবেন কিছু সহজ পরামর্শ, যাতে একই দক্ষতা খাওয়ার সময়, গোসলের সময় আর খেলার সময়ও ঘুরেফিরে আসে।\n৫. নিয়মিত পর্যালোচনা। আমাদের চার মাসের প্রতিটি চক্রে আমরা মানচিত্রটা আবার দেখি, আর কী কী বদলেছে তা আপনাকে জানাই।`,
    }),
    h2({ en: "What ABLLS is not", bn: "ABLLS কী নয়" }),
    p({
      en: "ABLLS is not a diagnosis and it is not an IQ test. It does not label a child as ahead or behind, and it is not used to compare children with each other. If you ever have a concern about your child's development, we will always suggest talking to your paediatrician or a qualified specialist. Our assessment is a teaching tool, not a clinical one.",
      bn: "ABLLS কোনো রোগনির্ণয় নয়, আইকিউ টেস্টও নয়। এটি কোনো শিশুকে ‘এগিয়ে’ বা ‘পিছিয়ে’ বলে তকমা দেয় না, আর এক শিশুর সঙ্গে আরেক শিশুর তুলনা করতেও এটি ব্যবহার করা হয় না। সন্তানের বিকাশ নিয়ে কখনো কোনো দুশ্চিন্তা হলে আমরা সব সময় পরামর্শ দেব শিশুরোগ বিশেষজ্ঞ বা যোগ্য কোনো বিশেষজ্ঞের সঙ্গে কথা বলতে। আমাদের মূল্যায়ন শেখানোর কাজের একটা উপকরণ, চিকিৎসাগত মূল্যায়ন নয়।",
    }),
    h2({ en: "What you will see as a parent", bn: "অভিভাবক হিসেবে আপনি যা দেখবেন" }),
    p({
      en: "A clear picture of your child's strengths, not just gaps.\nA few specific goals at a time, written in everyday language.\nIdeas you can use at home in ten minutes or less.\nA record of progress you can look back on.",
      bn: "আপনার সন্তানের শক্তির জায়গাগুলোর একটা স্পষ্ট ছবি—শুধু ঘাটতির তালিকা নয়।\nএকবারে অল্প কয়েকটি নির্দিষ্ট লক্ষ্য, রোজকার সহজ ভাষায় লেখা।\nবাসায় দশ মিনিট বা তার কম সময়ে করা যায় এমন কিছু আইডিয়া।\nঅগ্রগতির একটা হিসাব, যা পরে ফিরে দেখতে পারবেন।",
    }),
    p({
      en: "Young children grow in bursts, and every child's skills map looks different. The point of ABLLS is not to rank children but to make sure each one is learning the right next thing, at the right time, with the right support.",
      bn: "ছোট শিশুরা বেড়ে ওঠে থেমে থেমে, মাঝে মাঝে হঠাৎ অনেকটা এগিয়ে যায়, আর প্রত্যেক শিশুর দক্ষতার মানচিত্র আলাদা। ABLLS-এর উদ্দেশ্য শিশুদের মধ্যে কে প্রথম, কে দ্বিতীয় তা ঠিক করা নয়; বরং নিশ্চিত করা যে প্রত্যেকে ঠিক সময়ে, ঠিক সহায়তা নিয়ে, ঠিক পরের জিনিসটি শিখছে।",
    }),
  ],
};

const natureBasedLearning: Article = {
  id: "4",
  slug: "nature-based-learning",
  title: { en: "Nature-Based Learning in a Busy City", bn: "ব্যস্ত শহরে প্রকৃতির কাছে শেখা" },
  excerpt: {
    en: "Dhaka is short on green space, but children still need the outdoors. Why nature matters for learning, and realistic ways to find it in the city.",
    bn: "ঢাকায় সবুজ জায়গা কম, কিন্তু শিশুর খোলা আকাশের নিচে সময় কাটানো চাই-ই। শেখার জন্য প্রকৃতি কেন জরুরি, আর এই শহরেই বাস্তবসম্মত উপায়ে কীভাবে তা খুঁজে পাওয়া যায়।",
  },
  date: "2026-02-20",
  author: { en: "Outdoor Adventure Team", bn: "আউটডোর অ্যাডভেঞ্চার দল" },
  image: illustration("blog-nature-based-learning"),
  imageAlt: {
    en: "A child looking at a leaf through a magnifying glass under a tree",
    bn: "গাছের নিচে দাঁড়িয়ে আতশ কাচ দিয়ে একটা পাতা দেখছে একটি শিশু",
  },
  category: "Early Learning",
  tags: [
    { en: "outdoors", bn: "বাইরে খেলা" },
    { en: "nature", bn: "প্রকৃতি" },
    { en: "adventure", bn: "অ্যাডভেঞ্চার" },
    { en: "physical activity", bn: "শারীরিক কার্যকলাপ" },
  ],
  content: [
    p({
      en: "Ask parents in Dhaka where their children play outside and the answers are often short: the building's roof, a corner of the car park, a crowded park at the weekend when traffic allows. Outdoor time has become something children have to be driven to. Yet time outside, especially among trees, water and soil, offers kinds of learning that are hard to recreate indoors.",
      bn: "ঢাকার অভিভাবকদের জিজ্ঞেস করুন, বাচ্চারা বাইরে কোথায় খেলে—উত্তর প্রায়ই খুব ছোট: বিল্ডিংয়ের ছাদ, গাড়ি পার্কিংয়ের এক কোণ, কিংবা যানজট ছাড় দিলে ছুটির দিনে ভিড়ে ঠাসা কোনো পার্ক। বাইরে খেলা এখন এমন কিছু, যার জন্য শিশুকে গাড়িতে করে নিয়ে যেতে হয়। অথচ বাইরে কাটানো সময়, বিশেষ করে গাছপালা, পানি আর মাটির মাঝে, শেখার এমন সব সুযোগ দেয়, যা ঘরের ভেতরে তৈরি করা কঠিন।",
    }),
    h2({ en: "Why the outdoors matters", bn: "বাইরের জগৎ কেন জরুরি" }),
    h3({ en: "Bodies that move", bn: "শরীর চায় নড়াচড়া" }),
    p({
      en: "The World Health Organization recommends that children aged three and four spend at least three hours a day in a variety of physical activities. Uneven ground, puddles to jump and low branches to climb give children far more varied movement than a flat floor. Balance, coordination and strength all develop through this kind of play.",
      bn: "বিশ্ব স্বাস্থ্য সংস্থার পরামর্শ, তিন ও চার বছরের শিশুরা যেন দিনে অন্তত তিন ঘণ্টা নানা রকম শারীরিক কার্যকলাপে কাটায়। উঁচু-নিচু মাটি, লাফ দেওয়ার মতো জমে থাকা বৃষ্টির পানি, বেয়ে ওঠার মতো নিচু ডাল—সমান মেঝের চেয়ে এগুলো শিশুকে অনেক বেশি রকমের নড়াচড়ার সুযোগ দেয়। ভারসাম্য, অঙ্গপ্রত্যঙ্গের সমন্বয় আর শক্তি—সবই গড়ে ওঠে এ ধরনের খেলায়।",
    }),
    h3({ en: "Senses and attention", bn: "ইন্দ্রিয় ও মনোযোগ" }),
    p({
      en: "Outdoors, children notice things: the smell after rain, the call of a koel, ants carrying crumbs in a line. This open, wandering attention is restful, and it sharpens the habit of observing, which is where science begins.",
      bn: "বাইরে গেলে শিশুরা কত কিছু খেয়াল করে: বৃষ্টির পরে মাটির গন্ধ, কোকিলের ডাক, সারি বেঁধে খাবারের গুঁড়ো বয়ে নেওয়া পিঁপড়ের দল। এই খোলামেলা, এদিক-ওদিক ঘুরে বেড়ানো মনোযোগ মনকে বিশ্রাম দেয়, আর খুঁটিয়ে দেখার অভ্যাসকে ধারালো করে—বিজ্ঞানের শুরু তো সেখান থেকেই।",
    }),
    h3({ en: "Confidence and judging risk", bn: "আত্মবিশ্বাস আর ঝুঁকি বোঝা" }),
    p({
      en: "Climbing a little higher than last time, balancing along a log, or deciding whether a ditch is too wide to jump teaches children to judge risk for themselves with an adult nearby. Children who practise small risks become more confident, not more reckless.",
      bn: "গতবারের চেয়ে একটু উঁচুতে ওঠা, গাছের গুঁড়ির ওপর দিয়ে ভারসাম্য রেখে হাঁটা, কিংবা নালাটা লাফিয়ে পার হওয়ার জন্য বেশি চওড়া কি না, তা নিজে ঠিক করা—কাছে একজন বড় মানুষ থাকলে এভাবেই শিশু নিজে নিজে ঝুঁকি মাপতে শেখে। যে শিশু ছোট ছোট ঝুঁকি নেওয়ার অনুশীলন করে, সে বেপরোয়া হয় না, বরং আরও আত্মবিশ্বাসী হয়ে ওঠে।",
    }),
    img(
      illustration("programme-adventure"),
      {
        en: "Children with small backpacks walking along a path between trees",
        bn: "পিঠে ছোট ব্যাগ নিয়ে গাছের সারির মাঝের পথ ধরে হাঁটছে কয়েকটি শিশু",
      },
      {
        en: "Adventure sessions turn a park walk into a mission: find, count, build and share.",
        bn: "অ্যাডভেঞ্চার সেশনে পার্কে হাঁটাও হয়ে যায় একটা মিশন: খোঁজো, গোনো, বানাও, ভাগ করে নাও।",
      },
    ),
    h2({ en: "How we take learning outside", bn: "শেখাকে আমরা যেভাবে বাইরে নিয়ে যাই" }),
    p({
      en: `${programme.outdoorSessionsPerMonth} times a month our families meet for outdoor sessions. Each one has a simple mission, such as a leaf hunt, a shelter for a toy animal or a mini treasure trail, linked to the skills children are working on in class. Counting seeds is maths; describing a beetle is language; waiting for a turn on the rope is a social skill.`,
      bn: `মাসে ${bn.n(programme.outdoorSessionsPerMonth)} বার আমাদের পরিবারগুলো আউটডোর সেশনে একসঙ্গে হয়। প্রতিটি সেশনে থাকে একটা সহজ মিশন—যেমন পাতা খোঁজা, খেলনা পশুর জন্য একটা আশ্রয় বানানো, কিংবা ছোট্ট একটা গুপ্তধনের খোঁজ—যা ক্লাসে শিশুরা যে দক্ষতা নিয়ে কাজ করছে, তার সঙ্গে যুক্ত। বীজ গোনা মানে গণিত; একটা গুবরেপোকার বর্ণনা দেওয়া মানে ভাষা; দড়িতে ঝোলার জন্য নিজের পালার অপেক্ষা করা মানে সামাজিক দক্ষতা।`,
    }),
    p({
      en: `For children aged ${programme.adventureMinAge} and over, our adventure activities go further, with team challenges and experiential projects that build independence and problem-solving. Parents take part too: outdoor sessions are a chance to watch how your child learns and to pick up games you can repeat on your own.`,
      bn: `${bn.n(programme.adventureMinAge)} বছর ও তার বেশি বয়সী শিশুদের জন্য আমাদের অ্যাডভেঞ্চার কার্যক্রম আরও এক ধাপ এগিয়ে—দলগত চ্যালেঞ্জ আর হাতে-কলমে অভিজ্ঞতার প্রজেক্ট, যা শিশুকে স্বাবলম্বী হতে আর সমস্যার সমাধান করতে শেখায়। অভিভাবকেরাও অংশ নেন: আউটডোর সেশনে আপনি কাছ থেকে দেখতে পান আপনার সন্তান কীভাবে শেখে, আর এমন কিছু খেলা শিখে নিতে পারেন, যা পরে নিজেরাই আবার খেলা যায়।`,
    }),
    h2({ en: "Finding nature in Dhaka", bn: "ঢাকায় প্রকৃতির খোঁজে" }),
    p({
      en: "You don't need a forest. Here are a few ideas families use.",
      bn: "বন-জঙ্গল লাগবে না। অনেক পরিবার যেসব উপায় কাজে লাগায়, তার কয়েকটা এখানে দিলাম।",
    }),
    h3({ en: "Close to home", bn: "বাসার কাছেই" }),
    p({
      en: "A rooftop or balcony garden in a few pots: chillies, tomatoes, mint and marigolds grow well, and children can water them daily.\nA bird dish on the ledge: a little water and rice, and a notebook to draw the visitors.\nA 'one square' study: pick a patch of grass or a tree trunk nearby and visit every week to see what has changed.",
      bn: "ছাদে বা বারান্দায় কয়েকটা টবে ছোট্ট বাগান: মরিচ, টমেটো, পুদিনা আর গাঁদা ফুল বেশ ভালো হয়, আর শিশু রোজ পানি দিতে পারে।\nজানালার কার্নিশে পাখির জন্য একটা বাটি: একটু পানি আর কয়েকটা চাল, সঙ্গে একটা খাতা—কোন কোন অতিথি এল, এঁকে রাখার জন্য।\n‘এক টুকরো জমি’ পর্যবেক্ষণ: কাছাকাছি এক টুকরো ঘাস বা একটা গাছের গুঁড়ি বেছে নিন, আর প্রতি সপ্তাহে গিয়ে দেখুন কী কী বদলাল।",
    }),
    h3({ en: "Worth the trip", bn: "একটু দূরে, তবে যাওয়ার মতো" }),
    p({
      en: "Public green spaces such as the National Botanical Garden in Mirpur, Ramna Park, or the lakeside paths at Dhanmondi and Hatirjheel are good for longer walks. Go early on a Friday morning, when the roads are quieter and the air is cooler.",
      bn: "লম্বা হাঁটার জন্য ভালো মিরপুরের জাতীয় উদ্ভিদ উদ্যান, রমনা পার্ক, কিংবা ধানমন্ডি ও হাতিরঝিলের লেকের পাড়ের হাঁটার পথের মতো উন্মুক্ত সবুজ জায়গাগুলো। শুক্রবার সকাল সকাল বেরিয়ে পড়ুন—তখন রাস্তা ফাঁকা থাকে, বাতাসও থাকে ঠান্ডা।",
    }),
    h3({ en: "Weather and seasons", bn: "আবহাওয়া ও ঋতু" }),
    p({
      en: "Winter, roughly November to February, is the easiest season for long outdoor play. In the monsoon, a short walk in light rain with the right clothes is an adventure in itself: puddles, frogs and running water are endlessly interesting. In the hottest months, go out early or late, take water and shade, and keep outings short.",
      bn: "মোটামুটি নভেম্বর থেকে ফেব্রুয়ারি—এই শীতকালটাই বাইরে লম্বা সময় খেলার জন্য সবচেয়ে সুবিধার। বর্ষায় ঠিকঠাক কাপড় পরে হালকা বৃষ্টিতে অল্প একটু হাঁটাই নিজেই একটা অ্যাডভেঞ্চার: জমে থাকা পানি, ব্যাঙ আর বয়ে চলা পানির ধারা—এসবে শিশুর আগ্রহ কখনো ফুরায় না। সবচেয়ে গরমের মাসগুলোতে বের হোন সকাল সকাল বা বিকেলের শেষে, সঙ্গে রাখুন পানি আর ছায়ার ব্যবস্থা, আর বাইরে থাকার সময়টা ছোট রাখুন।",
    }),
    h2({ en: "Bring it back inside", bn: "বাইরের শেখা ঘরে ফিরিয়ে আনুন" }),
    p({
      en: "After an outing, ask your child to draw one thing they saw, sort the leaves they collected by size, or tell a grandparent the story of the walk. This turns a fun morning into lasting learning, and gives children a reason to look forward to the next one.",
      bn: "বাইরে থেকে ফিরে শিশুকে বলুন, যা দেখেছে তার একটা কিছু আঁকতে, কুড়িয়ে আনা পাতাগুলো ছোট থেকে বড় করে সাজাতে, কিংবা দাদা-দাদি বা নানা-নানিকে বেড়ানোর গল্পটা শোনাতে। এতে আনন্দের একটা সকাল হয়ে ওঠে স্থায়ী শেখা, আর পরের বার বাইরে যাওয়ার জন্য শিশু অপেক্ষায় থাকে।",
    }),
  ],
};

const mindfulParenting: Article = {
  id: "5",
  slug: "mindful-parenting",
  title: { en: "Mindful Parenting: Staying Calm and Connected", bn: "সচেতন অভিভাবকত্ব: শান্ত থাকা, সন্তানের পাশে থাকা" },
  excerpt: {
    en: "Long commutes, work deadlines and admission worries leave little room for patience. Mindful parenting offers simple, practical ways to respond rather than react.",
    bn: "লম্বা যাতায়াত, অফিসের ডেডলাইন আর ভর্তির দুশ্চিন্তার ভিড়ে ধৈর্যের জায়গা খুব কমই থাকে। সচেতন অভিভাবকত্ব দেখায় কিছু সহজ, কাজের উপায়, যাতে হুট করে প্রতিক্রিয়া না দেখিয়ে ভেবেচিন্তে সাড়া দেওয়া যায়।",
  },
  date: "2026-05-09",
  author: { en: "Parent Coach", bn: "অভিভাবক কোচ" },
  image: illustration("blog-mindful-parenting"),
  imageAlt: {
    en: "A parent and child sitting together, breathing slowly with eyes closed",
    bn: "চোখ বন্ধ করে পাশাপাশি বসে ধীরে ধীরে শ্বাস নিচ্ছেন একজন অভিভাবক ও একটি শিশু",
  },
  category: "Parenting",
  tags: [
    { en: "mindfulness", bn: "মাইন্ডফুলনেস" },
    { en: "emotions", bn: "আবেগ" },
    { en: "wellbeing", bn: "ভালো থাকা" },
    { en: "parent-as-coach", bn: "অভিভাবকই কোচ" },
  ],
  content: [
    p({
      en: "Many parents describe the same evening. You get home after a long day and a longer traffic jam, dinner needs making, homework needs checking, and your child melts down over the wrong colour cup. Mindful parenting won't make those evenings disappear, but it can change how you move through them.",
      bn: "অনেক মা-বাবাই একই রকম একটা সন্ধ্যার কথা বলেন। লম্বা একটা দিন আর তার চেয়েও লম্বা যানজট পেরিয়ে বাসায় ফিরলেন, রাতের রান্না বাকি, হোমওয়ার্ক দেখে দিতে হবে, আর ঠিক তখনই ভুল রঙের কাপ পেয়ে সন্তানের কান্নাকাটি শুরু। সচেতন অভিভাবকত্ব এমন সন্ধ্যাগুলো উধাও করে দেবে না, কিন্তু সেগুলো আপনি কীভাবে পার করবেন, তা বদলে দিতে পারে।",
    }),
    h2({ en: "What mindful parenting means", bn: "সচেতন অভিভাবকত্ব মানে কী" }),
    p({
      en: "Mindful parenting means paying attention, on purpose, to what is happening right now, in your child and in yourself, without jumping straight to judgement. It is not about being calm all the time or never raising your voice. It is about noticing earlier, pausing more often, and repairing when things go wrong.",
      bn: "সচেতন অভিভাবকত্ব (মাইন্ডফুল প্যারেন্টিং) মানে এই মুহূর্তে যা ঘটছে—আপনার সন্তানের ভেতরে আর আপনার নিজের ভেতরে—সেদিকে ইচ্ছে করে মনোযোগ দেওয়া, সঙ্গে সঙ্গে বিচার করতে না বসে। এর মানে সারাক্ষণ শান্ত থাকা বা কখনো গলা না চড়ানো নয়। এর মানে আরেকটু আগে টের পাওয়া, আরও বেশি বার থামা, আর কিছু ভুল হয়ে গেলে সম্পর্কটা আবার জোড়া লাগানো।",
    }),
    h2({ en: "Four everyday practices", bn: "প্রতিদিনের চারটি অভ্যাস" }),
    h3({ en: "1. Pause before you respond", bn: "১. সাড়া দেওয়ার আগে একটু থামুন" }),
    p({
      en: "When you feel your temper rising, take one slow breath before you speak and notice your feet on the floor. That one breath is often enough to turn a shout into a firm, calm sentence.",
      bn: "যখন টের পাবেন রাগ চড়ছে, কিছু বলার আগে একবার ধীরে শ্বাস নিন, আর খেয়াল করুন পায়ের নিচের মেঝেটা। ওই একটা শ্বাসই অনেক সময় চিৎকারকে বদলে দেয় দৃঢ় অথচ শান্ত একটা বাক্যে।",
    }),
    h3({ en: "2. Name the feeling", bn: "২. অনুভূতির নাম দিন" }),
    p({
      en: 'Young children\'s big feelings are real, even when the cause seems small. Saying "You are angry because your tower fell" helps a child connect words to feelings, and over time that helps them manage those feelings themselves. You can still hold the limit: "You\'re angry, and I won\'t let you throw the blocks."',
      bn: "কারণটা যত ছোটই মনে হোক, ছোট শিশুর বড় বড় অনুভূতিগুলো সত্যি। “তোমার টাওয়ারটা পড়ে গেছে বলে তোমার রাগ হচ্ছে”—এভাবে বললে শিশু অনুভূতির সঙ্গে শব্দ মেলাতে শেখে, আর সময়ের সঙ্গে সঙ্গে নিজের অনুভূতি নিজেই সামলাতে শেখে। সীমাটাও আপনি ধরে রাখতে পারেন: “তোমার রাগ হচ্ছে, বুঝতে পারছি, কিন্তু ব্লক ছুড়তে দেব না।”",
    }),
    h3({ en: "3. Give full attention, briefly", bn: "৩. অল্প সময়, পুরো মনোযোগ" }),
    p({
      en: "Children don't need hours of undivided attention; they need regular moments of it. Ten minutes a day with your phone in another room while your child leads the play can mean more to them than a whole distracted afternoon.",
      bn: "শিশুর ঘণ্টার পর ঘণ্টা অখণ্ড মনোযোগ লাগে না; লাগে নিয়মিত কিছু মুহূর্ত। ফোনটা অন্য ঘরে রেখে দিনে দশ মিনিট, যখন খেলার নেতৃত্ব দেবে শিশু নিজে—এটা ওর কাছে অন্যমনস্ক একটা পুরো বিকেলের চেয়ে অনেক বেশি অর্থবহ হতে পারে।",
    }),
    h3({ en: "4. Repair after a rough moment", bn: "৪. কঠিন মুহূর্তের পর সম্পর্ক জোড়া লাগান" }),
    p({
      en: "Every parent loses patience. What matters is what happens next. A simple \"I shouted earlier. I'm sorry. I was tired, and it wasn't your fault\" teaches children that relationships survive mistakes, and shows them how to apologise.",
      bn: "প্রত্যেক মা-বাবাই কখনো না কখনো ধৈর্য হারান। আসল কথা হলো, তারপর কী হয়। ছোট্ট করে বলা “তখন তোমার সঙ্গে চিৎকার করেছিলাম, আমার ভুল হয়েছে। আমি খুব ক্লান্ত ছিলাম, তোমার কোনো দোষ ছিল না”—এতে শিশু শেখে যে ভুল হলেও সম্পর্ক টিকে থাকে, আর শেখে কীভাবে ক্ষমা চাইতে হয়।",
    }),
    img(
      illustration("story-confidence"),
      { en: "A parent kneeling to listen to a smiling child", bn: "হাঁটু গেড়ে বসে হাসিখুশি একটি শিশুর কথা শুনছেন একজন অভিভাবক" },
      {
        en: "Short moments of full attention matter more than long, distracted ones.",
        bn: "লম্বা সময়ের আধা-মনোযোগের চেয়ে পুরো মনোযোগের ছোট্ট মুহূর্তগুলোই বেশি মূল্যবান।",
      },
    ),
    h2({ en: "Looking after yourself", bn: "নিজের যত্নও নিন" }),
    p({
      en: "It is hard to be patient on an empty tank. Sleep, food, a few minutes outside and someone to share the load with all matter. In joint families, grandparents and other relatives can be a real support. It helps to agree together on a few simple rules, such as how screens are used and how tantrums are handled, so that children get the same message from everyone.",
      bn: "নিজের শক্তি ফুরিয়ে গেলে ধৈর্য ধরে রাখা কঠিন। ঘুম, খাওয়া, কয়েক মিনিট বাইরে কাটানো, আর দায়িত্ব ভাগ করে নেওয়ার মতো কেউ—সবই জরুরি। যৌথ পরিবারে দাদা-দাদি, নানা-নানি আর অন্য আত্মীয়রা সত্যিকারের সহায় হতে পারেন। কয়েকটা সহজ নিয়ম সবাই মিলে ঠিক করে নিলে ভালো হয়—যেমন স্ক্রিন কীভাবে ব্যবহার হবে, জেদ বা কান্নাকাটি কীভাবে সামলানো হবে—যাতে শিশু সবার কাছ থেকে একই বার্তা পায়।",
    }),
    h2({ en: "Pressure and expectations", bn: "চাপ আর প্রত্যাশা" }),
    p({
      en: "In Dhaka, conversations about school admission can start when children are barely three, and it is natural to worry. But young children learn best when they feel safe and connected, not when they feel rushed. A useful question to ask yourself is: is this activity for my child's growth, or for my own worry? Both are understandable; only one of them helps your child.",
      bn: "ঢাকায় স্কুলে ভর্তির আলাপ শুরু হয়ে যায় শিশুর বয়স তিন হতে না হতেই, আর দুশ্চিন্তা হওয়াটা স্বাভাবিক। কিন্তু ছোট শিশুরা সবচেয়ে ভালো শেখে তখনই, যখন তারা নিরাপদ বোধ করে আর কাছের মানুষের সঙ্গে মনের যোগ টের পায়—তাড়াহুড়োর মধ্যে নয়। নিজেকে একটা প্রশ্ন করে দেখতে পারেন: এই কাজটা কি আমার সন্তানের বেড়ে ওঠার জন্য, নাকি আমার নিজের দুশ্চিন্তার জন্য? দুটোই বোঝা যায়; কিন্তু সন্তানের উপকারে আসে কেবল একটাই।",
    }),
    h2({ en: "Mindfulness and the parent-as-coach approach", bn: "সচেতনতা আর ‘অভিভাবকই কোচ’ পদ্ধতি" }),
    p({
      en: "Our programme asks parents to be coaches, not examiners. A coach watches closely, encourages effort and suggests the next small step. Mindfulness is what makes coaching possible: you can only notice what your child is ready for when you are paying attention to them rather than to the clock.",
      bn: "আমাদের প্রোগ্রাম অভিভাবকদের পরীক্ষক নয়, কোচ হতে বলে। একজন কোচ খুঁটিয়ে দেখেন, চেষ্টাকে উৎসাহ দেন, আর পরের ছোট্ট ধাপটা দেখিয়ে দেন। সচেতন মনোযোগই কোচিংকে সম্ভব করে তোলে: ঘড়ির দিকে নয়, সন্তানের দিকে মন দিলেই কেবল টের পাবেন সে এখন কীসের জন্য তৈরি।",
    }),
    p({
      en: "If you would like to talk through a challenge at home, our team is always happy to listen. You can reach us through the Contact page.",
      bn: "বাসার কোনো সমস্যা নিয়ে কথা বলতে চাইলে আমাদের দল সব সময় আগ্রহ নিয়ে শুনবে। ‘যোগাযোগ’ পাতা থেকে আমাদের সঙ্গে যোগাযোগ করতে পারেন।",
    }),
  ],
};

const storytellingLanguage: Article = {
  id: "6",
  slug: "storytelling-language",
  title: { en: "Storytelling and Language Development", bn: "গল্প বলা আর ভাষার বিকাশ" },
  excerpt: {
    en: "Stories are one of the oldest ways children learn language. How telling, reading and retelling stories, in Bangla and English, builds vocabulary, listening and imagination.",
    bn: "শিশুর ভাষা শেখার সবচেয়ে পুরোনো উপায়গুলোর একটি হলো গল্প। বাংলা ও ইংরেজিতে গল্প বলা, পড়া আর নিজের মুখে আবার বলা কীভাবে শব্দভান্ডার, শোনার অভ্যাস আর কল্পনাশক্তি গড়ে তোলে, তা নিয়েই এই লেখা।",
  },
  date: "2026-08-22",
  author: { en: "Early Childhood Educator", bn: "প্রারম্ভিক শৈশব শিক্ষক" },
  image: illustration("blog-storytelling-language"),
  imageAlt: {
    en: "A child and a grandparent sharing an open picture book",
    bn: "খোলা একটা ছবির বই একসঙ্গে দেখছে একটি শিশু আর পরিবারের এক মুরুব্বি",
  },
  category: "Early Learning",
  tags: [
    { en: "storytelling", bn: "গল্প বলা" },
    { en: "language", bn: "ভাষা" },
    { en: "reading", bn: "পড়া" },
    { en: "bilingual", bn: "দ্বিভাষিক" },
  ],
  content: [
    p({
      en: "Long before children can read, they can tell stories. A three-year-old describing how the cat knocked over the milk is practising sequence, vocabulary, grammar and the art of keeping an audience interested. Storytelling is one of the richest language activities there is, and it costs nothing.",
      bn: "পড়তে শেখার অনেক আগেই শিশুরা গল্প বলতে পারে। বিড়াল কীভাবে দুধের বাটি উল্টে ফেলল, সেই বর্ণনা দিতে গিয়ে তিন বছরের শিশু অনুশীলন করছে ঘটনার ক্রম, শব্দভান্ডার, ব্যাকরণ আর শ্রোতাকে ধরে রাখার কৌশল। ভাষা শেখার সবচেয়ে সমৃদ্ধ কাজগুলোর একটি হলো গল্প বলা, আর এতে এক পয়সাও খরচ নেই।",
    }),
    h2({ en: "Why stories matter for language", bn: "ভাষার জন্য গল্প কেন জরুরি" }),
    h3({ en: "Vocabulary", bn: "শব্দভান্ডার" }),
    p({
      en: "Stories use words children rarely hear in everyday talk: enormous, whispered, carefully, glittering. Meeting new words in a story, with pictures and a voice to give them meaning, is one of the best ways young children learn them.",
      bn: "গল্পে এমন সব শব্দ থাকে, যা রোজকার কথাবার্তায় শিশুরা খুব কমই শোনে: প্রকাণ্ড, ফিসফিস করে, সাবধানে, ঝিকমিকে। ছবি আর কণ্ঠস্বর যখন নতুন শব্দের মানে বুঝিয়ে দেয়, তখন গল্পের ভেতরে সেই শব্দের দেখা পাওয়া—ছোট শিশুদের নতুন শব্দ শেখার সেরা উপায়গুলোর একটি।",
    }),
    h3({ en: "Sequence and structure", bn: "ঘটনার ক্রম ও কাঠামো" }),
    p({
      en: "Beginning, middle, end. First, next, finally. Following and retelling stories helps children understand how events connect, a skill they will later need for reading comprehension and for writing stories of their own.",
      bn: "শুরু, মাঝখান, শেষ। প্রথমে, তারপর, সবশেষে। গল্প শুনে বুঝতে পারা আর নিজের মুখে আবার বলা শিশুকে বুঝতে সাহায্য করে, ঘটনাগুলো কীভাবে একটার সঙ্গে আরেকটা জড়িয়ে থাকে—যে দক্ষতা পরে পড়ে বোঝার জন্য আর নিজের গল্প লেখার জন্য লাগবে।",
    }),
    h3({ en: "Listening and conversation", bn: "শোনা ও কথোপকথন" }),
    p({
      en: "A good story holds attention naturally. Children who listen to stories regularly become better at following longer instructions and conversations. In ABLLS this kind of skill is called Intraverbals: responding to what other people say.",
      bn: "ভালো গল্প আপনা থেকেই মনোযোগ ধরে রাখে। যে শিশুরা নিয়মিত গল্প শোনে, তারা লম্বা নির্দেশনা আর কথোপকথন অনুসরণে আরও পটু হয়ে ওঠে। ABLLS-এ এ ধরনের দক্ষতাকে বলে ইন্ট্রাভার্বাল (Intraverbals): অন্যের কথার জবাবে সাড়া দেওয়া।",
    }),
    img(
      illustration("story-speech"),
      {
        en: "A child holding up a toy animal while telling a story, with speech bubbles",
        bn: "খেলনা একটা পশু উঁচিয়ে ধরে গল্প বলছে একটি শিশু, পাশে কথার বেলুন",
      },
      {
        en: "Retelling a favourite story with props builds vocabulary and confidence.",
        bn: "প্রিয় গল্পটা খেলনা আর টুকিটাকি জিনিস নিয়ে আবার বলতে গিয়ে শিশুর শব্দভান্ডার আর আত্মবিশ্বাস দুটোই বাড়ে।",
      },
    ),
    h2({ en: "Two languages, one storyteller", bn: "দুই ভাষা, একজন গল্পকথক" }),
    p({
      en: 'Many Dhaka families speak Bangla at home and want their children to learn English too. Children can learn both, and stories are a wonderful bridge. Tell the folk tales and rhymes you grew up with in Bangla, such as the adventures of Tuntuni the tailorbird, the tales of Thakurmar Jhuli, or "Ay ay chand mama" at bedtime, and read English picture books too. There is no need to translate every word; children learn from rich, natural language in each.',
      bn: "ঢাকার অনেক পরিবারে বাসায় বাংলা বলা হয়, আবার মা-বাবা চান সন্তান ইংরেজিও শিখুক। শিশুরা দুটোই শিখতে পারে, আর দুই ভাষার মাঝে গল্প একটা চমৎকার সেতু। যেসব রূপকথা আর ছড়া শুনে আপনি বড় হয়েছেন, সেগুলো বাংলায় শোনান—টুনটুনির গল্প, ঠাকুরমার ঝুলির কাহিনি, কিংবা ঘুমের আগে “আয় আয় চাঁদ মামা”—আর পাশাপাশি ইংরেজি ছবির বইও পড়ুন। প্রতিটি শব্দ অনুবাদ করে দেওয়ার দরকার নেই; প্রতিটি ভাষার সমৃদ্ধ, স্বাভাবিক ব্যবহার থেকেই শিশু শেখে।",
    }),
    h2({ en: "Ways to bring stories into every day", bn: "প্রতিদিনের জীবনে গল্প আনার উপায়" }),
    h3({ en: "Read together, then talk", bn: "একসঙ্গে পড়ুন, তারপর গল্প নিয়ে কথা বলুন" }),
    p({
      en: 'Stop now and then to ask "What do you think will happen?" or "How does she feel now?" Let your child turn the pages and point. Reading the same book many times is not a problem: repetition is how children master language.',
      bn: "মাঝে মাঝে থেমে জিজ্ঞেস করুন, “তোমার কী মনে হয়, এরপর কী হবে?” কিংবা “ওর এখন কেমন লাগছে?” পাতা উল্টাতে দিন শিশুকেই, আঙুল দিয়ে দেখাতে দিন। একই বই বারবার পড়ায় কোনো সমস্যা নেই: বারবার শুনেই শিশুরা ভাষা আয়ত্ত করে।",
    }),
    h3({ en: "Tell stories without a book", bn: "বই ছাড়াই গল্প বলুন" }),
    p({
      en: "Tell stories from your own childhood, about your village or your grandmother's house. Children love hearing about their parents as children, and it connects them with family history.",
      bn: "নিজের ছেলেবেলার গল্প বলুন—আপনার গ্রামের কথা, নানাবাড়ি বা দাদাবাড়ির কথা। মা-বাবা ছোটবেলায় কেমন ছিলেন, সেই গল্প শুনতে শিশুরা ভীষণ ভালোবাসে, আর এতে পরিবারের ইতিহাসের সঙ্গেও তাদের একটা যোগ তৈরি হয়।",
    }),
    h3({ en: "Make up stories together", bn: "মিলেমিশে গল্প বানান" }),
    p({
      en: 'Start a story and let your child add the next part: "Once there was a rickshaw that could fly. One day it flew over..." Take turns. There are no wrong answers.',
      bn: "আপনি একটা গল্প শুরু করুন, পরের অংশটা জুড়ুক আপনার সন্তান: “এক যে ছিল রিকশা, সে আবার উড়তেও পারত! একদিন সে উড়ে গেল…” এভাবে পালা করে বলুন। এখানে কোনো উত্তরই ভুল নয়।",
    }),
    h3({ en: "Use props and drawings", bn: "খেলনা আর আঁকিবুঁকির সাহায্য নিন" }),
    p({
      en: "A few toy animals, a blue scarf for a river, or a quick drawing on scrap paper makes stories easier to tell and to remember. Younger children can often retell a story with props long before they can retell it in words alone.",
      bn: "কয়েকটা খেলনা পশু, নদী বানাতে একটা নীল ওড়না, কিংবা বাতিল কাগজে চটজলদি আঁকা একটা ছবি—এতে গল্প বলা আর মনে রাখা দুটোই সহজ হয়। ছোট শিশুরা শুধু মুখে মুখে গল্প আবার বলতে পারার অনেক আগেই প্রায়ই খেলনার সাহায্যে তা বলতে পারে।",
    }),
    h2({ en: "Stories in our classes", bn: "আমাদের ক্লাসে গল্প" }),
    p({
      en: `In our online preschool, stories are part of most classes: a short picture story, a song with actions, or a guessing game about what comes next. They give children a reason to listen, to answer and to ask questions, and with at most ${groupSize.en} children in a group, everyone gets a turn to speak.`,
      bn: `আমাদের অনলাইন প্রি-স্কুলের বেশির ভাগ ক্লাসেই গল্প থাকে: ছোট্ট একটা ছবির গল্প, অভিনয় করে গাওয়ার মতো একটা গান, কিংবা এরপর কী হবে তা আন্দাজ করার খেলা। গল্প শিশুকে শোনার, উত্তর দেওয়ার আর প্রশ্ন করার একটা কারণ দেয়, আর প্রতিটি দলে সর্বোচ্চ ${groupSize.bn} জন শিশু থাকায় প্রত্যেকেই কথা বলার সুযোগ পায়।`,
    }),
    p({
      en: "Tonight, try one small change. After the bedtime story, ask your child to tell you their favourite part. Then listen, fully. That simple habit is one of the best gifts you can give a growing mind.",
      bn: "আজ রাতে ছোট্ট একটা পরিবর্তন করে দেখুন। ঘুমের আগের গল্পটা শেষ হলে সন্তানকে জিজ্ঞেস করুন, গল্পের কোন অংশটা তার সবচেয়ে ভালো লেগেছে। তারপর মন দিয়ে, পুরোটা শুনুন। বেড়ে ওঠা একটা মনের জন্য এই সহজ অভ্যাসটাই আপনার দেওয়া সেরা উপহারগুলোর একটি।",
    }),
  ],
};

/** All articles, newest first. */
export const posts: Article[] = [
  powerOfPlay,
  learningRichHome,
  understandingAblls,
  natureBasedLearning,
  mindfulParenting,
  storytellingLanguage,
].sort((a, b) => b.date.localeCompare(a.date));

/** Distinct categories, sorted (the blog filter prepends 'All'). */
export const categories = (): BlogCategory[] => [...new Set(posts.map((post) => post.category))].sort();

/** The category filter's labels; the keys stay the English category values. */
export const categoryLabels: Record<BlogCategory, Words> = {
  "Early Learning": { en: "Early Learning", bn: "প্রারম্ভিক শিক্ষা" },
  Parenting: { en: "Parenting", bn: "সন্তান লালনপালন" },
  Curriculum: { en: "Curriculum", bn: "পাঠ্যক্রম" },
};
