/**
 * Every site fact in one place: brand, contact details, links, fees and limits.
 *
 * Values marked PLACEHOLDER are stand-ins until the school confirms the real ones;
 * change them here and nowhere else (see README, "Site facts").
 */

export const site = {
  /** PLACEHOLDER brand name. */
  name: "Little Explorers",
  tagline: "Hybrid early learning in Dhaka for ages 3 to 15",
  /** PLACEHOLDER contact details. */
  phone: "+880 1700-000000",
  phoneHref: "tel:+8801700000000",
  email: "support@littleexplorers.example",
  address: {
    street: "House 00, Road 00, Dhanmondi",
    locality: "Dhaka",
    postalCode: "1209",
    country: "BD",
    display: "House 00, Road 00, Dhanmondi, Dhaka 1209",
  },
  hours: {
    display: "Monday-Friday 11:00 AM-4:00 PM",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
    opens: "11:00",
    closes: "16:00",
  },
  /** PLACEHOLDER WhatsApp number, digits only with country code (wa.me format). */
  whatsappNumber: "8801700000000",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/" },
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
  /** PLACEHOLDER external forms, opened in a new tab (SPEC §2 Home and Enroll). */
  forms: {
    freeTrial: "https://forms.gle/placeholder-free-trial",
    registration: "https://forms.gle/placeholder-registration",
  },
} as const;

export const whatsappHref = (text?: string) =>
  `https://wa.me/${site.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

/** Programme facts from SPEC §1 and §9. */
export const programme = {
  ages: { min: 3, max: 15 },
  preschoolAges: { min: 3, max: 5 },
  adventureMinAge: 5,
  liveClassesPerWeek: 2,
  liveClassesPerMonth: 8,
  liveClassDays: ["Friday", "Saturday"] as const,
  liveClassTime: "7-8 PM",
  outdoorSessionsPerMonth: 2,
  maxGroupSize: 6,
  ablls: { skills: 500, areas: 25 },
} as const;

/** Fees in BDT (SPEC §9). */
export const fees = {
  onlinePreschool: { admission: 1600, monthly: 2000, optionalOutdoorMonthly: 1500 },
  adventureFromPerSession: 1500,
  physicalBranch: "Details Coming Soon",
} as const;

/**
 * Plans staff can put a parent on. Subscriptions store the plan's id; its name and price are shown from here
 * (planLabel in lib/labels), so a fee change shows everywhere at once.
 */
export const subscriptionPlans = [
  {
    id: "preschool-monthly",
    title: "Online Pre School",
    amount: fees.onlinePreschool.monthly,
    per: "month",
    from: false,
  },
  {
    id: "preschool-outdoor-monthly",
    title: "Online Pre School + Outdoor",
    amount: fees.onlinePreschool.monthly + fees.onlinePreschool.optionalOutdoorMonthly,
    per: "month",
    from: false,
  },
  {
    id: "adventure-session",
    title: "Adventure Activities",
    amount: fees.adventureFromPerSession,
    per: "session",
    from: true,
  },
] as const;

export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export const findPlan = (id: string | null | undefined) => subscriptionPlans.find((plan) => plan.id === id) ?? null;

/** Limits (SPEC §9). */
export const limits = {
  passwordMin: 6,
  avatarMaxBytes: 5 * 1024 * 1024,
  attachmentMaxBytes: 10 * 1024 * 1024,
  childAgeMin: 1,
  childAgeMax: 18,
} as const;

export const supportDefaults = { subject: "General Inquiry", status: "open" } as const;
