import { enrolment, programme } from "../lib/site-config";

/** /trial: the free trial class booking page, its confirmation and its emails share these words. */
export const trialPage = {
  eyebrow: "Free trial class",
  title: "Book a Free Trial Class",
  intro:
    "Choose a real class in one of our open batches and join it with your child, free. Places for trial children are limited in every class, so each child still gets turns.",
  formTitle: "Choose a class",
  asideTitle: "How a trial class works",
  aside: [
    `It is a real, live online class of one hour, with its group of at most ${programme.maxGroupSize} children and their teacher.`,
    "It is free, and there is nothing to sign up for afterwards unless you want to.",
    "Have a phone, tablet or computer with a camera and sound ready, and stay close by to help your child settle in.",
  ],
  emptyTitle: "No trial classes are open right now",
  emptyText:
    "Every class in the next four weeks is full or not yet scheduled. Message us on WhatsApp or send us a message, and we will find a time that suits your child.",
} as const;

/** What happens after a booking: on the confirmation page and in the parent's email. */
export const trialNextSteps = [
  "Before the class we will send the joining link to your WhatsApp number.",
  "Join a few minutes early with your child, on a phone, tablet or computer with a camera and sound.",
  "After the class we will call you to hear how it went and answer your questions. There is no obligation to enrol.",
] as const;

/** How many trial children a class takes at most (site config), in words for the page. */
export const trialPlacesNote = `At most ${enrolment.trialPlacesPerClass} trial children join each class.`;
