import { programme } from "../lib/site-config";
import { type ContentBlock, h2, h3, img, p } from "./blocks";
import { ageRange, classDays, illustration } from "./format";

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);

export const resourcesIntro = {
  title: "Parent Resources",
  text: "Practical guides, printables and workshops to help you turn everyday moments at home into learning.",
};

export interface LearningMaterial {
  slug: string;
  title: string;
  description: string;
  /** 'printable' pages are laid out to be printed (A4); 'page' is read on screen. */
  kind: "page" | "printable";
  image: string;
  imageAlt: string;
  body: ContentBlock[];
}

const routineChart: LearningMaterial = {
  slug: "daily-routine-chart",
  title: `Daily Routine Chart (Ages ${preschoolAges})`,
  description:
    "A printable picture routine that helps young children know what comes next, with a sample day to adapt for your family.",
  kind: "printable",
  image: illustration("resource-routine"),
  imageAlt: "A picture chart of a child's day on a fridge door",
  body: [
    p(
      "Young children feel safer and cooperate more easily when they know what comes next. A routine chart turns the day into a set of pictures your child can follow, point to and talk about, long before they can read a clock.",
    ),
    h2("How to use this chart"),
    p(
      '1. Print this page, or copy the routine onto a piece of card.\n2. Ask your child to draw a small picture beside each step, or stick on photos of them doing it.\n3. Put the chart at your child\'s eye level: the fridge or their bedroom door works well.\n4. As each part of the day finishes, let your child move a peg or tick it off.\n5. Talk about it: "What did we just finish? What comes next?"',
    ),
    h2("A sample weekday"),
    p(
      "Morning\nWake up, use the toilet and wash face and hands\nBreakfast together\nGet dressed (offer a choice of two outfits)\nBrush teeth\nPlay time: free play or a home activity",
    ),
    p(
      "Afternoon\nTidy up toys\nLunch\nRest or quiet time with books\nSnack and outdoor time: balcony, rooftop or a walk\nHelping job: watering plants or setting the table",
    ),
    p(
      `Evening\nDinner\nBath and pyjamas\nStory time\nBedtime\nOn ${classDays}: live class from ${programme.liveClassTime}, then a calm wind-down before bed`,
    ),
    h2("Tips"),
    h3("Keep it short"),
    p(
      "Start with five or six steps for the part of the day that is hardest, often mornings or bedtime. Add more once your child is used to it.",
    ),
    h3("Be flexible, not strict"),
    p(
      'The order matters more than the clock. If the day changes, show your child on the chart: "Today we are going to Nanu\'s house after lunch." Knowing about changes in advance helps children cope with them.',
    ),
    h3("Protect sleep"),
    p(
      "The World Health Organization recommends 10 to 13 hours of good-quality sleep in 24 hours, including naps, for children aged three and four. A predictable bedtime routine is one of the best ways to help.",
    ),
  ],
};

const homePlayList: LearningMaterial = {
  slug: "home-play-activities",
  title: "30 Play Activities for Small Spaces",
  description:
    "Thirty low-cost play ideas for flats and balconies, grouped by the skills they build, using things you already have at home.",
  kind: "page",
  image: illustration("resource-play"),
  imageAlt: "A child pouring water between cups while a parent watches",
  body: [
    p(
      "You don't need a big house or expensive toys to give your child rich play. Each idea below uses everyday things and takes ten to twenty minutes. Choose one a day, follow your child's lead, and repeat the favourites: repetition is how children master a skill.",
    ),
    p("Safety first: always supervise small items such as beads, pasta, rice and balloons."),
    h2("Moving bodies"),
    p(
      '1. Pillow path: lay cushions across the floor and cross the "river" without touching the floor.\n2. Animal walks: hop like a frog, waddle like a duck, creep like a tiger.\n3. Balloon keep-up: keep a balloon in the air with hands, heads and elbows.\n4. Freeze dance: dance to music and freeze when it stops.\n5. Tape lines: walk, jump and balance along masking-tape lines on the floor.\n6. Sock throw: throw rolled-up socks into a bucket from further and further away.',
    ),
    h2("Busy hands"),
    p(
      "7. Rice tray: scoop, pour and hide small toys in a tray of dry rice.\n8. Peg it: clip clothes pegs around the edge of a paper plate.\n9. Playdough bakery: roll, cut and shape pretend roti and pitha.\n10. Sticker lines: stick dot stickers along a line you draw on paper.\n11. Threading: thread pasta tubes or large beads onto a string.\n12. Tearing collage: tear old magazines into pieces and glue them into a picture.",
    ),
    h2("Words and stories"),
    p(
      '13. What\'s in the bag? Feel a hidden object and describe it before looking.\n14. Photo talk: look at a family photo and talk about who, where and what happened.\n15. Puppet chat: a sock puppet asks your child questions, and your child asks it back.\n16. Story stones: draw simple pictures on stones and use them to tell a story.\n17. I spy: "I spy something round and red."\n18. Song swap: sing a rhyme in Bangla, then one in English, and act them both out.',
    ),
    h2("Thinking and early maths"),
    p(
      "19. Sort the laundry: by colour, by owner or by size.\n20. Shape hunt: find circles, squares and triangles around the flat.\n21. Line them up: order spoons, bottles or shoes from smallest to biggest.\n22. Counting snack: count pieces of fruit onto a plate, then count down as you eat.\n23. Patterns: copy and continue patterns with blocks or buttons: red, blue, red, blue.\n24. Float or sink: guess first, then test things in a bowl of water.",
    ),
    h2("Everyday life and pretend play"),
    p(
      '25. Corner shop: set up a pretend shop with tins, packets and paper money.\n26. Little chef: wash vegetables, tear leaves or stir a mixture.\n27. Teddy clinic: check the teddies\' temperatures and write them "prescriptions".\n28. Table setter: one plate, one glass and one spoon for each person.\n29. Plant carer: water a pot plant every day and notice what changes.\n30. Tidy-up race: put the toys back before the song ends.',
    ),
    img(
      illustration("blog-power-of-play"),
      "Two children building a tower of colourful blocks",
      "Open-ended materials such as blocks, boxes and cloth can become anything.",
    ),
    h2("Make it coaching, not teaching"),
    p(
      'Let your child lead, describe what they are doing ("You\'re putting the big spoon first"), and add one small challenge when they are ready. Praise effort more than results: "You kept trying until it balanced!"',
    ),
  ],
};

const abllsAtHome: LearningMaterial = {
  slug: "ablls-at-home",
  title: "ABLLS at Home: A Parent's Guide",
  description:
    "Simple, everyday ways to practise the skills your child is working on in our online preschool, area by area.",
  kind: "page",
  image: illustration("resource-ablls-home"),
  imageAlt: "A parent and child sorting fruit and toys into groups on a table",
  body: [
    p(
      "In class, your child works on a few next-step skills from their ABLLS-based skills map. Children learn fastest when the same skills come up at home too, in ordinary moments. You don't need special materials or long sessions: five to ten minutes, a few times a day, is plenty.",
    ),
    h2("Before you start"),
    p(
      'Keep it short and end while your child is still enjoying it.\nUse the same simple words your educator uses, so the skill is easy to recognise.\nPraise straight away and specifically: "You asked for the ball. Here it is!"\nIf your child gets stuck, help a little and try again later. There is no failing.',
    ),
    h2("Skill by skill"),
    h3("Cooperation"),
    p(
      "Notice what your child loves: a song, bubbles, a favourite snack, a tickle game. Use these to make learning moments fun, and give your child lots of chances to succeed with short, easy turns before harder ones.",
    ),
    h3("Requests"),
    p(
      'Create gentle reasons to ask. Put a favourite toy in sight but out of reach, give a small amount of snack so they ask for more, or pause in the middle of a familiar song and wait. Accept words, signs or pointing to a picture, then model the word: "Bubbles! You want bubbles."',
    ),
    h3("Labelling"),
    p(
      'Name things as you use them: "spoon", "rice", "hot". When your child says one word, add one more: "Car." "Red car!" Picture books and family photos are full of things to name.',
    ),
    h3("Receptive language"),
    p(
      'Give one simple instruction at a time, with a gesture if needed: "Give me the cup." Play games like "touch your nose" or "find the banana". Gradually drop the gestures as your child understands more.',
    ),
    h3("Imitation"),
    p(
      "Play copy-me games: clap, stamp, wave, pull a funny face. Action songs are perfect. Let your child lead sometimes while you copy them.",
    ),
    h3("Self-help"),
    p(
      "Break tasks into small steps. A useful trick is backward chaining: do every step of putting on a shoe except the last one, and let your child finish it. When that is easy, let them do the last two steps, and so on. They always get the satisfaction of finishing.",
    ),
    h3("Play and social skills"),
    p(
      'Short turn-taking games, such as rolling a ball back and forth or building a tower one block each, teach waiting and sharing. Say "my turn, your turn" out loud.',
    ),
    h2("Keep a simple record"),
    p(
      "A notebook is enough. Write the date and anything new you notice: a new word, a step done alone, a game played for longer. Share it with your child's educator; it helps us plan the next steps.",
    ),
    h2("When to ask for more help"),
    p(
      "Every child develops at their own pace. If something about your child's development worries you, talk to your child's educator and to your paediatrician. Our skills assessment is a teaching tool, not a diagnosis, and a specialist can advise you properly.",
    ),
  ],
};

const natureHunt: LearningMaterial = {
  slug: "nature-hunt",
  title: "Neighbourhood Nature Hunt",
  description:
    "A printable checklist for walks, rooftops and parks that turns any outing into a mission to look, listen and touch.",
  kind: "printable",
  image: illustration("resource-nature-hunt"),
  imageAlt: "A clipboard checklist beside a leaf, a flower and a snail",
  body: [
    p(
      "Print this page, clip it to a piece of cardboard and take a pencil. Tick each thing when you find it. Younger children can draw what they find; older children can write a word or two about it.",
    ),
    h2("Look for"),
    p(
      "A leaf bigger than your hand\nA leaf smaller than your thumbnail\nSomething red, something yellow and something purple\nA flower\nA bird (draw its colours)\nAn insect or a snail\nA seed or a seed pod\nA cloud shaped like an animal",
    ),
    h2("Listen for"),
    p("A bird singing\nWind in the leaves\nWater running or dripping\nThe quietest sound you can hear"),
    h2("Touch (gently)"),
    p("Something smooth\nSomething rough\nSomething soft\nTree bark\nA stone that has been warmed by the sun"),
    h2("After the hunt"),
    p(
      "Sort what you collected by size or colour.\nDraw your favourite find.\nTell someone at home the story of your hunt.\nRemember: take only fallen leaves and seeds, and leave living things where you found them.",
    ),
  ],
};

export const materials: LearningMaterial[] = [routineChart, homePlayList, abllsAtHome, natureHunt];

export const getMaterial = (slug: string): LearningMaterial | undefined => materials.find((item) => item.slug === slug);

/** The parent workshop spotlight's picture; the workshop itself is the next one on /events. */
export const workshopIllustration = illustration("resource-workshop");

export interface SupportService {
  title: string;
  description: string;
  href: string;
}

export const supportServices: SupportService[] = [
  {
    title: "Online Preschool Guidance",
    description: `How our live classes for ages ${preschoolAges} work, what a week looks like, and how to help your child settle in.`,
    href: "/class-model",
  },
  {
    title: "Curriculum & Skills Assessment",
    description: "Understand the ABLLS-based skills map, the four-month curriculum and how we track progress.",
    href: "/curriculum",
  },
  {
    title: "Adventure Activities & Bookings",
    description: `Outdoor sessions and experiential learning for ages ${ageRange(programme.adventureMinAge)}. Book a session or ask about the next adventure.`,
    href: "/services",
  },
  {
    title: "Talk to Our Team",
    description:
      "Questions about your child's learning, fees or schedules? Send us a message and we will get back to you.",
    href: "/contact",
  },
];
