/**
 * Every status, role and kind the database stores, in one place. db/schema.ts and the form schemas both read these,
 * so adding a status is a one-line change. Plain constants: safe for the browser.
 */

export const roles = ["parent", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

/**
 * The dashboard's badges name these (docs/product.md#parent-dashboard); active reads green, inactive and cancelled red,
 * pending neutral.
 */
export const subscriptionStatuses = ["active", "pending", "inactive", "cancelled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentMethods = ["cash", "bkash", "nagad", "bank_transfer", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * An invoice (docs/product.md#money-and-payments): due → pending_verification (a transfer was submitted) → paid; staff
 * may void a due one. 'Overdue' is not stored: it is a due invoice past its due date.
 */
export const invoiceStatuses = ["due", "pending_verification", "paid", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Invoices a parent can still pay (or has paid and awaits verification): they are open. */
export const openInvoiceStatuses = ["due", "pending_verification"] as const;

/** A parent's mobile-money transfer awaiting staff's check against the statement. */
export const transferStatuses = ["pending", "approved", "rejected"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const currencies = ["BDT", "USD"] as const;
export type Currency = (typeof currencies)[number];

export const supportStatuses = ["open", "in_progress", "closed"] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** Public submissions gathered in the staff inbox; each starts new and is marked handled. */
export const inboxKinds = ["booking", "contact", "workshop", "store", "trial"] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxStatuses = ["new", "handled"] as const;

/** What a public event on /events is (docs/product.md#events). */
export const eventKinds = ["workshop", "adventure"] as const;
export type EventKind = (typeof eventKinds)[number];

/** A family's answer to an outdoor session. */
export const rsvpAnswers = ["yes", "no"] as const;
export type RsvpAnswer = (typeof rsvpAnswers)[number];
export type InboxStatus = (typeof inboxStatuses)[number];

/** What an audit entry is about; the log filters by these. */
export const auditEntityTypes = [
  "inbox",
  "support",
  "subscription",
  "payment",
  "user",
  "batch",
  "application",
  "invoice",
  "event",
  "skills",
  "review",
  "attendance",
  "family",
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** The three programmes a batch belongs to (docs/product.md#programmes-and-ages). */
export const programmes = ["preschool", "adventure", "hybrid"] as const;
export type Programme = (typeof programmes)[number];

/**
 * An application's life (docs/product.md#applications-and-the-waitlist): submitted → accepted, waitlisted or declined;
 * waitlisted → offered → accepted, or back to waitlisted when the offer lapses; withdrawn by the parent, cancelled by
 * staff.
 */
export const applicationStatuses = [
  "submitted",
  "accepted",
  "waitlisted",
  "offered",
  "declined",
  "withdrawn",
  "cancelled",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Statuses that are still in play: a child has at most one of these per batch. */
export const liveApplicationStatuses = ["submitted", "accepted", "waitlisted", "offered"] as const;

/** Statuses that hold one of a batch's seats. */
export const seatHoldingStatuses = ["accepted", "offered"] as const;

/** Whether `value` is one of `list` (for query parameters and other untyped input). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/**
 * The skills map (docs/product.md#skills-map-and-progress-reviews): a round of scoring is a baseline or a review; an
 * item's maximum score is 1, 2 or 4; a target moves planned → teaching → mastered → maintenance.
 */
export const assessmentKinds = ["baseline", "review"] as const;
export type AssessmentKind = (typeof assessmentKinds)[number];

export const skillMaxScores = [1, 2, 4] as const;
export type SkillMaxScore = (typeof skillMaxScores)[number];

export const targetStatuses = ["planned", "teaching", "mastered", "maintenance"] as const;
export type TargetStatus = (typeof targetStatuses)[number];

/** A child's mark on a class register (docs/product.md#attendance). */
export const attendanceMarks = ["present", "late", "absent"] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

/**
 * A member's role in a family (docs/product.md#families): the owner does everything, including inviting and removing
 * members; 'full' does everything but members; 'view-pay' sees everything, pays invoices and logs home practice.
 */
export const familyRoles = ["owner", "full", "view-pay"] as const;
export type FamilyRole = (typeof familyRoles)[number];

/** The roles an invitation can offer: a family has exactly one owner. */
export const invitedRoles = ["full", "view-pay"] as const;
export type InvitedRole = (typeof invitedRoles)[number];
