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
  /** The written facts above in Bangla, for Bangla pages; change them together with the English. */
  bn: {
    tagline: "ঢাকায় ৩ থেকে ১৫ বছরের শিশুদের জন্য হাইব্রিড শিক্ষা",
    address: "বাড়ি ০০, রোড ০০, ধানমন্ডি, ঢাকা ১২০৯",
  },
  /** PLACEHOLDER WhatsApp number, digits only with country code (wa.me format). */
  whatsappNumber: "8801700000000",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/" },
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

export const whatsappHref = (text?: string) =>
  `https://wa.me/${site.whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

/** Programme facts (docs/product.md#programmes-and-ages). */
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

/** Fees in BDT (docs/product.md#programmes-and-ages). */
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
  {
    /** PLACEHOLDER fee: the preschool's with outdoor sessions included, until the school confirms it. */
    id: "hybrid-monthly",
    title: "Hybrid Programme",
    amount: fees.onlinePreschool.monthly + fees.onlinePreschool.optionalOutdoorMonthly,
    per: "month",
    from: false,
  },
] as const;

export type SubscriptionPlan = (typeof subscriptionPlans)[number];

export const findPlan = (id: string | null | undefined) => subscriptionPlans.find((plan) => plan.id === id) ?? null;

/** Limits (docs/product.md#forms-and-messages, docs/product.md#files). */
export const limits = {
  passwordMin: 6,
  avatarMaxBytes: 5 * 1024 * 1024,
  attachmentMaxBytes: 10 * 1024 * 1024,
  childAgeMin: 1,
  childAgeMax: 18,
} as const;

export const supportDefaults = { subject: "General Inquiry", status: "open" } as const;

/**
 * In-app enrolment (docs/product.md#batches-and-seats): batches, seats, offers and each programme's ages and fees.
 * Amounts are whole taka, like `fees`.
 */
export const enrolment = {
  /** Every batch holds at most this many children; new batches start with it. */
  defaultCapacity: programme.maxGroupSize,
  maxCapacity: programme.maxGroupSize,
  /** How long a family has to accept a freed seat. */
  offerHours: 48,
  /**
   * Staff pick the batch that continues a cycle from this many days before its end date; each family with a place
   * then has a seat held in it until that end date (docs/product.md#the-next-cycle).
   */
  continueDaysBefore: 14,
  /**
   * Free trial classes (/trial): at most this many trial children per class, within the batch's free seats
   * (docs/product.md#batches-and-seats); bookable for the next `trialWeeksAhead` weeks, until
   * `trialBookingClosesHoursBefore` hours before the class, so staff can send the joining link in time.
   */
  trialPlacesPerClass: 2,
  /**
   * Trial bookings still to come that one WhatsApp number, or one email address, may hold at once, so that nobody
   * fills every class's places from one number.
   */
  openTrialsPerContact: 2,
  trialWeeksAhead: 4,
  trialBookingClosesHoursBefore: 2,
  /** A new batch's class days (0 = Sunday … 6 = Saturday) and times in Asia/Dhaka: Friday and Saturday, 7-8 PM. */
  classDefaults: { days: [5, 6] as readonly number[], startTime: "19:00", endTime: "20:00" },
  programmes: {
    preschool: {
      title: "Online Preschool",
      ages: { min: programme.preschoolAges.min, max: programme.preschoolAges.max },
      fees: {
        admission: fees.onlinePreschool.admission,
        monthly: fees.onlinePreschool.monthly,
        outdoorMonthly: fees.onlinePreschool.optionalOutdoorMonthly,
      },
      /** The place's subscription plan, and the one with outdoor sessions. */
      planId: "preschool-monthly",
      outdoorPlanId: "preschool-outdoor-monthly",
    },
    adventure: {
      title: "Adventure Activities",
      ages: { min: programme.adventureMinAge, max: programme.ages.max },
      /** Billed per session: staff raise one-off invoices. */
      fees: { perSessionFrom: fees.adventureFromPerSession },
      planId: "adventure-session",
      outdoorPlanId: null,
    },
    hybrid: {
      title: "Hybrid Programme",
      ages: { min: programme.ages.min, max: programme.ages.max },
      /** PLACEHOLDER: the preschool's fees with outdoor sessions included, until the school confirms them. */
      fees: {
        admission: fees.onlinePreschool.admission,
        monthly: fees.onlinePreschool.monthly + fees.onlinePreschool.optionalOutdoorMonthly,
      },
      planId: "hybrid-monthly",
      outdoorPlanId: null,
    },
  },
} as const;

/** Classes for enrolled families (docs/product.md#classes-and-recordings). */
export const classes = {
  /** 'Join Class' is live from this many minutes before a class starts until it ends. */
  joinOpensMinutesBefore: 15,
  /** Recordings are held back, with the reason, while one of the family's invoices is this many days overdue. */
  recordingsPausedAfterOverdueDays: 14,
  /** A family can change its answer to an outdoor session until the end of the day before it (Asia/Dhaka). */
  rsvpClosesDaysBefore: 1,
  /** Where a class's join link may point: Zoom, Google Meet and Jitsi. */
  meetingHosts: ["zoom.us", "meet.google.com", "meet.jit.si", "8x8.vc"],
} as const;

/**
 * Fees and payments (docs/product.md#fees-and-billing). Parents 'Send Money' to these numbers with the invoice number
 * as the reference, then submit the TrxID for staff to check against the statement.
 */
export const billing = {
  /** PLACEHOLDER: the school's bKash and Nagad numbers (personal or merchant 'Send Money' accounts). */
  mobileMoney: {
    bkash: { number: "01700-000001", accountName: "Little Explorers" },
    nagad: { number: "01700-000002", accountName: "Little Explorers" },
  },
  /** A place's next month is invoiced this many days before its billed period ends. */
  invoiceDaysBefore: 7,
  /** The reminder goes this many days before an invoice is due. */
  reminderDaysBefore: 3,
  /** A one-off invoice staff raise is due this many days after it is made, unless they say otherwise. */
  oneOffDueDays: 7,
  /** Every invoice of a place gives at least this many days to pay (docs/product.md#fees-and-billing). */
  minDaysToPay: 3,
  /** A child whose first class falls after this day of its month is first billed for the next month. */
  firstMonthCutoffDay: 15,
  /**
   * PLACEHOLDER until the school confirms it: the second and each later child of a family with places at the same
   * time pay this percentage less of the monthly fee, as an invoice line of its own, 'Sibling discount'
   * (docs/product.md#discounts-and-adjustments). 0 turns it off.
   */
  siblingDiscountPercent: 10,
} as const;
