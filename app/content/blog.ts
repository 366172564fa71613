import { programme } from "../lib/site-config";
import { type ContentBlock, h2, h3, img, p } from "./blocks";
import { ageRange, classDays, illustration } from "./format";

export type { ContentBlock } from "./blocks";

export type BlogCategory = "Early Learning" | "Parenting" | "Curriculum";

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** A team role, never a person's name. */
  author: string;
  /** Path under /illustrations. */
  image: string;
  imageAlt: string;
  category: BlogCategory;
  tags: string[];
  content: ContentBlock[];
}

const preschoolAges = ageRange(programme.preschoolAges.min, programme.preschoolAges.max);
const groupSize = programme.maxGroupSize;
const abllsSkills = `more than ${programme.ablls.skills} skills across ${programme.ablls.areas} areas`;

const powerOfPlay: BlogPost = {
  id: "1",
  slug: "power-of-play",
  title: "The Power of Play: How Young Children Learn Through Play",
  excerpt:
    "Play is not a break from learning. For a young child it is learning. Here is what happens in a child's mind during play, and how to make more room for it in a busy Dhaka week.",
  date: "2025-06-06",
  author: "Curriculum Team",
  image: illustration("blog-power-of-play"),
  imageAlt: "Two children building a tower of colourful blocks on a rug",
  category: "Early Learning",
  tags: ["play", "early years", "development", "home activities"],
  content: [
    p(
      'Ask a four-year-old what they did today and you might hear, "I played." It can sound as if nothing much happened. In fact, play is the main way young children learn. It is how they test ideas, practise new words, work out how other people feel, and build the strength and control their bodies will need for writing and sport later on.',
    ),
    p(
      "In a city where many children start admission coaching early, it is tempting to swap play time for worksheets. We think that trade is worth questioning. Here is why play sits at the centre of everything we do, from our online preschool to our outdoor adventures.",
    ),
    h2("What children learn when they play"),
    h3("Language and thinking"),
    p(
      "When a child runs a pretend tea stall on the balcony, they are naming things, counting cups, taking orders and remembering who asked for extra sugar. Pretend play asks children to hold an idea in mind (this block is a phone, this cushion is a boat), which is an early form of the abstract thinking they will later use for reading and maths.",
    ),
    h3("Social and emotional skills"),
    p(
      "Playing with a sibling or cousin means taking turns, sharing the best car, losing a game and trying again. These moments are small, but they are where children practise waiting, negotiating and coping with disappointment. Those skills matter as much in a classroom as any letter or number.",
    ),
    h3("Body and movement"),
    p(
      "Climbing, jumping, pouring water, threading beads and tearing paper all build the large and small muscles a child needs. A child who has spent plenty of time squeezing playdough usually finds holding a pencil much easier.",
    ),
    img(
      illustration("resource-play"),
      "A child pouring water between cups while a parent watches",
      "Simple materials such as cups, water and spoons invite hours of focused play.",
    ),
    h2("Not all play is the same"),
    p(
      "Teachers often describe a range that runs from free play, where the child leads completely, to guided play, where an adult sets up something interesting and then follows the child's lead. Both have a place in a child's week.",
    ),
    p(
      'Free play: the child chooses what to do and how. You provide time, space and simple materials, and stay nearby.\nGuided play: you set up an invitation, such as a tray of rice and spoons or a box of leaves to sort, and ask open questions like "What do you notice?" or "What could we try next?"\nGames with rules: board games, hide-and-seek and clapping rhymes teach turn-taking, counting and following instructions.',
    ),
    h2("Play in our programme"),
    p(
      `Our live online classes for ages ${preschoolAges} run on ${classDays} evenings and are built around short, active play tasks rather than long lectures. Each skill we work on from the ABLLS framework, such as asking for things, naming objects, copying actions or following a routine, is practised through a game, a song or a hands-on task. With at most ${groupSize} children in a group, every child gets turns to speak and to move.`,
    ),
    p(
      `Our outdoor sessions, ${programme.outdoorSessionsPerMonth} a month, take the same idea outside: a leaf hunt becomes a counting game, and building a den becomes a lesson in teamwork.`,
    ),
    h2("Making room for play at home"),
    p("You do not need expensive toys or a big flat. A few habits make a real difference."),
    h3("Protect a little unhurried time"),
    p(
      "Even twenty minutes a day of play without a screen or a schedule is valuable. Many families find that the time just after an afternoon nap, or before dinner, works well.",
    ),
    h3("Choose open-ended materials"),
    p(
      "Boxes, cloth, spoons, pots, blocks, clay and paper can become a hundred different things. A toy that only does one thing is usually played with for a day and then forgotten.",
    ),
    h3("Follow, then stretch"),
    p(
      'Watch what your child is interested in, join in on their terms, then add a small challenge: "Can the tower be taller than your knee?" This is the heart of our parent-as-coach approach. You don\'t have to teach; you have to notice and nudge.',
    ),
    p(
      "Play is how children make sense of the world. Giving it time is not falling behind. It is laying the foundation for everything that comes next.",
    ),
  ],
};

const learningRichHome: BlogPost = {
  id: "2",
  slug: "learning-rich-home",
  title: "Creating a Learning-Rich Home Environment",
  excerpt:
    "You don't need a playroom to raise a curious learner. Small, deliberate changes to an ordinary flat can turn everyday spaces into places to explore, read and create.",
  date: "2025-09-12",
  author: "Parent Coaching Team",
  image: illustration("blog-learning-rich-home"),
  imageAlt: "A cosy corner of a flat with a low bookshelf, a cushion and a window",
  category: "Parenting",
  tags: ["home learning", "routines", "reading", "screen time"],
  content: [
    p(
      "Most families we work with live in flats, often with grandparents, a shared living room and very little spare space. The good news is that a learning-rich home is not about space or money. It is about what is within your child's reach, how the day flows, and the conversations that happen along the way.",
    ),
    h2("Start at your child's eye level"),
    p(
      "Kneel down and look at your home from your child's height. What can they reach on their own? What can they only look at? Children become more independent, and more curious, when some things are theirs to choose.",
    ),
    h3("A low shelf, not a toy box"),
    p(
      "A single low shelf with six to eight items laid out neatly is easier to use than a deep box where everything is jumbled. Rotate the items every week or two and put the rest away. Old toys feel new again when they come back.",
    ),
    h3("A reading corner"),
    p(
      'A cushion, a basket of books and good light by a window is enough. Include picture books in Bangla and English, and let your child "read" the pictures to you long before they can read the words.',
    ),
    h3("A making space"),
    p(
      "Keep paper, crayons, child-safe scissors, glue and clean recycled boxes in one tray that comes out on the dining table. Cleaning up together afterwards is part of the lesson.",
    ),
    img(
      illustration("resource-routine"),
      "A picture chart of a child's day stuck on a fridge door",
      "A simple picture routine on the fridge helps children know what comes next.",
    ),
    h2("Let routines do the teaching"),
    p(
      "Predictable routines help young children feel secure, and they are full of learning. A picture chart showing wake up, brush teeth, breakfast, play, lunch and rest helps a three-year-old understand sequence and time long before they can read a clock.",
    ),
    p(
      "Everyday jobs are learning too:\nSorting laundry by colour or by owner is early maths.\nSetting the table practises counting and matching one plate to one person.\nWashing vegetables and tearing leaves for a salad builds fine motor control.\nPairing shoes by the door is matching and tidying in one.",
    ),
    p(
      "The daily routine chart on our Parent Resources page is a ready-made starting point you can print and colour in together.",
    ),
    h2("Talk, and then talk some more"),
    p(
      'The richest learning tool in any home is conversation. Describe what you are doing while you cook. Ask open questions such as "What do you think will happen if...?" and wait for an answer, even when it takes a while. Use both home languages freely; children who hear rich language in two languages are not confused by it.',
    ),
    h2("Be thoughtful about screens"),
    p(
      "Screens are part of family life, and our own classes happen on one. The difference is between active and passive use. A live class where your child answers, moves and sings, with you beside them, is very different from an hour of autoplay videos. Keep screens away from bedtime and mealtimes, and agree a few screen-free times in the day that everyone, adults included, respects.",
    ),
    h2("You are the most important resource"),
    p(
      "No shelf or chart replaces an adult who is interested. In our parent-as-coach approach we suggest one or two simple activities each week that carry a class skill into home life. Ten minutes of focused attention, with the phone put away, does more than an hour of half-attention.",
    ),
    p(
      "Start small: clear one shelf, set up one basket of books, and choose one routine to make visual this week. Then watch what your child does with it.",
    ),
  ],
};

const understandingAblls: BlogPost = {
  id: "3",
  slug: "understanding-ablls",
  title: "Understanding ABLLS: A Parent's Guide to Skills-Based Learning",
  excerpt:
    "What is ABLLS, why do we use it in our online preschool, and what will it tell you about your child? A plain-language guide for parents.",
  date: "2026-10-18",
  author: "ABLLS Assessment Team",
  image: illustration("blog-understanding-ablls"),
  imageAlt: "A checklist with ticks beside building blocks, a crayon and a small plant",
  category: "Curriculum",
  tags: ["ABLLS", "assessment", "preschool", "skills"],
  content: [
    p(
      'When parents first hear that our online preschool follows an ABLLS-based curriculum, the next question is usually, "What is ABLLS?" This guide explains what it is, how we use it and, just as important, what it is not.',
    ),
    h2("What ABLLS stands for"),
    p(
      `ABLLS is the Assessment of Basic Language and Learning Skills. Its current edition, ABLLS-R, maps ${abllsSkills} that children usually develop in the early years, from making eye contact and copying actions to asking questions, dressing and early reading. It was originally designed for children with language delays, including autistic children, which is exactly why it breaks learning into such small and clear steps.`,
    ),
    p(
      "It does three jobs at once:\nAn assessment: a careful look at what a child can already do.\nA curriculum guide: a sequence showing which skill usually comes next.\nA tracking system: a simple way to record progress over the months.",
    ),
    h2(`The ${programme.ablls.areas} areas in plain language`),
    p("The areas fall into a few broad groups."),
    h3("Learning to learn"),
    p(
      "Cooperation and Reinforcer Effectiveness, Visual Performance, Imitation and Group Instruction cover how a child engages with an adult, pays attention, copies actions and learns as part of a group.",
    ),
    h3("Language and communication"),
    p(
      "Receptive Language (understanding what is said)\nVocal Imitation (copying sounds and words)\nRequests (asking for what they want)\nLabelling (naming things)\nIntraverbals (answering questions and taking part in conversation)\nSpontaneous Vocalisations, and Syntax and Grammar",
    ),
    h3("Play, social and classroom skills"),
    p(
      "Play and Leisure, Social Interaction, Classroom Routines, and Generalised Responding, which means using a skill in new places and with new people.",
    ),
    h3("Early academics"),
    p("Reading, Maths, Writing and Spelling, at an early, pre-school level."),
    h3("Self-help and motor skills"),
    p("Dressing, Eating, Grooming, Toileting, Gross Motor and Fine Motor."),
    img(
      illustration("resource-ablls-home"),
      "A parent and child sorting fruit and toys into groups on a table",
      "ABLLS skills are practised through play: here, naming and sorting everyday objects.",
    ),
    h2("How we use ABLLS in our online preschool"),
    p(
      `1. A gentle starting assessment. In the first weeks our educators observe your child in class and ask you what they do at home. Nothing is a test to pass or fail.\n2. A personal skills map. We note the skills your child already shows and choose a small number of next steps.\n3. Playful teaching in small groups. With at most ${groupSize} children per group and ${programme.liveClassesPerWeek} live classes a week, on ${classDays}, each next step is practised through songs, games and hands-on tasks.\n4. Practice at home. You get simple suggestions so the same skill comes up at mealtimes, bath time and play.\n5. Regular reviews. Across our four-month cycle we revisit the map and share what has changed.`,
    ),
    h2("What ABLLS is not"),
    p(
      "ABLLS is not a diagnosis and it is not an IQ test. It does not label a child as ahead or behind, and it is not used to compare children with each other. If you ever have a concern about your child's development, we will always suggest talking to your paediatrician or a qualified specialist. Our assessment is a teaching tool, not a clinical one.",
    ),
    h2("What you will see as a parent"),
    p(
      "A clear picture of your child's strengths, not just gaps.\nA few specific goals at a time, written in everyday language.\nIdeas you can use at home in ten minutes or less.\nA record of progress you can look back on.",
    ),
    p(
      "Young children grow in bursts, and every child's skills map looks different. The point of ABLLS is not to rank children but to make sure each one is learning the right next thing, at the right time, with the right support.",
    ),
  ],
};

const natureBasedLearning: BlogPost = {
  id: "4",
  slug: "nature-based-learning",
  title: "Nature-Based Learning in a Busy City",
  excerpt:
    "Dhaka is short on green space, but children still need the outdoors. Why nature matters for learning, and realistic ways to find it in the city.",
  date: "2026-02-20",
  author: "Outdoor Adventure Team",
  image: illustration("blog-nature-based-learning"),
  imageAlt: "A child looking at a leaf through a magnifying glass under a tree",
  category: "Early Learning",
  tags: ["outdoors", "nature", "adventure", "physical activity"],
  content: [
    p(
      "Ask parents in Dhaka where their children play outside and the answers are often short: the building's roof, a corner of the car park, a crowded park at the weekend when traffic allows. Outdoor time has become something children have to be driven to. Yet time outside, especially among trees, water and soil, offers kinds of learning that are hard to recreate indoors.",
    ),
    h2("Why the outdoors matters"),
    h3("Bodies that move"),
    p(
      "The World Health Organization recommends that children aged three and four spend at least three hours a day in a variety of physical activities. Uneven ground, puddles to jump and low branches to climb give children far more varied movement than a flat floor. Balance, coordination and strength all develop through this kind of play.",
    ),
    h3("Senses and attention"),
    p(
      "Outdoors, children notice things: the smell after rain, the call of a koel, ants carrying crumbs in a line. This open, wandering attention is restful, and it sharpens the habit of observing, which is where science begins.",
    ),
    h3("Confidence and judging risk"),
    p(
      "Climbing a little higher than last time, balancing along a log, or deciding whether a ditch is too wide to jump teaches children to judge risk for themselves with an adult nearby. Children who practise small risks become more confident, not more reckless.",
    ),
    img(
      illustration("programme-adventure"),
      "Children with small backpacks walking along a path between trees",
      "Adventure sessions turn a park walk into a mission: find, count, build and share.",
    ),
    h2("How we take learning outside"),
    p(
      `${programme.outdoorSessionsPerMonth} times a month our families meet for outdoor sessions. Each one has a simple mission, such as a leaf hunt, a shelter for a toy animal or a mini treasure trail, linked to the skills children are working on in class. Counting seeds is maths; describing a beetle is language; waiting for a turn on the rope is a social skill.`,
    ),
    p(
      `For children aged ${programme.adventureMinAge} and over, our adventure activities go further, with team challenges and experiential projects that build independence and problem-solving. Parents take part too: outdoor sessions are a chance to watch how your child learns and to pick up games you can repeat on your own.`,
    ),
    h2("Finding nature in Dhaka"),
    p("You don't need a forest. Here are a few ideas families use."),
    h3("Close to home"),
    p(
      "A rooftop or balcony garden in a few pots: chillies, tomatoes, mint and marigolds grow well, and children can water them daily.\nA bird dish on the ledge: a little water and rice, and a notebook to draw the visitors.\nA 'one square' study: pick a patch of grass or a tree trunk nearby and visit every week to see what has changed.",
    ),
    h3("Worth the trip"),
    p(
      "Public green spaces such as the National Botanical Garden in Mirpur, Ramna Park, or the lakeside paths at Dhanmondi and Hatirjheel are good for longer walks. Go early on a Friday morning, when the roads are quieter and the air is cooler.",
    ),
    h3("Weather and seasons"),
    p(
      "Winter, roughly November to February, is the easiest season for long outdoor play. In the monsoon, a short walk in light rain with the right clothes is an adventure in itself: puddles, frogs and running water are endlessly interesting. In the hottest months, go out early or late, take water and shade, and keep outings short.",
    ),
    h2("Bring it back inside"),
    p(
      "After an outing, ask your child to draw one thing they saw, sort the leaves they collected by size, or tell a grandparent the story of the walk. This turns a fun morning into lasting learning, and gives children a reason to look forward to the next one.",
    ),
  ],
};

const mindfulParenting: BlogPost = {
  id: "5",
  slug: "mindful-parenting",
  title: "Mindful Parenting: Staying Calm and Connected",
  excerpt:
    "Long commutes, work deadlines and admission worries leave little room for patience. Mindful parenting offers simple, practical ways to respond rather than react.",
  date: "2026-05-09",
  author: "Parent Coach",
  image: illustration("blog-mindful-parenting"),
  imageAlt: "A parent and child sitting together, breathing slowly with eyes closed",
  category: "Parenting",
  tags: ["mindfulness", "emotions", "wellbeing", "parent-as-coach"],
  content: [
    p(
      "Many parents describe the same evening. You get home after a long day and a longer traffic jam, dinner needs making, homework needs checking, and your child melts down over the wrong colour cup. Mindful parenting won't make those evenings disappear, but it can change how you move through them.",
    ),
    h2("What mindful parenting means"),
    p(
      "Mindful parenting means paying attention, on purpose, to what is happening right now, in your child and in yourself, without jumping straight to judgement. It is not about being calm all the time or never raising your voice. It is about noticing earlier, pausing more often, and repairing when things go wrong.",
    ),
    h2("Four everyday practices"),
    h3("1. Pause before you respond"),
    p(
      "When you feel your temper rising, take one slow breath before you speak and notice your feet on the floor. That one breath is often enough to turn a shout into a firm, calm sentence.",
    ),
    h3("2. Name the feeling"),
    p(
      'Young children\'s big feelings are real, even when the cause seems small. Saying "You are angry because your tower fell" helps a child connect words to feelings, and over time that helps them manage those feelings themselves. You can still hold the limit: "You\'re angry, and I won\'t let you throw the blocks."',
    ),
    h3("3. Give full attention, briefly"),
    p(
      "Children don't need hours of undivided attention; they need regular moments of it. Ten minutes a day with your phone in another room while your child leads the play can mean more to them than a whole distracted afternoon.",
    ),
    h3("4. Repair after a rough moment"),
    p(
      "Every parent loses patience. What matters is what happens next. A simple \"I shouted earlier. I'm sorry. I was tired, and it wasn't your fault\" teaches children that relationships survive mistakes, and shows them how to apologise.",
    ),
    img(
      illustration("story-confidence"),
      "A parent kneeling to listen to a smiling child",
      "Short moments of full attention matter more than long, distracted ones.",
    ),
    h2("Looking after yourself"),
    p(
      "It is hard to be patient on an empty tank. Sleep, food, a few minutes outside and someone to share the load with all matter. In joint families, grandparents and other relatives can be a real support. It helps to agree together on a few simple rules, such as how screens are used and how tantrums are handled, so that children get the same message from everyone.",
    ),
    h2("Pressure and expectations"),
    p(
      "In Dhaka, conversations about school admission can start when children are barely three, and it is natural to worry. But young children learn best when they feel safe and connected, not when they feel rushed. A useful question to ask yourself is: is this activity for my child's growth, or for my own worry? Both are understandable; only one of them helps your child.",
    ),
    h2("Mindfulness and the parent-as-coach approach"),
    p(
      "Our programme asks parents to be coaches, not examiners. A coach watches closely, encourages effort and suggests the next small step. Mindfulness is what makes coaching possible: you can only notice what your child is ready for when you are paying attention to them rather than to the clock.",
    ),
    p(
      "If you would like to talk through a challenge at home, our team is always happy to listen. You can reach us through the Contact page.",
    ),
  ],
};

const storytellingLanguage: BlogPost = {
  id: "6",
  slug: "storytelling-language",
  title: "Storytelling and Language Development",
  excerpt:
    "Stories are one of the oldest ways children learn language. How telling, reading and retelling stories, in Bangla and English, builds vocabulary, listening and imagination.",
  date: "2026-08-22",
  author: "Early Childhood Educator",
  image: illustration("blog-storytelling-language"),
  imageAlt: "A child and a grandparent sharing an open picture book",
  category: "Early Learning",
  tags: ["storytelling", "language", "reading", "bilingual"],
  content: [
    p(
      "Long before children can read, they can tell stories. A three-year-old describing how the cat knocked over the milk is practising sequence, vocabulary, grammar and the art of keeping an audience interested. Storytelling is one of the richest language activities there is, and it costs nothing.",
    ),
    h2("Why stories matter for language"),
    h3("Vocabulary"),
    p(
      "Stories use words children rarely hear in everyday talk: enormous, whispered, carefully, glittering. Meeting new words in a story, with pictures and a voice to give them meaning, is one of the best ways young children learn them.",
    ),
    h3("Sequence and structure"),
    p(
      "Beginning, middle, end. First, next, finally. Following and retelling stories helps children understand how events connect, a skill they will later need for reading comprehension and for writing stories of their own.",
    ),
    h3("Listening and conversation"),
    p(
      "A good story holds attention naturally. Children who listen to stories regularly become better at following longer instructions and conversations. In ABLLS this kind of skill is called Intraverbals: responding to what other people say.",
    ),
    img(
      illustration("story-speech"),
      "A child holding up a toy animal while telling a story, with speech bubbles",
      "Retelling a favourite story with props builds vocabulary and confidence.",
    ),
    h2("Two languages, one storyteller"),
    p(
      'Many Dhaka families speak Bangla at home and want their children to learn English too. Children can learn both, and stories are a wonderful bridge. Tell the folk tales and rhymes you grew up with in Bangla, such as the adventures of Tuntuni the tailorbird, the tales of Thakurmar Jhuli, or "Ay ay chand mama" at bedtime, and read English picture books too. There is no need to translate every word; children learn from rich, natural language in each.',
    ),
    h2("Ways to bring stories into every day"),
    h3("Read together, then talk"),
    p(
      'Stop now and then to ask "What do you think will happen?" or "How does she feel now?" Let your child turn the pages and point. Reading the same book many times is not a problem: repetition is how children master language.',
    ),
    h3("Tell stories without a book"),
    p(
      "Tell stories from your own childhood, about your village or your grandmother's house. Children love hearing about their parents as children, and it connects them with family history.",
    ),
    h3("Make up stories together"),
    p(
      'Start a story and let your child add the next part: "Once there was a rickshaw that could fly. One day it flew over..." Take turns. There are no wrong answers.',
    ),
    h3("Use props and drawings"),
    p(
      "A few toy animals, a blue scarf for a river, or a quick drawing on scrap paper makes stories easier to tell and to remember. Younger children can often retell a story with props long before they can retell it in words alone.",
    ),
    h2("Stories in our classes"),
    p(
      `In our online preschool, stories are part of most classes: a short picture story, a song with actions, or a guessing game about what comes next. They give children a reason to listen, to answer and to ask questions, and with at most ${groupSize} children in a group, everyone gets a turn to speak.`,
    ),
    p(
      "Tonight, try one small change. After the bedtime story, ask your child to tell you their favourite part. Then listen, fully. That simple habit is one of the best gifts you can give a growing mind.",
    ),
  ],
};

/** All articles, newest first. */
export const posts: BlogPost[] = [
  powerOfPlay,
  learningRichHome,
  understandingAblls,
  natureBasedLearning,
  mindfulParenting,
  storytellingLanguage,
].sort((a, b) => b.date.localeCompare(a.date));

/** Distinct categories, sorted (the blog filter prepends 'All'). */
export const categories = (): BlogCategory[] => [...new Set(posts.map((post) => post.category))].sort();
