import { formatMoney } from "../lib/format";
import { fees, programme, site } from "../lib/site-config";
import { ageRange, classDays } from "./format";

export interface FaqItem {
  question: string;
  answer: string;
}

const { ages, preschoolAges, adventureMinAge, ablls } = programme;
const preschool = fees.onlinePreschool;

/** The 14 questions of the Contact page accordion. */
export const faqs: FaqItem[] = [
  {
    question: "What ages is the programme for?",
    answer: `We work with children aged ${ages.min} to ${ages.max}. Children aged ${ageRange(preschoolAges.min, preschoolAges.max)} join our online preschool, which follows an ABLLS-based skills curriculum. Children aged ${ageRange(adventureMinAge)} join our adventure and experiential learning activities. Outdoor sessions are open to families across the whole age range.`,
  },
  {
    question: "Can my child try a class before we enrol?",
    answer:
      "Yes. Free trial classes are offered, so you and your child can see how a live class feels before you decide. Use the 'Book a Free Trial / Inquire' button on our home page to book your child into a real class in the next four weeks, or message us on WhatsApp and we will suggest a suitable one.",
  },
  {
    question: "When do the live online classes take place?",
    answer: `Live classes run on ${classDays}, ${programme.liveClassTime} Bangladesh time: ${programme.liveClassesPerWeek} classes a week and ${programme.liveClassesPerMonth} a month. Evening classes mean working parents can join in without leaving the office early.`,
  },
  {
    question: "How many children are in each group?",
    answer: `At most ${programme.maxGroupSize} children. Small groups mean every child gets turns to speak, sing and show their work, and our educator can follow each child's progress closely.`,
  },
  {
    question: "How much does the online preschool cost?",
    answer: `There is a one-time admission fee of ${formatMoney(preschool.admission)} and a monthly fee of ${formatMoney(preschool.monthly)}. Outdoor sessions are optional, at ${formatMoney(preschool.optionalOutdoorMonthly)} per month. Adventure activities for older children start from ${formatMoney(fees.adventureFromPerSession)} per session.`,
  },
  {
    question: "What happens if my child misses a class?",
    answer:
      "Recordings are available to enrolled families, so you can watch the class together at a time that suits you and try the activities at home. If you know you will miss a class, let your educator know and they can suggest what to practise.",
  },
  {
    question: "What is ABLLS, and why do you use it?",
    answer: `ABLLS (the Assessment of Basic Language and Learning Skills) is a framework of more than ${ablls.skills} skills across ${ablls.areas} areas, from cooperation and imitation to language, play, self-help and motor skills. We use it to see what your child can already do and to choose the right next steps. It is a teaching tool, not a diagnosis or a test your child can fail.`,
  },
  {
    question: "How do the outdoor sessions work?",
    answer: `There are ${programme.outdoorSessionsPerMonth} outdoor sessions a month, held in green spaces in and around Dhaka. Each has a simple mission, such as a nature hunt or a team challenge, linked to what children are learning in class. Parents take part alongside their children. We share the venue, time and what to bring in advance, and we reschedule if the weather is unsafe.`,
  },
  {
    question: "What device and internet connection do we need?",
    answer:
      "A smartphone, tablet or laptop with a working camera and microphone, and a steady internet connection (mobile data or Wi-Fi). A bigger screen such as a tablet or laptop is easier for young children to follow. Headphones are not needed; a quiet corner with good light helps more.",
  },
  {
    question: "How can we pay the fees?",
    answer: `You can pay by bKash, Nagad, bank transfer or cash. Cash can be paid at our office by arrangement during office hours (${site.hours.display}). Every payment we record appears in the Payment History section of your parent dashboard.`,
  },
  {
    question: "How do you keep children safe?",
    answer:
      "Online classes are for enrolled children and trial families only, and recordings are shared only with enrolled families. At outdoor sessions parents stay with their children, and our team plans each venue and activity with safety in mind. We keep only the personal details we need, and we never use photos or videos of your child without your media consent, which you can withdraw at any time.",
  },
  {
    question: "What does 'parent-as-coach' mean? Do I have to sit with my child?",
    answer:
      "Parents are a child's first and most important teachers. For younger children we ask that a parent or another familiar adult sits nearby during live classes to help and encourage. After class we suggest a few short activities so you can carry the week's skills into everyday life. You don't need to be a teacher; we show you how.",
  },
  {
    question: "Do you have a physical school or branch?",
    answer:
      "Not yet. A physical branch in Dhaka is planned, and we will announce its location, timetable and fees as soon as they are confirmed. Until then, our programme runs as live online classes together with offline activity sessions and outdoor adventures around the city.",
  },
  {
    question: "How can I contact you?",
    answer: `Call us on ${site.phone}, email ${site.email}, or message us on WhatsApp using the chat button on any page. Our office hours are ${site.hours.display}, and our address is ${site.address.display}. You can also send us a message with the form on this page.`,
  },
];
