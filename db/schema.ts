import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ------------------------------------------------------------------ */
/* Auth tables, in the shape better-auth (with its admin plugin) needs. */
/* ------------------------------------------------------------------ */

import { languages } from "../app/lib/i18n/language";
import type { AreaComments, ReviewSnapshot } from "../app/lib/skills/map";
import type { InvoiceStatus } from "../app/lib/statuses";

export {
  type ApplicationStatus,
  applicationStatuses,
  auditEntityTypes,
  type InboxStatus,
  type InvoiceStatus,
  inboxStatuses,
  invoiceStatuses,
  type Programme,
  paymentMethods,
  paymentStatuses,
  programmes,
  type Role,
  roles,
  type SupportStatus,
  supportStatuses,
  transferStatuses,
} from "../app/lib/statuses";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").notNull().default("parent"),
  /** 'en' or 'bn': the language of this person's pages and of the mail we send them (docs/product.md#languages). */
  language: text("language", { enum: languages }).notNull().default("en"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/* ------------------------------------------------------------------ */
/* Parent data (docs/product.md#parent-dashboard, decision 003).      */
/* ------------------------------------------------------------------ */

/** One row per user; id is the auth user's id. Children live in their own table. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  phoneNumber: text("phone_number"),
  termsAccepted: boolean("terms_accepted").notNull().default(false),
  /** The registration form's tick, kept as given; the choices in force are each child's `media_consents` (decision 026). */
  mediaConsent: boolean("media_consent").notNull().default(false),
  /** Storage key of the re-encoded avatar, served by /files/avatars/…; null when none. */
  avatarKey: text("avatar_key"),
  /** The secret of the parent's private calendar feed (/calendar/<secret>.ics); null until they ask for one. */
  calendarSecret: text("calendar_secret").unique(),
  /** 'Weekly home practice email' (docs/product.md#home-practice): on unless the parent turns it off. */
  practiceEmail: boolean("practice_email").notNull().default(true),
  updatedAt: updatedAt(),
});

export const children = pgTable(
  "children",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The age typed at registration or on the profile; shown only while no date of birth is given. */
    age: integer("age"),
    /** Optional; when given, the age shown is computed from it in Asia/Dhaka (docs/product.md#each-childs-details). */
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    allergies: text("allergies"),
    medicalNotes: text("medical_notes"),
    emergencyName: text("emergency_name"),
    emergencyRelation: text("emergency_relation"),
    /** E.164 digits without '+' (app/lib/phone.ts). */
    emergencyPhone: text("emergency_phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("children_parent_id_created_at_idx").on(t.parentId, t.createdAt)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The plan in site config (its name and price are shown from there). */
    planId: text("plan_id"),
    /** Only for subscriptions entered before plans had ids, whose name matched no plan. */
    planName: text("plan_name"),
    status: text("status"),
    startDate: date("start_date", { mode: "string" }),
    expiryDate: date("expiry_date", { mode: "string" }),
    /** The staff form's one-time key: a double click or a retried post creates one subscription. */
    idempotencyKey: uuid("idempotency_key"),
    /**
     * The child and batch of a place (docs/product.md#fees-and-billing); null for subscriptions staff entered before
     * enrolment.
     */
    childId: uuid("child_id").references(() => children.id, { onDelete: "set null" }),
    batchId: uuid("batch_id").references((): AnyPgColumn => batches.id, { onDelete: "set null" }),
    /** A place's billing: the last day of the last month invoiced, and of the last month paid. */
    billedThrough: date("billed_through", { mode: "string" }),
    paidThrough: date("paid_through", { mode: "string" }),
    /** The parent cancelled: the place stays until this day, then ends and its seat goes to the waitlist. */
    endsOn: date("ends_on", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_id_start_date_idx").on(t.userId, t.startDate.desc()),
    uniqueIndex("subscriptions_idempotency_key_idx").on(t.idempotencyKey),
    index("subscriptions_child_id_idx").on(t.childId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The amount in poisha (1 taka = 100 poisha): exact, never a float (docs/product.md#money-and-payments). */
    amountPoisha: bigint("amount_poisha", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("BDT"),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    paymentMethod: text("payment_method"),
    status: text("status"),
    transactionRef: text("transaction_ref"),
    invoiceUrl: text("invoice_url"),
    /** The staff form's one-time key: a double click or a retried post records one payment. */
    idempotencyKey: uuid("idempotency_key"),
    /** 'RCT-2026-0001' when the payment paid invoices: its receipt. */
    receiptNumber: text("receipt_number").unique(),
    /** The parent's transfer this payment approved: at most one payment per transfer. */
    transferId: uuid("transfer_id")
      .unique()
      .references((): AnyPgColumn => transfers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_user_id_payment_date_idx").on(t.userId, t.paymentDate.desc()),
    // The reports' money collected by month (decision 024): completed payments by the time they were paid.
    index("payments_status_paid_at_idx").on(t.status, sql`coalesce(${t.paymentDate}, ${t.createdAt})`),
    uniqueIndex("payments_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

/* ------------------------------------------------------------------ */
/* Fees: invoices in poisha, transfers staff verify (decision 018).   */
/* ------------------------------------------------------------------ */

/** Gapless numbers: one row per series ('INV-2026', 'RCT-2026'), its last number taken under a row lock. */
export const documentCounters = pgTable("document_counters", {
  series: text("series").primaryKey(),
  last: integer("last").notNull().default(0),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'INV-2026-0001': from document_counters, never reused, no gaps. */
    number: text("number").notNull().unique(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: uuid("child_id").references(() => children.id, { onDelete: "set null" }),
    /** The place it bills, when it does. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** 'YYYY-MM': the month a monthly invoice covers. */
    periodMonth: text("period_month"),
    /** One of `invoiceStatuses`. */
    status: text("status").$type<InvoiceStatus>().notNull().default("due"),
    /** The sum of its items, computed on the server when it is created. */
    totalPoisha: bigint("total_poisha", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("BDT"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** What made it ('place:<subscription>:admission', 'monthly:<subscription>:<YYYY-MM>', a staff form's key): once. */
    idempotencyKey: text("idempotency_key").unique(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    voidedBy: text("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Each reminder goes at most once per invoice. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    overdueNoticeSentAt: timestamp("overdue_notice_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invoices_parent_id_created_at_idx").on(t.parentId, t.createdAt),
    // The total too, so the reports read what is outstanding, and what was invoiced by month, from the index alone.
    index("invoices_status_due_date_idx").on(t.status, t.dueDate, t.totalPoisha),
    index("invoices_created_at_idx").on(t.createdAt, t.status, t.totalPoisha),
    index("invoices_subscription_id_idx").on(t.subscriptionId),
    index("invoices_payment_id_idx").on(t.paymentId),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    /** Negative for a discount ('Sibling discount', a staff discount). */
    amountPoisha: bigint("amount_poisha", { mode: "number" }).notNull(),
    /** A staff adjustment's form key: a double click or a retried post adds the line once. */
    idempotencyKey: uuid("idempotency_key").unique(),
  },
  (t) => [uniqueIndex("invoice_items_invoice_id_position_idx").on(t.invoiceId, t.position)],
);

/** A parent's 'Send Money' transfer for one or more of their invoices, awaiting staff's check. */
export const transfers = pgTable(
  "transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A parent-submitted method: 'bkash' or 'nagad'. */
    method: text("method").notNull(),
    senderNumber: text("sender_number").notNull(),
    /** The TrxID from the confirmation SMS, upper-case; one transfer per ID, ever. */
    transactionId: text("transaction_id").notNull().unique(),
    /** The amount the parent says they sent: the invoices' total when submitted, which they may correct while pending. */
    amountPoisha: bigint("amount_poisha", { mode: "number" }).notNull(),
    /** The Dhaka date the parent says they sent it (null on transfers from before it was asked: their submission day). */
    sentOn: date("sent_on"),
    /** One of `transferStatuses`. */
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With the id, the queue's order (oldest first, then id) is the index's: a page reads only its own rows.
    index("transfers_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    index("transfers_parent_id_created_at_idx").on(t.parentId, t.createdAt),
  ],
);

export const transferInvoices = pgTable(
  "transfer_invoices",
  {
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => transfers.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.invoiceId] }),
    index("transfer_invoices_invoice_id_idx").on(t.invoiceId),
  ],
);

/**
 * A received-money message from the school's bKash or Nagad phone, pasted by staff or posted by the forwarder
 * (docs/product.md#reconciling-mobile-money): kept once per TrxID, so a transfer the parent submits after its message
 * arrived is still confirmed by it.
 */
export const paymentMessages = pgTable(
  "payment_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    transactionId: text("transaction_id").notNull().unique(),
    amountPoisha: bigint("amount_poisha", { mode: "number" }).notNull(),
    senderNumber: text("sender_number"),
    reference: text("reference"),
    /** When the provider says the money arrived. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /** The message as it was read. */
    text: text("text").notNull(),
    /** 'paste' (staff) or 'sms' (the forwarder). */
    source: text("source").notNull(),
    /** The transfer it confirmed, once it did. */
    transferId: uuid("transfer_id").references(() => transfers.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("payment_messages_created_at_idx").on(t.createdAt)],
);

/**
 * A refund of all or part of a payment, with its credit note numbered 'CN-2026-0001' without gaps
 * (docs/product.md#refunds-and-credit-notes). The refunds of a payment never add up to more than it.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountPoisha: bigint("amount_poisha", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("BDT"),
    /** How the money went back: 'bkash', 'nagad', 'cash' or 'bank_transfer'. */
    method: text("method").notNull(),
    reason: text("reason").notNull(),
    /** The staff form's one-time key: a double click or a retried post refunds once. */
    idempotencyKey: uuid("idempotency_key").unique(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_notes_payment_id_idx").on(t.paymentId),
    index("credit_notes_parent_id_created_at_idx").on(t.parentId, t.createdAt),
    check("credit_notes_amount_positive", sql`${t.amountPoisha} > 0`),
  ],
);

/** Attachment columns shared by messages and replies; files are private (docs/product.md#files). */
const attachmentColumns = () => ({
  attachmentKey: text("attachment_key"),
  attachmentName: text("attachment_name"),
  attachmentType: text("attachment_type"),
  attachmentSize: integer("attachment_size"),
});

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull().default("General Inquiry"),
    message: text("message").notNull(),
    ...attachmentColumns(),
    status: text("status").notNull().default("open"),
    /** When the parent last opened the thread: a staff reply after it is a new reply to them. */
    parentSeenAt: timestamp("parent_seen_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_messages_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("support_messages_status_created_at_idx").on(t.status, t.createdAt.desc()),
  ],
);

export const supportReplies = pgTable(
  "support_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    ...attachmentColumns(),
    /** The reply form's one-time key: a double click or a retried post sends one reply and one email. */
    idempotencyKey: uuid("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_replies_message_id_created_at_idx").on(t.messageId, t.createdAt),
    uniqueIndex("support_replies_idempotency_key_idx").on(t.idempotencyKey),
  ],
);

/* ------------------------------------------------------------------ */
/* Staff inbox: public submissions, each new → handled with a note.    */
/* ------------------------------------------------------------------ */

const inboxColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  status: text("status").notNull().default("new"),
  note: text("note"),
  handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const bookingRequests = pgTable(
  "booking_requests",
  {
    ...inboxColumns(),
    serviceTitle: text("service_title").notNull(),
    name: text("name").notNull(),
    whatsapp: text("whatsapp").notNull(),
  },
  (t) => [index("booking_requests_status_created_at_idx").on(t.status, t.createdAt.desc())],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...inboxColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
  },
  (t) => [index("contact_messages_status_created_at_idx").on(t.status, t.createdAt.desc())],
);

export const workshopRegistrations = pgTable(
  "workshop_registrations",
  {
    ...inboxColumns(),
    /** The event's title when it was booked (every registration is for an event on /events). */
    workshop: text("workshop").notNull(),
    eventId: uuid("event_id").references((): AnyPgColumn => events.id, { onDelete: "cascade" }),
    /** The signed-in parent who registered, so the event joins their calendar feed. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    attendees: integer("attendees").notNull().default(1),
  },
  (t) => [
    index("workshop_registrations_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("workshop_registrations_event_id_idx").on(t.eventId),
    index("workshop_registrations_user_id_idx").on(t.userId),
  ],
);

export const storeInterest = pgTable(
  "store_interest",
  { ...inboxColumns(), email: text("email").notNull(), productId: text("product_id") },
  (t) => [index("store_interest_status_created_at_idx").on(t.status, t.createdAt.desc())],
);

/* ------------------------------------------------------------------ */
/* Enrolment: batches of at most 6, applications, trials.             */
/* ------------------------------------------------------------------ */

/** A group of children in one programme with its class days and time (Asia/Dhaka). */
export const batches = pgTable(
  "batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One of `programmes`: 'preschool', 'adventure' or 'hybrid'. */
    programme: text("programme").notNull(),
    name: text("name").notNull(),
    /** The name as Bangla readers see it; the English one (marked as English) when there is none. */
    nameBn: text("name_bn"),
    /** Weekday numbers, 0 = Sunday … 6 = Saturday; {5,6} is Friday and Saturday. */
    classDays: integer("class_days").array().notNull().default(sql`'{5,6}'::integer[]`),
    /** 'HH:MM' in Asia/Dhaka. */
    startTime: text("start_time").notNull().default("19:00"),
    endTime: text("end_time").notNull().default("20:00"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** The last class day (the preschool curriculum runs 4 months); null while open-ended. */
    endDate: date("end_date", { mode: "string" }),
    capacity: integer("capacity").notNull().default(6),
    /** Whether parents may apply (and book trials). */
    open: boolean("open").notNull().default(true),
    /** The live classes' join link (https: Zoom, Meet or Jitsi), shown only to the batch's enrolled families. */
    joinUrl: text("join_url"),
    /** The batch staff chose to continue this one's cycle (docs/product.md#the-next-cycle); its families were offered seats. */
    continuesInto: uuid("continues_into").references((): AnyPgColumn => batches.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("batches_open_start_date_idx").on(t.open, t.startDate)],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id),
    /** One of `applicationStatuses`. */
    status: text("status").notNull().default("submitted"),
    /** Preschool: the optional outdoor sessions. */
    outdoor: boolean("outdoor").notNull().default(false),
    /** The parent's notes for the teacher. */
    notes: text("notes"),
    /** Staff's note to the parent with the latest decision. */
    staffNote: text("staff_note"),
    /** The place in the queue: the waitlist is ordered by this. */
    waitlistedAt: timestamp("waitlisted_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /**
     * The place of the cycle before, when this is the offer to continue it (docs/product.md#the-next-cycle): it lapses
     * to withdrawn rather than the waitlist, and accepting it charges no admission fee again.
     */
    continuesFrom: uuid("continues_from").references((): AnyPgColumn => subscriptions.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The form's one-time key: a repeated post (double click, retry without JS) applies once. */
    idempotencyKey: uuid("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_idempotency_key_idx").on(t.idempotencyKey),
    /** A child has at most one live application per batch, whatever the race. */
    uniqueIndex("applications_live_child_batch_idx")
      .on(t.childId, t.batchId)
      .where(sql`${t.status} in ('submitted', 'accepted', 'waitlisted', 'offered')`),
    index("applications_batch_id_status_idx").on(t.batchId, t.status, t.waitlistedAt),
    index("applications_parent_id_created_at_idx").on(t.parentId, t.createdAt),
    index("applications_status_created_at_idx").on(t.status, t.createdAt),
    index("applications_status_offer_expires_at_idx").on(t.status, t.offerExpiresAt),
  ],
);

/** A free trial class booked into one class of a batch; it sits in the staff inbox (new → handled). */
export const trialBookings = pgTable(
  "trial_bookings",
  {
    ...inboxColumns(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    classStartsAt: timestamp("class_starts_at", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email"),
    childName: text("child_name").notNull(),
    childAge: integer("child_age").notNull(),
    /** The register's mark for the trial child ('present', 'late' or 'absent'); null until staff save it. */
    attendance: text("attendance"),
  },
  (t) => [
    index("trial_bookings_batch_id_class_starts_at_idx").on(t.batchId, t.classStartsAt),
    index("trial_bookings_status_created_at_idx").on(t.status, t.createdAt.desc()),
  ],
);

/* ------------------------------------------------------------------ */
/* Classes: cancellations, recordings, outdoor sessions and public    */
/* events (decision 020).                                             */
/* ------------------------------------------------------------------ */

/** One class of a batch that will not take place; its families (and trial bookers) were emailed the reason. */
export const classCancellations = pgTable(
  "class_cancellations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    classStartsAt: timestamp("class_starts_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    reasonBn: text("reason_bn"),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("class_cancellations_batch_id_class_starts_at_idx").on(t.batchId, t.classStartsAt)],
);

/** A class recording, for the batch's enrolled families only (docs/product.md#classes-and-recordings). */
export const recordings = pgTable(
  "recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleBn: text("title_bn"),
    classDate: date("class_date", { mode: "string" }).notNull(),
    /** https only; never in public pages, mails to others or the calendar feed. */
    url: text("url").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recordings_batch_id_class_date_idx").on(t.batchId, t.classDate)],
);

/** An outdoor session of a batch (2 a month), for the families whose place includes them. */
export const outdoorSessions = pgTable(
  "outdoor_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    place: text("place").notNull(),
    placeBn: text("place_bn"),
    /** What to bring, and anything else the families should know. */
    notes: text("notes"),
    notesBn: text("notes_bn"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("outdoor_sessions_batch_id_starts_at_idx").on(t.batchId, t.startsAt)],
);

/** A family's answer for one child's place: 'yes' (We'll be there) or 'no' (Can't make it). */
export const outdoorRsvps = pgTable(
  "outdoor_rsvps",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => outdoorSessions.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.subscriptionId] })],
);

/** A public workshop or outdoor adventure on /events, with a limited number of places. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One of `eventKinds`: 'workshop' or 'adventure'. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** Optional Bangla title and description (docs/product.md#languages); the English ones stand in when absent. */
    titleBn: text("title_bn"),
    description: text("description").notNull(),
    descriptionBn: text("description_bn"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Where it happens; null for an online event. */
    place: text("place"),
    placeBn: text("place_bn"),
    seats: integer("seats").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("events_starts_at_idx").on(t.startsAt)],
);

/* ------------------------------------------------------------------ */
/* Infrastructure: durable mail outbox and the staff audit log.        */
/* ------------------------------------------------------------------ */

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Template name, for logs and tests; never the content. */
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Files sent with the mail (e.g. a trial's .ics): [{ filename, contentType, content }], content as text. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_actor_id_idx").on(t.actorId),
    index("audit_log_entity_type_idx").on(t.entityType),
    // The entries about given rows, such as the refused duplicates of the transfers awaiting verification.
    index("audit_log_entity_id_idx").on(t.entityId),
  ],
);

/** Shared rate-limit counters on PostgreSQL, in the shape rate-limiter-flexible's Postgres store uses. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/* ------------------------------------------------------------------ */
/* Skills map and progress reviews (decision 023): an empty framework */
/* (areas) filled with the school's own licensed items by CSV.        */
/* ------------------------------------------------------------------ */

/** The 25 areas, A to Z without O, in our own short words; the migration that made the table fills it. */
export const skillAreas = pgTable("skill_areas", {
  letter: text("letter").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameBn: text("name_bn").notNull(),
  position: integer("position").notNull(),
});

/** One CSV import of items: who made it, and that they confirmed the school holds a licence for them. */
export const skillImports = pgTable(
  "skill_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importedBy: text("imported_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    rowCount: integer("row_count").notNull(),
    created: integer("created").notNull(),
    updated: integer("updated").notNull(),
    /** 'The school holds a licence for these items', ticked; an import without it is refused. */
    licenceConfirmed: boolean("licence_confirmed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("skill_imports_licence_confirmed", sql`${t.licenceConfirmed}`)],
);

/** A skill the school teaches, scored 0 to its maximum. Retired items keep their scores but leave the map. */
export const skillItems = pgTable(
  "skill_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'C12': unique; a re-import updates the item with the same code. */
    code: text("code").notNull().unique(),
    area: text("area")
      .notNull()
      .references(() => skillAreas.letter),
    /** 1, 2 or 4. */
    maxScore: integer("max_score").notNull(),
    /** What staff read when scoring (the school's licensed text). */
    staffText: text("staff_text").notNull(),
    /** What parents read, written by the school; the Bangla one is optional (the English stands in). */
    parentTextEn: text("parent_text_en").notNull(),
    parentTextBn: text("parent_text_bn"),
    active: boolean("active").notNull().default(true),
    /** An invented item of the demo data, never a protocol's. */
    demo: boolean("demo").notNull().default(false),
    importId: uuid("import_id").references(() => skillImports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("skill_items_area_active_idx").on(t.area, t.active),
    check("skill_items_max_score", sql`${t.maxScore} in (1, 2, 4)`),
  ],
);

/** One round of scoring for one child: a baseline or a review, on a date. */
export const skillAssessments = pgTable(
  "skill_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** One of `assessmentKinds`: 'baseline' or 'review'. */
    kind: text("kind").notNull(),
    assessedOn: date("assessed_on", { mode: "string" }).notNull(),
    assessorId: text("assessor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("skill_assessments_child_round_idx").on(t.childId, t.kind, t.assessedOn)],
);

/** One item's score in one round: a double save is one row. */
export const skillScores = pgTable(
  "skill_scores",
  {
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => skillAssessments.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => skillItems.id),
    score: integer("score").notNull(),
    /** Staff's note; never shown to parents. */
    note: text("note"),
    scoredBy: text("scored_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.itemId] }),
    index("skill_scores_item_id_idx").on(t.itemId),
    check("skill_scores_score", sql`${t.score} between 0 and 4`),
  ],
);

/** A child's current goal on one item, with the date of each step it reached. */
export const skillTargets = pgTable(
  "skill_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => skillItems.id),
    /** One of `targetStatuses`. */
    status: text("status").notNull(),
    plannedAt: timestamp("planned_at", { withTimezone: true }),
    teachingAt: timestamp("teaching_at", { withTimezone: true }),
    masteredAt: timestamp("mastered_at", { withTimezone: true }),
    maintenanceAt: timestamp("maintenance_at", { withTimezone: true }),
    setBy: text("set_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("skill_targets_child_item_idx").on(t.childId, t.itemId)],
);

/** Staff's review of a child's cycle; frozen (snapshot) when published, then acknowledged by the parent. */
export const progressReviews = pgTable(
  "progress_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    cycleStart: date("cycle_start", { mode: "string" }).notNull(),
    cycleEnd: date("cycle_end", { mode: "string" }).notNull(),
    summary: text("summary").notNull(),
    areaComments: jsonb("area_comments").$type<AreaComments>().notNull().default({}),
    writtenBy: text("written_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    /** The skills map and targets as they stood at publication; later scores never change it. */
    snapshot: jsonb("snapshot").$type<ReviewSnapshot>(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("progress_reviews_child_cycle_idx").on(t.childId, t.cycleStart),
    index("progress_reviews_child_published_idx").on(t.childId, t.publishedAt),
  ],
);

/* ------------------------------------------------------------------ */
/* Consents (docs/product.md#consents, decision 026).                  */
/* ------------------------------------------------------------------ */

/** A family's agreement to the outdoor policy for one child and one term, under one version of the policy text. */
export const outdoorConsents = pgTable(
  "outdoor_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** The calendar term, 'YYYY-T1' to 'YYYY-T3' (app/lib/consents.ts). */
    term: text("term").notNull(),
    policyVersion: integer("policy_version").notNull(),
    agreedBy: text("agreed_by").references(() => users.id, { onDelete: "set null" }),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("outdoor_consents_child_term_version_idx").on(t.childId, t.term, t.policyVersion)],
);

/**
 * Each change of a child's photo and video choice for one use ('internal' or 'promotional'): rows are only ever added,
 * and the latest per child and use is the choice in force. No row means no.
 */
export const mediaConsents = pgTable(
  "media_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    use: text("use").notNull(),
    granted: boolean("granted").notNull(),
    /** 'registration', 'profile' or 'migrated' (the account's single flag before choices per child). */
    source: text("source").notNull(),
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_consents_child_use_created_idx").on(t.childId, t.use, t.createdAt),
    check("media_consents_use", sql`${t.use} in ('internal', 'promotional')`),
  ],
);

/* ------------------------------------------------------------------ */
/* Home practice (decision 025): activities staff write, assigned to  */
/* children for a week, logged by parents once a day per activity.    */
/* ------------------------------------------------------------------ */

/** An activity of the school's library, each text with an optional Bangla twin. Retired ones can't be assigned. */
export const practiceActivities = pgTable("practice_activities", {
  id: uuid("id").primaryKey().defaultRandom(),
  titleEn: text("title_en").notNull(),
  titleBn: text("title_bn"),
  materialsEn: text("materials_en").notNull(),
  materialsBn: text("materials_bn"),
  stepsEn: text("steps_en").notNull(),
  stepsBn: text("steps_bn"),
  lookForEn: text("look_for_en").notNull(),
  lookForBn: text("look_for_bn"),
  /** A recording or a video, https only. */
  link: text("link"),
  active: boolean("active").notNull().default(true),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The items of the skills map an activity practises. */
export const practiceActivitySkills = pgTable(
  "practice_activity_skills",
  {
    activityId: uuid("activity_id")
      .notNull()
      .references(() => practiceActivities.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => skillItems.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.itemId] })],
);

/** An activity given to one child for one week (starting on a Sunday); at most 3 per child per week. */
export const practiceAssignments = pgTable(
  "practice_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    activityId: uuid("activity_id")
      .notNull()
      .references(() => practiceActivities.id),
    /** The batch it was assigned from: its page shows the week's log. */
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("practice_assignments_child_week_activity_idx").on(t.childId, t.weekStart, t.activityId),
    index("practice_assignments_batch_week_idx").on(t.batchId, t.weekStart),
    check("practice_assignments_sunday", sql`extract(dow from ${t.weekStart}) = 0`),
  ],
);

/** What a parent logged for an assignment on one day: one row per day, a second tap changes it. */
export const practiceLogs = pgTable(
  "practice_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** One of `practiceOutcomes`: 'done', 'helped' or 'not-yet'. */
    outcome: text("outcome").notNull(),
    note: text("note"),
    loggedBy: text("logged_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("practice_logs_assignment_day_idx").on(t.assignmentId, t.day),
    index("practice_logs_day_idx").on(t.day),
    check("practice_logs_outcome", sql`${t.outcome} in ('done', 'helped', 'not-yet')`),
  ],
);

/** The weekly email, one row per family and week: the row commits with the mail, so it goes once. */
export const practiceWeekMails = pgTable(
  "practice_week_mails",
  {
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.weekStart] })],
);

/* ------------------------------------------------------------------ */
/* Attendance (decision 024): one row per child and class of a batch,  */
/* made by the first of a join click, a "Can't attend" or the register. */
/* ------------------------------------------------------------------ */

/** One child at one class of a batch (its Dhaka date: a batch has at most one class a day). */
export const attendance = pgTable(
  "attendance",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    classDate: date("class_date", { mode: "string" }).notNull(),
    /** The family's first 'Join Class' click for this class; later clicks leave it. */
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    /** The parent said "Can't attend" before the class; null when they took it back. */
    cantAttendAt: timestamp("cant_attend_at", { withTimezone: true }),
    /** One of `attendanceMarks`, once staff have saved the register. */
    mark: text("mark"),
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.classDate, t.childId] }),
    /** A place's marks newest first (families to call), and a child's month (the dashboard). */
    index("attendance_child_id_batch_id_class_date_idx").on(t.childId, t.batchId, t.classDate),
    index("attendance_class_date_idx").on(t.classDate),
  ],
);

/* ------------------------------------------------------------------ */
/* Families (decision 027): the owner's account holds the children    */
/* and everything hanging off them; members see it through the owner. */
/* ------------------------------------------------------------------ */

/** A family, named by its owner: every record of the family carries the owner's id as its `parent_id`/`user_id`. */
export const families = pgTable("families", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: text("owner_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Who belongs to a family and as what; a person belongs to one family at most. The owner is a member too. */
export const familyMembers = pgTable(
  "family_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_members_family_id_idx").on(t.familyId),
    check("family_members_role", sql`${t.role} in ('owner', 'full', 'view-pay')`),
  ],
);

/**
 * An invitation to join a family, valid for 7 days; only the hash of its token is kept. Accepted, withdrawn and
 * expired ones stay as the family's history.
 */
export const familyInvitations = pgTable(
  "family_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_invitations_family_id_created_at_idx").on(t.familyId, t.createdAt),
    check("family_invitations_role", sql`${t.role} in ('full', 'view-pay')`),
  ],
);
