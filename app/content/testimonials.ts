import { illustration } from "./format";

/**
 * ILLUSTRATIVE: the quotes and stories below are examples written for the site's launch.
 * Replace them with real parents' words, with their consent, before publicising them.
 */

export interface Testimonial {
  /** First name only. */
  name: string;
  role: string;
  image: string;
  quote: string;
}

export interface SuccessStory {
  title: string;
  description: string;
  image: string;
}

export const testimonials: Testimonial[] = [
  {
    name: "Nusrat",
    role: "Parent of a 4-year-old",
    image: illustration("parent-avatar-1"),
    quote:
      "My daughter used to hide behind me whenever someone new spoke to her. In a group of just a few children she started answering questions, and now she looks forward to class all week. The small activities we do at home have become our favourite part of the day.",
  },
  {
    name: "Tanvir",
    role: "Parent of a 7-year-old",
    image: illustration("parent-avatar-2"),
    quote:
      "We live in a flat with no real playground nearby, so the outdoor sessions have been a gift. My son comes home muddy, tired and full of stories about the bridge his team built. I have learned a lot from watching how the team encourages the children.",
  },
];

export const successStories: SuccessStory[] = [
  {
    title: "From shy to show-and-tell",
    description:
      "A quiet three-year-old who would only whisper to her mother began by waving at the screen. With small steps, lots of praise and practice at home, by the end of her first four-month cycle she was proudly showing her drawings to the group and naming every colour in them.",
    image: illustration("story-confidence"),
  },
  {
    title: "Finding words through play",
    description:
      "A four-year-old who mostly pointed to ask for things worked on Requests and Labelling through songs and games. His parents used the same games at mealtimes. Within months he was asking for his favourite foods by name and telling his grandparents about his day in short sentences.",
    image: illustration("story-speech"),
  },
  {
    title: "A city child discovers the outdoors",
    description:
      "An eight-year-old who spent most weekends indoors joined our adventure activities. Leaf hunts turned into a collection, a team challenge turned into new friends, and now the whole family plans a walk in a park whenever the weather allows.",
    image: illustration("story-outdoors"),
  },
];
