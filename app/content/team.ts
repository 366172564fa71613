export interface TeamMember {
  /** A role title: the site names roles, not people. */
  name: string;
  description: string;
}

/** The 12 roles listed on /team and /about. */
export const team: TeamMember[] = [
  {
    name: "Founder & Programme Director",
    description:
      "Sets the vision for our hybrid programme and makes sure online classes, activity sessions and outdoor adventures work together as one journey for each child and family.",
  },
  {
    name: "Head of Curriculum",
    description:
      "Designs the four-month learning cycles, links every class activity to clear skill goals, and keeps our materials playful, age-appropriate and relevant to children growing up in Dhaka.",
  },
  {
    name: "Early Childhood Educator",
    description:
      "Leads the live online preschool classes, turning each skill into songs, stories and hands-on games, and gets to know every child in a small group by name and by interest.",
  },
  {
    name: "ABLLS Assessment Specialist",
    description:
      "Carries out each child's ABLLS-based skills assessment, builds their personal skills map, and explains progress to parents in clear, everyday language.",
  },
  {
    name: "Outdoor Adventure Lead",
    description:
      "Plans and runs our outdoor sessions: chooses venues, checks routes and safety, and designs missions that turn parks and gardens into places to explore.",
  },
  {
    name: "Experiential Learning Facilitator",
    description:
      "Guides older children through team challenges, building projects and real-world problems, helping them learn by doing, reflecting and trying again.",
  },
  {
    name: "Child Psychologist (Consulting)",
    description:
      "Advises the team on children's emotional and social development, helps us support children who need a little more time or care, and contributes to our parent workshops.",
  },
  {
    name: "Parent Coach",
    description:
      "Works with parents on the parent-as-coach approach: practical ideas for home, calm responses to tricky moments, and regular check-ins on how things are going.",
  },
  {
    name: "Speech & Language Consultant",
    description:
      "Advises on the language and communication parts of the curriculum and suggests simple ways to build vocabulary and conversation in Bangla and English at home.",
  },
  {
    name: "Learning Resources Designer",
    description:
      "Creates our printables, activity sheets and the learning kits planned for the store, using everyday, low-cost materials that families already have.",
  },
  {
    name: "Family Support & Admissions Coordinator",
    description:
      "The first friendly voice families meet: answers questions, arranges free trial classes, helps with enrolment, payments and getting set up for online classes.",
  },
  {
    name: "Safety & Operations Coordinator",
    description:
      "Looks after the practical side: session logistics, safety checks for outdoor activities, child-safeguarding practice, and keeping family information secure.",
  },
];
