import { programme } from "../lib/site-config";
import { type Block, h2, h3, img, p } from "./blocks";
import * as bn from "./bn/format";
import { ageRange, classDays, illustration } from "./format";
import type { InOneLanguage, Words } from "./words";

const preschoolAges = {
  en: ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
  bn: bn.ageRange(programme.preschoolAges.min, programme.preschoolAges.max),
};

export const resourcesIntro = {
  title: { en: "Parent Resources", bn: "অভিভাবকদের জন্য সহায়িকা" },
  text: {
    en: "Practical guides, printables and workshops to help you turn everyday moments at home into learning.",
    bn: "ঘরের রোজকার মুহূর্তগুলোকে শেখার সুযোগে বদলে দিতে কাজের গাইড, প্রিন্ট করার পাতা আর কর্মশালা।",
  },
};

interface Material {
  slug: string;
  title: Words;
  description: Words;
  /** 'printable' pages are laid out to be printed (A4); 'page' is read on screen. */
  kind: "page" | "printable";
  image: string;
  imageAlt: Words;
  body: Block[];
}

/** A guide or printable, as its page shows it. */
export type LearningMaterial = InOneLanguage<Material>;

const routineChart: Material = {
  slug: "daily-routine-chart",
  title: {
    en: `Daily Routine Chart (Ages ${preschoolAges.en})`,
    bn: `প্রতিদিনের রুটিন চার্ট (বয়স ${preschoolAges.bn} বছর)`,
  },
  description: {
    en: "A printable picture routine that helps young children know what comes next, with a sample day to adapt for your family.",
    bn: "ছবি দিয়ে সাজানো প্রিন্ট করার মতো একটি রুটিন, যা দেখে ছোট শিশুরা বুঝতে পারে এরপর কী হবে। সঙ্গে আছে একটি নমুনা দিন, যা আপনার পরিবারের মতো করে সাজিয়ে নিতে পারবেন।",
  },
  kind: "printable",
  image: illustration("resource-routine"),
  imageAlt: {
    en: "A picture chart of a child's day on a fridge door",
    bn: "ফ্রিজের দরজায় লাগানো একটি শিশুর সারাদিনের ছবির চার্ট",
  },
  body: [
    p({
      en: "Young children feel safer and cooperate more easily when they know what comes next. A routine chart turns the day into a set of pictures your child can follow, point to and talk about, long before they can read a clock.",
      bn: "এরপর কী হবে, তা জানা থাকলে ছোট শিশুরা বেশি নিশ্চিন্ত বোধ করে, সহজে কথাও শোনে। রুটিন চার্ট পুরো দিনটাকে কয়েকটি ছবিতে ভাগ করে দেয়। ঘড়ি দেখতে শেখার অনেক আগেই আপনার সন্তান ছবি দেখে দেখে এগোতে পারে, আঙুল দিয়ে দেখাতে পারে, ছবিগুলো নিয়ে গল্প করতে পারে।",
    }),
    h2({ en: "How to use this chart", bn: "চার্টটি যেভাবে ব্যবহার করবেন" }),
    p({
      en: '1. Print this page, or copy the routine onto a piece of card.\n2. Ask your child to draw a small picture beside each step, or stick on photos of them doing it.\n3. Put the chart at your child\'s eye level: the fridge or their bedroom door works well.\n4. As each part of the day finishes, let your child move a peg or tick it off.\n5. Talk about it: "What did we just finish? What comes next?"',
      bn: "১. এই পাতাটি প্রিন্ট করুন, অথবা রুটিনটি এক টুকরো শক্ত কাগজে লিখে নিন।\n২. প্রতিটি ধাপের পাশে আপনার সন্তানকে একটা ছোট ছবি আঁকতে বলুন, অথবা কাজটি করার সময় তোলা তার ছবি সেঁটে দিন।\n৩. চার্টটি আপনার সন্তানের চোখের উচ্চতায় লাগান: ফ্রিজ বা তার ঘরের দরজা এর জন্য বেশ ভালো জায়গা।\n৪. দিনের একেকটি অংশ শেষ হলে আপনার সন্তানকেই একটা ক্লিপ সরাতে বা টিক চিহ্ন দিতে দিন।\n৫. এ নিয়ে গল্প করুন: “আমরা এইমাত্র কী শেষ করলাম? এরপর কী?”",
    }),
    h2({ en: "A sample weekday", bn: "কাজের দিনের একটি নমুনা রুটিন" }),
    p({
      en: "Morning\nWake up, use the toilet and wash face and hands\nBreakfast together\nGet dressed (offer a choice of two outfits)\nBrush teeth\nPlay time: free play or a home activity",
      bn: "সকাল\nঘুম থেকে ওঠা, টয়লেট সেরে হাত-মুখ ধোয়া\nসবাই মিলে নাশতা\nজামাকাপড় পরা (দুটো পোশাক থেকে একটা বেছে নিতে দিন)\nদাঁত ব্রাশ\nখেলার সময়: নিজের মতো খেলা বা ঘরে বসে কোনো অ্যাক্টিভিটি",
    }),
    p({
      en: "Afternoon\nTidy up toys\nLunch\nRest or quiet time with books\nSnack and outdoor time: balcony, rooftop or a walk\nHelping job: watering plants or setting the table",
      bn: "দুপুর ও বিকেল\nখেলনা গুছিয়ে রাখা\nদুপুরের খাবার\nবিশ্রাম, বা বই নিয়ে চুপচাপ সময়\nহালকা নাশতা আর বাইরের সময়: বারান্দা, ছাদ বা একটু হাঁটা\nছোট্ট দায়িত্ব: গাছে পানি দেওয়া বা খাবার টেবিল সাজানো",
    }),
    p({
      en: `Evening\nDinner\nBath and pyjamas\nStory time\nBedtime\nOn ${classDays}: live class from ${programme.liveClassTime}, then a calm wind-down before bed`,
      bn: `সন্ধ্যা ও রাত\nরাতের খাবার\nগোসল আর রাতের জামা\nগল্পের সময়\nঘুম\nপ্রতি ${bn.classDays}: ${bn.classTime} লাইভ ক্লাস, তারপর ঘুমের আগে ধীরে ধীরে শান্ত হয়ে আসার সময়`,
    }),
    h2({ en: "Tips", bn: "কিছু পরামর্শ" }),
    h3({ en: "Keep it short", bn: "ছোট করে শুরু করুন" }),
    p({
      en: "Start with five or six steps for the part of the day that is hardest, often mornings or bedtime. Add more once your child is used to it.",
      bn: "দিনের যে অংশটা সবচেয়ে কঠিন যায়, প্রায়ই সকাল বা ঘুমানোর সময়, সেটার জন্য পাঁচ-ছয়টি ধাপ দিয়ে শুরু করুন। আপনার সন্তান অভ্যস্ত হয়ে গেলে ধীরে ধীরে আরও ধাপ যোগ করুন।",
    }),
    h3({ en: "Be flexible, not strict", bn: "কড়াকড়ি নয়, নমনীয় থাকুন" }),
    p({
      en: 'The order matters more than the clock. If the day changes, show your child on the chart: "Today we are going to Nanu\'s house after lunch." Knowing about changes in advance helps children cope with them.',
      bn: "ঘড়ির কাঁটার চেয়ে কাজের ক্রমটাই বেশি গুরুত্বপূর্ণ। দিনের পরিকল্পনা বদলালে চার্ট দেখিয়ে আপনার সন্তানকে বুঝিয়ে বলুন: “আজ দুপুরের খাবারের পর আমরা নানুর বাসায় যাব।” কী বদলাচ্ছে তা আগে থেকে জানা থাকলে শিশুরা সহজে মানিয়ে নিতে পারে।",
    }),
    h3({ en: "Protect sleep", bn: "ঘুমের যত্ন নিন" }),
    p({
      en: "The World Health Organization recommends 10 to 13 hours of good-quality sleep in 24 hours, including naps, for children aged three and four. A predictable bedtime routine is one of the best ways to help.",
      bn: "বিশ্ব স্বাস্থ্য সংস্থার পরামর্শ অনুযায়ী, তিন ও চার বছর বয়সী শিশুদের দিনের ঘুমসহ ২৪ ঘণ্টায় ১০ থেকে ১৩ ঘণ্টা ভালো ঘুম দরকার। প্রতিদিন একই নিয়মে ঘুমাতে যাওয়ার রুটিন এ ক্ষেত্রে সবচেয়ে কার্যকর উপায়গুলোর একটি।",
    }),
  ],
};

const homePlayList: Material = {
  slug: "home-play-activities",
  title: { en: "30 Play Activities for Small Spaces", bn: "ছোট জায়গায় খেলার ৩০টি আইডিয়া" },
  description: {
    en: "Thirty low-cost play ideas for flats and balconies, grouped by the skills they build, using things you already have at home.",
    bn: "ফ্ল্যাট আর বারান্দার জন্য কম খরচে খেলার তিরিশটি আইডিয়া, কোন খেলায় কোন দক্ষতা গড়ে ওঠে সেই অনুযায়ী সাজানো। লাগবে শুধু ঘরে থাকা জিনিসপত্র।",
  },
  kind: "page",
  image: illustration("resource-play"),
  imageAlt: {
    en: "A child pouring water between cups while a parent watches",
    bn: "একটি শিশু এক কাপ থেকে আরেক কাপে পানি ঢালছে, পাশে বসে দেখছেন অভিভাবক",
  },
  body: [
    p({
      en: "You don't need a big house or expensive toys to give your child rich play. Each idea below uses everyday things and takes ten to twenty minutes. Choose one a day, follow your child's lead, and repeat the favourites: repetition is how children master a skill.",
      bn: "সন্তানকে খেলার ভরপুর অভিজ্ঞতা দিতে বড় বাড়ি বা দামি খেলনার দরকার নেই। নিচের প্রতিটি আইডিয়ায় লাগে রোজকার জিনিস, আর সময় লাগে দশ থেকে বিশ মিনিট। দিনে একটা বেছে নিন, আপনার সন্তান যেভাবে খেলতে চায় সেভাবেই এগোন, আর প্রিয় খেলাগুলো বারবার খেলুন: বারবার করতে করতেই শিশুরা একেকটি দক্ষতা পুরোপুরি রপ্ত করে।",
    }),
    p({
      en: "Safety first: always supervise small items such as beads, pasta, rice and balloons.",
      bn: "নিরাপত্তা সবার আগে: পুঁতি, পাস্তা, চাল বা বেলুনের মতো ছোট জিনিস নিয়ে খেলার সময় সবসময় পাশে থাকুন।",
    }),
    h2({ en: "Moving bodies", bn: "নড়াচড়ার খেলা" }),
    p({
      en: '1. Pillow path: lay cushions across the floor and cross the "river" without touching the floor.\n2. Animal walks: hop like a frog, waddle like a duck, creep like a tiger.\n3. Balloon keep-up: keep a balloon in the air with hands, heads and elbows.\n4. Freeze dance: dance to music and freeze when it stops.\n5. Tape lines: walk, jump and balance along masking-tape lines on the floor.\n6. Sock throw: throw rolled-up socks into a bucket from further and further away.',
      bn: "১. বালিশের পথ: মেঝেতে কুশন বিছিয়ে দিন, মেঝে না ছুঁয়ে “নদী” পার হতে হবে।\n২. পশুর মতো হাঁটা: ব্যাঙের মতো লাফানো, হাঁসের মতো হেলেদুলে চলা, বাঘের মতো গুঁড়ি মেরে এগোনো।\n৩. বেলুন ভাসিয়ে রাখো: হাত, মাথা আর কনুই দিয়ে ঠেলে বেলুনটাকে বাতাসে ভাসিয়ে রাখা।\n৪. স্ট্যাচু নাচ: গান বাজলে নাচ, গান থামলেই স্ট্যাচু।\n৫. টেপের রেখা: মেঝেতে মাস্কিং টেপ দিয়ে রেখা টেনে তার ওপর দিয়ে হাঁটা, লাফানো আর ভারসাম্য রেখে চলা।\n৬. মোজা ছোড়া: গোল করে পাকানো মোজা বালতিতে ছুড়ে ফেলা, প্রতিবার আরেকটু দূর থেকে।",
    }),
    h2({ en: "Busy hands", bn: "হাতের কাজ" }),
    p({
      en: "7. Rice tray: scoop, pour and hide small toys in a tray of dry rice.\n8. Peg it: clip clothes pegs around the edge of a paper plate.\n9. Playdough bakery: roll, cut and shape pretend roti and pitha.\n10. Sticker lines: stick dot stickers along a line you draw on paper.\n11. Threading: thread pasta tubes or large beads onto a string.\n12. Tearing collage: tear old magazines into pieces and glue them into a picture.",
      bn: "৭. চালের ট্রে: শুকনো চাল ভরা ট্রেতে চামচ দিয়ে তোলা, ঢালা আর ছোট খেলনা লুকিয়ে খুঁজে বের করা।\n৮. ক্লিপ লাগাও: কাগজের প্লেটের কিনারা ঘিরে কাপড় শুকানোর ক্লিপ আটকানো।\n৯. প্লে-ডো বেকারি: বেলে, কেটে আর গড়ে মিছেমিছি রুটি আর পিঠা বানানো।\n১০. স্টিকারের সারি: কাগজে একটা রেখা এঁকে দিন, তার ওপর গোল স্টিকার সারি করে লাগানো।\n১১. মালা গাঁথা: সুতোয় পাস্তার নল বা বড় পুঁতি গাঁথা।\n১২. ছেঁড়া কাগজের কোলাজ: পুরোনো ম্যাগাজিন ছিঁড়ে টুকরোগুলো আঠা দিয়ে লাগিয়ে ছবি বানানো।",
    }),
    h2({ en: "Words and stories", bn: "কথা আর গল্প" }),
    p({
      en: '13. What\'s in the bag? Feel a hidden object and describe it before looking.\n14. Photo talk: look at a family photo and talk about who, where and what happened.\n15. Puppet chat: a sock puppet asks your child questions, and your child asks it back.\n16. Story stones: draw simple pictures on stones and use them to tell a story.\n17. I spy: "I spy something round and red."\n18. Song swap: sing a rhyme in Bangla, then one in English, and act them both out.',
      bn: "১৩. থলেতে কী আছে? না দেখে থলের ভেতরের জিনিসটা হাত দিয়ে ছুঁয়ে বর্ণনা করা, তারপর বের করে দেখা।\n১৪. ছবি নিয়ে গল্প: পরিবারের একটা ছবি দেখে কথা বলুন, কে কে আছে, কোথায়, কী হয়েছিল।\n১৫. পুতুলের সঙ্গে আলাপ: মোজার পুতুল আপনার সন্তানকে প্রশ্ন করবে, আপনার সন্তানও পুতুলকে পাল্টা প্রশ্ন করবে।\n১৬. গল্পের পাথর: পাথরের ওপর সহজ ছবি এঁকে সেগুলো দিয়ে গল্প বলা।\n১৭. বলো তো কী দেখছি: “আমি এমন একটা জিনিস দেখছি যেটা গোল আর লাল।”\n১৮. ছড়ার পালা: প্রথমে বাংলায় একটা ছড়া, তারপর ইংরেজিতে একটা, আর দুটোই অভিনয় করে দেখানো।",
    }),
    h2({ en: "Thinking and early maths", bn: "ভাবনা আর গণিতের হাতেখড়ি" }),
    p({
      en: "19. Sort the laundry: by colour, by owner or by size.\n20. Shape hunt: find circles, squares and triangles around the flat.\n21. Line them up: order spoons, bottles or shoes from smallest to biggest.\n22. Counting snack: count pieces of fruit onto a plate, then count down as you eat.\n23. Patterns: copy and continue patterns with blocks or buttons: red, blue, red, blue.\n24. Float or sink: guess first, then test things in a bowl of water.",
      bn: "১৯. কাপড় বাছাই: রং, কার কাপড় বা মাপ অনুযায়ী আলাদা করা।\n২০. আকার খোঁজা: ঘরের ভেতরে গোল, চৌকো আর তিনকোনা জিনিস খুঁজে বের করা।\n২১. সারি করে সাজাও: চামচ, বোতল বা জুতা সবচেয়ে ছোট থেকে সবচেয়ে বড় ক্রমে সাজানো।\n২২. গুনে গুনে নাশতা: ফলের টুকরো গুনে গুনে প্লেটে রাখা, তারপর খেতে খেতে উল্টো দিকে গোনা।\n২৩. প্যাটার্ন: ব্লক বা বোতাম দিয়ে প্যাটার্ন দেখে বানানো আর সেটা এগিয়ে নেওয়া: লাল, নীল, লাল, নীল।\n২৪. ভাসবে না ডুববে: আগে অনুমান করা, তারপর এক বাটি পানিতে জিনিস ছেড়ে যাচাই করা।",
    }),
    h2({ en: "Everyday life and pretend play", bn: "রোজকার কাজ আর মিছেমিছি খেলা" }),
    p({
      en: '25. Corner shop: set up a pretend shop with tins, packets and paper money.\n26. Little chef: wash vegetables, tear leaves or stir a mixture.\n27. Teddy clinic: check the teddies\' temperatures and write them "prescriptions".\n28. Table setter: one plate, one glass and one spoon for each person.\n29. Plant carer: water a pot plant every day and notice what changes.\n30. Tidy-up race: put the toys back before the song ends.',
      bn: "২৫. মুদি দোকান: টিন, প্যাকেট আর কাগজের টাকা দিয়ে একটা খেলনা দোকান সাজানো।\n২৬. ছোট্ট রাঁধুনি: সবজি ধোয়া, শাক ছেঁড়া বা কোনো মিশ্রণ নাড়া।\n২৭. টেডির হাসপাতাল: টেডিদের জ্বর মেপে দেখা আর তাদের জন্য “প্রেসক্রিপশন” লেখা।\n২৮. টেবিল সাজানো: প্রত্যেকের জন্য একটা প্লেট, একটা গ্লাস আর একটা চামচ।\n২৯. গাছের যত্ন: রোজ টবের গাছে পানি দেওয়া আর কী কী বদলাচ্ছে তা খেয়াল করা।\n৩০. গোছানোর প্রতিযোগিতা: গান শেষ হওয়ার আগেই খেলনাগুলো জায়গামতো রেখে দেওয়া।",
    }),
    img(
      illustration("blog-power-of-play"),
      { en: "Two children building a tower of colourful blocks", bn: "রঙিন ব্লক দিয়ে টাওয়ার বানাচ্ছে দুটি শিশু" },
      {
        en: "Open-ended materials such as blocks, boxes and cloth can become anything.",
        bn: "ব্লক, বাক্স বা এক টুকরো কাপড়ের মতো উপকরণ দিয়ে নানাভাবে খেলা যায়; কল্পনায় এগুলো যেকোনো কিছু হয়ে উঠতে পারে।",
      },
    ),
    h2({ en: "Make it coaching, not teaching", bn: "পড়ানো নয়, পাশে থেকে এগিয়ে দিন" }),
    p({
      en: 'Let your child lead, describe what they are doing ("You\'re putting the big spoon first"), and add one small challenge when they are ready. Praise effort more than results: "You kept trying until it balanced!"',
      bn: "খেলার নেতৃত্ব আপনার সন্তানকেই দিন, সে কী করছে তা মুখে বলুন (“তুমি বড় চামচটা আগে রাখছ”), আর সে তৈরি হলে ছোট্ট একটা নতুন চ্যালেঞ্জ যোগ করুন। ফলাফলের চেয়ে চেষ্টার প্রশংসা বেশি করুন: “যতক্ষণ না ঠিকমতো দাঁড়াল, তুমি হাল ছাড়োনি!”",
    }),
  ],
};

const abllsAtHome: Material = {
  slug: "ablls-at-home",
  title: { en: "ABLLS at Home: A Parent's Guide", bn: "ঘরে বসে ABLLS: অভিভাবকদের জন্য গাইড" },
  description: {
    en: "Simple, everyday ways to practise the skills your child is working on in our online preschool, area by area.",
    bn: "আমাদের অনলাইন প্রি-স্কুলে আপনার সন্তান যে দক্ষতাগুলো নিয়ে কাজ করছে, রোজকার জীবনে সহজ উপায়ে সেগুলো অনুশীলনের পথ, একেকটি ক্ষেত্র ধরে ধরে।",
  },
  kind: "page",
  image: illustration("resource-ablls-home"),
  imageAlt: {
    en: "A parent and child sorting fruit and toys into groups on a table",
    bn: "টেবিলে বসে অভিভাবক আর শিশু মিলে ফল ও খেলনা আলাদা আলাদা দলে সাজাচ্ছেন",
  },
  body: [
    p({
      en: "In class, your child works on a few next-step skills from their ABLLS-based skills map. Children learn fastest when the same skills come up at home too, in ordinary moments. You don't need special materials or long sessions: five to ten minutes, a few times a day, is plenty.",
      bn: "ক্লাসে আপনার সন্তান তার ABLLS-ভিত্তিক দক্ষতার মানচিত্র থেকে পরের ধাপের কয়েকটি দক্ষতা নিয়ে কাজ করে। একই দক্ষতা যখন ঘরেও সাধারণ মুহূর্তগুলোতে বারবার ফিরে আসে, শিশুরা তখন সবচেয়ে দ্রুত শেখে। এর জন্য বিশেষ কোনো উপকরণ বা লম্বা সময় লাগে না: দিনে কয়েকবার পাঁচ থেকে দশ মিনিটই যথেষ্ট।",
    }),
    h2({ en: "Before you start", bn: "শুরু করার আগে" }),
    p({
      en: 'Keep it short and end while your child is still enjoying it.\nUse the same simple words your educator uses, so the skill is easy to recognise.\nPraise straight away and specifically: "You asked for the ball. Here it is!"\nIf your child gets stuck, help a little and try again later. There is no failing.',
      bn: "সময়টা ছোট রাখুন, আর আপনার সন্তান মজা পেতে থাকতে থাকতেই থেমে যান।\nশিক্ষক যে সহজ শব্দগুলো ব্যবহার করেন, আপনিও সেগুলোই বলুন, যাতে দক্ষতাটা সহজে চেনা যায়।\nসঙ্গে সঙ্গে আর নির্দিষ্ট করে প্রশংসা করুন: “তুমি বলটা চেয়েছ। এই নাও!”\nআপনার সন্তান আটকে গেলে একটু সাহায্য করুন, পরে আবার চেষ্টা করুন। এখানে ব্যর্থ হওয়ার কোনো ভয় নেই।",
    }),
    h2({ en: "Skill by skill", bn: "একেকটি দক্ষতা ধরে" }),
    h3({ en: "Cooperation", bn: "সহযোগিতা" }),
    p({
      en: "Notice what your child loves: a song, bubbles, a favourite snack, a tickle game. Use these to make learning moments fun, and give your child lots of chances to succeed with short, easy turns before harder ones.",
      bn: "খেয়াল করুন আপনার সন্তান কী ভালোবাসে: কোনো গান, সাবানের বুদবুদ, প্রিয় কোনো নাশতা, কাতুকুতুর খেলা। এগুলো দিয়ে শেখার মুহূর্তগুলো মজার করে তুলুন, আর কঠিন কিছুর আগে ছোট, সহজ কাজে সফল হওয়ার অনেক সুযোগ দিন।",
    }),
    h3({ en: "Requests", bn: "কিছু চাইতে শেখা" }),
    p({
      en: 'Create gentle reasons to ask. Put a favourite toy in sight but out of reach, give a small amount of snack so they ask for more, or pause in the middle of a familiar song and wait. Accept words, signs or pointing to a picture, then model the word: "Bubbles! You want bubbles."',
      bn: "চাওয়ার জন্য আলতো করে সুযোগ তৈরি করুন। প্রিয় খেলনাটা চোখের সামনে কিন্তু হাতের নাগালের বাইরে রাখুন, অল্প একটু নাশতা দিন যাতে সে আরও চায়, অথবা চেনা গানের মাঝখানে থেমে অপেক্ষা করুন। শব্দ, ইশারা বা ছবির দিকে আঙুল দেখানো, সবই মেনে নিন, তারপর শব্দটা বলে দেখান: “বুদবুদ! তুমি বুদবুদ চাও।”",
    }),
    h3({ en: "Labelling", bn: "জিনিসের নাম বলা" }),
    p({
      en: 'Name things as you use them: "spoon", "rice", "hot". When your child says one word, add one more: "Car." "Red car!" Picture books and family photos are full of things to name.',
      bn: "ব্যবহার করতে করতে জিনিসের নাম বলুন: “চামচ”, “ভাত”, “গরম”। আপনার সন্তান একটা শব্দ বললে আপনি আরেকটা যোগ করুন: “গাড়ি।” “লাল গাড়ি!” ছবির বই আর পরিবারের ছবিতে নাম বলার মতো অনেক কিছু থাকে।",
    }),
    h3({ en: "Receptive language", bn: "কথা বুঝতে পারা" }),
    p({
      en: 'Give one simple instruction at a time, with a gesture if needed: "Give me the cup." Play games like "touch your nose" or "find the banana". Gradually drop the gestures as your child understands more.',
      bn: "একবারে একটা সহজ নির্দেশ দিন, দরকার হলে ইশারাসহ: “কাপটা আমাকে দাও।” “নাক ছোঁও” বা “কলাটা খুঁজে বের করো”-এর মতো খেলা খেলুন। আপনার সন্তান যত বেশি বুঝবে, ইশারা তত ধীরে ধীরে কমিয়ে আনুন।",
    }),
    h3({ en: "Imitation", bn: "দেখে দেখে করা" }),
    p({
      en: "Play copy-me games: clap, stamp, wave, pull a funny face. Action songs are perfect. Let your child lead sometimes while you copy them.",
      bn: "“আমার মতো করো” খেলা খেলুন: হাততালি, পা ঠোকা, হাত নাড়া, মজার মুখ করা। অভিনয় করে গাওয়ার গান এর জন্য দারুণ। মাঝে মাঝে আপনার সন্তানকে আগে করতে দিন, আর আপনি তাকে দেখে দেখে করুন।",
    }),
    h3({ en: "Self-help", bn: "নিজের কাজ নিজে করা" }),
    p({
      en: "Break tasks into small steps. A useful trick is backward chaining: do every step of putting on a shoe except the last one, and let your child finish it. When that is easy, let them do the last two steps, and so on. They always get the satisfaction of finishing.",
      bn: "কাজগুলো ছোট ছোট ধাপে ভাগ করে নিন। একটা কাজের কৌশল হলো শেষ থেকে শেখানো: জুতা পরার সব ধাপ আপনি করে দিন, শুধু শেষ ধাপটা বাদে, আর সেটা আপনার সন্তানকে শেষ করতে দিন। সেটা সহজ হয়ে গেলে শেষের দুটো ধাপ তাকে করতে দিন, এভাবে এগোতে থাকুন। এতে সে প্রতিবারই নিজে কাজ শেষ করার আনন্দটা পায়।",
    }),
    h3({ en: "Play and social skills", bn: "খেলা ও মেলামেশার দক্ষতা" }),
    p({
      en: 'Short turn-taking games, such as rolling a ball back and forth or building a tower one block each, teach waiting and sharing. Say "my turn, your turn" out loud.',
      bn: "পালা করে খেলার ছোট ছোট খেলা, যেমন বল গড়িয়ে একে অপরকে দেওয়া বা একেকজন একটা করে ব্লক বসিয়ে টাওয়ার বানানো, অপেক্ষা করতে আর ভাগ করে নিতে শেখায়। মুখে বলুন: “এবার আমার পালা, এবার তোমার পালা।”",
    }),
    h2({ en: "Keep a simple record", bn: "সহজ একটা খাতা রাখুন" }),
    p({
      en: "A notebook is enough. Write the date and anything new you notice: a new word, a step done alone, a game played for longer. Share it with your child's educator; it helps us plan the next steps.",
      bn: "একটা খাতাই যথেষ্ট। তারিখ দিয়ে নতুন যা চোখে পড়ে লিখে রাখুন: নতুন একটা শব্দ, একা একা করা একটা ধাপ, আগের চেয়ে বেশিক্ষণ খেলা কোনো খেলা। খাতাটা আপনার সন্তানের শিক্ষকের সঙ্গে শেয়ার করুন; এতে পরের ধাপগুলো পরিকল্পনা করতে আমাদের সুবিধা হয়।",
    }),
    h2({ en: "When to ask for more help", bn: "কখন আরও সাহায্য চাইবেন" }),
    p({
      en: "Every child develops at their own pace. If something about your child's development worries you, talk to your child's educator and to your paediatrician. Our skills assessment is a teaching tool, not a diagnosis, and a specialist can advise you properly.",
      bn: "প্রতিটি শিশু নিজের গতিতে বেড়ে ওঠে। আপনার সন্তানের বিকাশের কোনো বিষয় নিয়ে দুশ্চিন্তা হলে তার শিক্ষক আর শিশু বিশেষজ্ঞ ডাক্তারের সঙ্গে কথা বলুন। আমাদের দক্ষতা মূল্যায়ন শেখানোর একটি মাধ্যম, রোগনির্ণয় নয়; একজন বিশেষজ্ঞই আপনাকে সঠিক পরামর্শ দিতে পারবেন।",
    }),
  ],
};

const natureHunt: Material = {
  slug: "nature-hunt",
  title: { en: "Neighbourhood Nature Hunt", bn: "পাড়ায় প্রকৃতি-অভিযান" },
  description: {
    en: "A printable checklist for walks, rooftops and parks that turns any outing into a mission to look, listen and touch.",
    bn: "হাঁটতে বেরোনো, ছাদ বা পার্কের জন্য প্রিন্ট করার মতো একটি চেকলিস্ট, যা যেকোনো বেড়ানোকে দেখা, শোনা আর ছুঁয়ে দেখার একটা মিশনে বদলে দেয়।",
  },
  kind: "printable",
  image: illustration("resource-nature-hunt"),
  imageAlt: {
    en: "A clipboard checklist beside a leaf, a flower and a snail",
    bn: "একটা পাতা, একটা ফুল আর একটা শামুকের পাশে ক্লিপবোর্ডে আটকানো চেকলিস্ট",
  },
  body: [
    p({
      en: "Print this page, clip it to a piece of cardboard and take a pencil. Tick each thing when you find it. Younger children can draw what they find; older children can write a word or two about it.",
      bn: "এই পাতাটি প্রিন্ট করে এক টুকরো কার্ডবোর্ডে ক্লিপ দিয়ে আটকে নিন, সঙ্গে একটা পেনসিল রাখুন। প্রতিটি জিনিস খুঁজে পেলে টিক দিন। ছোটরা যা পায় তার ছবি আঁকতে পারে; একটু বড়রা সেটা নিয়ে এক-দুই শব্দ লিখতে পারে।",
    }),
    h2({ en: "Look for", bn: "খুঁজে দেখো" }),
    p({
      en: "A leaf bigger than your hand\nA leaf smaller than your thumbnail\nSomething red, something yellow and something purple\nA flower\nA bird (draw its colours)\nAn insect or a snail\nA seed or a seed pod\nA cloud shaped like an animal",
      bn: "তোমার হাতের চেয়ে বড় একটা পাতা\nতোমার বুড়ো আঙুলের নখের চেয়ে ছোট একটা পাতা\nলাল কিছু, হলুদ কিছু আর বেগুনি কিছু\nএকটা ফুল\nএকটা পাখি (তার রংগুলো এঁকে রাখো)\nএকটা পোকা বা শামুক\nএকটা বীজ বা বীজের খোসা\nকোনো প্রাণীর মতো দেখতে একটা মেঘ",
    }),
    h2({ en: "Listen for", bn: "কান পেতে শোনো" }),
    p({
      en: "A bird singing\nWind in the leaves\nWater running or dripping\nThe quietest sound you can hear",
      bn: "পাখির গান\nপাতার ফাঁকে বাতাসের শব্দ\nপানি বয়ে যাওয়ার বা টুপটাপ পড়ার শব্দ\nসবচেয়ে মৃদু যে শব্দটা শুনতে পাচ্ছ",
    }),
    h2({ en: "Touch (gently)", bn: "আলতো করে ছুঁয়ে দেখো" }),
    p({
      en: "Something smooth\nSomething rough\nSomething soft\nTree bark\nA stone that has been warmed by the sun",
      bn: "মসৃণ কিছু\nখসখসে কিছু\nনরম কিছু\nগাছের বাকল\nরোদে গরম হয়ে থাকা একটা পাথর",
    }),
    h2({ en: "After the hunt", bn: "অভিযানের পরে" }),
    p({
      en: "Sort what you collected by size or colour.\nDraw your favourite find.\nTell someone at home the story of your hunt.\nRemember: take only fallen leaves and seeds, and leave living things where you found them.",
      bn: "যা যা জোগাড় করেছ, মাপ বা রং অনুযায়ী আলাদা করো।\nসবচেয়ে প্রিয় জিনিসটার ছবি আঁকো।\nবাসার কাউকে তোমার অভিযানের গল্প শোনাও।\nমনে রেখো: শুধু ঝরে পড়া পাতা আর বীজ নেবে, আর জীবন্ত কিছু যেখানে পেয়েছ সেখানেই রেখে আসবে।",
    }),
  ],
};

export const materials: Material[] = [routineChart, homePlayList, abllsAtHome, natureHunt];

export const getMaterial = (slug: string): Material | undefined => materials.find((item) => item.slug === slug);

/** The parent workshop spotlight's picture; the workshop itself is the next one on /events. */
export const workshopIllustration = illustration("resource-workshop");

export interface SupportService {
  title: Words;
  description: Words;
  href: string;
}

export const supportServices: SupportService[] = [
  {
    title: { en: "Online Preschool Guidance", bn: "অনলাইন প্রি-স্কুল নিয়ে দিকনির্দেশনা" },
    description: {
      en: `How our live classes for ages ${preschoolAges.en} work, what a week looks like, and how to help your child settle in.`,
      bn: `${preschoolAges.bn} বছর বয়সীদের লাইভ ক্লাস কীভাবে চলে, একটা সপ্তাহ কেমন কাটে, আর আপনার সন্তানকে মানিয়ে নিতে কীভাবে সাহায্য করবেন।`,
    },
    href: "/class-model",
  },
  {
    title: { en: "Curriculum & Skills Assessment", bn: "পাঠ্যক্রম ও দক্ষতা মূল্যায়ন" },
    description: {
      en: "Understand the ABLLS-based skills map, the four-month curriculum and how we track progress.",
      bn: "ABLLS-ভিত্তিক দক্ষতার মানচিত্র, চার মাসের পাঠ্যক্রম আর আমরা কীভাবে অগ্রগতির খোঁজ রাখি, তা জেনে নিন।",
    },
    href: "/curriculum",
  },
  {
    title: { en: "Adventure Activities & Bookings", bn: "অ্যাডভেঞ্চার অ্যাক্টিভিটি ও বুকিং" },
    description: {
      en: `Outdoor sessions and experiential learning for ages ${ageRange(programme.adventureMinAge)}. Book a session or ask about the next adventure.`,
      bn: `${bn.ageRange(programme.adventureMinAge)} বছর বয়সীদের জন্য বাইরের সেশন আর হাতে-কলমে অভিজ্ঞতার মধ্য দিয়ে শেখা। একটি সেশন বুক করুন, বা পরের অভিযানের খোঁজ নিন।`,
    },
    href: "/services",
  },
  {
    title: { en: "Talk to Our Team", bn: "আমাদের টিমের সঙ্গে কথা বলুন" },
    description: {
      en: "Questions about your child's learning, fees or schedules? Send us a message and we will get back to you.",
      bn: "আপনার সন্তানের শেখা, ফি বা সময়সূচি নিয়ে প্রশ্ন আছে? আমাদের একটা মেসেজ পাঠান, আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।",
    },
    href: "/contact",
  },
];
