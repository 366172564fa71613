import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { programmeLabels } from "./enrolment";
import { formatClassTime, formatMoney } from "./format";
import type { Language } from "./i18n/language";
import type { SubscriptionPlan } from "./site-config";
import type { AuditEntityType, InboxKind, Programme, Role } from "./statuses";

/** What people read for the values the database stores. Server code and components both use these. */

/** The statuses the database stores, in the request's language; in English each reads as `statusLabel` spells it. */
const knownStatuses: Record<string, () => string> = {
  active: m.dash_status_active,
  pending: m.dash_status_pending,
  inactive: m.dash_status_inactive,
  cancelled: m.dash_status_cancelled,
  completed: m.dash_status_completed,
  failed: m.dash_status_failed,
  refunded: m.dash_status_refunded,
  due: m.dash_status_due,
  pending_verification: m.dash_status_pending_verification,
  paid: m.dash_status_paid,
  void: m.dash_status_void,
  approved: m.dash_status_approved,
  rejected: m.dash_status_rejected,
  open: m.dash_status_open,
  in_progress: m.dash_status_in_progress,
  closed: m.dash_status_closed,
  new: m.dash_status_new,
  handled: m.dash_status_handled,
  submitted: m.dash_status_submitted,
  accepted: m.dash_status_accepted,
  waitlisted: m.dash_status_waitlisted,
  offered: m.dash_status_offered,
  declined: m.dash_status_declined,
  withdrawn: m.dash_status_withdrawn,
};

/** 'in_progress' → 'In progress' ('চলছে' in Bangla); a status it does not know is spelled out from its value. */
export const statusLabel = (status: string) => {
  const known = Object.hasOwn(knownStatuses, status) ? knownStatuses[status] : undefined;
  if (known) return known();
  const words = status.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const methodLabels: Record<string, () => string> = {
  cash: m.dash_method_cash,
  bkash: () => "bKash",
  nagad: () => "Nagad",
  bank_transfer: m.dash_method_bank_transfer,
  card: m.dash_method_card,
};

export const paymentMethodLabel = (method: string | null) =>
  method
    ? Object.hasOwn(methodLabels, method)
      ? methodLabels[method]!()
      : statusLabel(method)
    : m.dash_not_available();

export const currencyLabel = (currency: string) =>
  currency === "BDT" ? "BDT (৳)" : currency === "USD" ? "USD ($)" : currency;

/** Labels read afresh on each use, so that they follow the request's language. */
const labelsOf = <K extends string>(messages: Record<K, () => string>): Record<K, string> => {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { get: messages[key], enumerable: true });
  }
  return labels;
};

export const roleLabels: Record<Role, string> = labelsOf({
  parent: m.dash_role_parent,
  staff: m.dash_role_staff,
  admin: m.dash_role_admin,
});

export const inboxKindLabels: Record<InboxKind, string> = labelsOf({
  booking: m.dash_inbox_booking,
  contact: m.dash_inbox_contact,
  workshop: m.dash_inbox_workshop,
  store: m.dash_inbox_store,
  trial: m.dash_inbox_trial,
});

export const auditTypeLabels: Record<AuditEntityType, string> = labelsOf({
  inbox: m.dash_audit_inbox,
  support: m.dash_audit_support,
  subscription: m.dash_audit_subscription,
  payment: m.dash_audit_payment,
  user: m.dash_audit_user,
  batch: m.dash_audit_batch,
  application: m.dash_audit_application,
  invoice: m.dash_audit_invoice,
  event: m.dash_audit_event,
  skills: m.skills_audit_skills,
  review: m.skills_audit_review,
  attendance: m.att_audit_attendance,
  family: m.family_audit_family,
});

/** A public submission as staff read it, in the inbox and in the email that announces it. */
export type Submission =
  | { kind: "booking"; serviceTitle: string; name: string; whatsapp: string }
  | { kind: "contact"; name: string; email: string; message: string }
  | { kind: "workshop"; workshop: string; name: string; contact: string; attendees: number }
  | { kind: "store"; email: string; product: string | null }
  | {
      kind: "trial";
      classStartsAt: Date;
      classEndsAt: Date;
      programme: Programme;
      batchName: string;
      name: string;
      whatsapp: string;
      email: string | null;
      childName: string;
      childAge: number;
    };

/** Who it came from, and its fields as label and value in reading order. */
export function describeSubmission(s: Submission): { from: string; details: Array<[label: string, value: string]> } {
  switch (s.kind) {
    case "booking":
      return {
        from: s.name,
        details: [
          [m.dash_field_service(), s.serviceTitle],
          [m.dash_field_name(), s.name],
          ["WhatsApp", s.whatsapp],
        ],
      };
    case "contact":
      return {
        from: s.name,
        details: [
          [m.dash_field_name(), s.name],
          [m.dash_field_email(), s.email],
          [m.dash_field_message(), s.message],
        ],
      };
    case "workshop":
      return {
        from: s.name,
        details: [
          [m.dash_field_event(), s.workshop],
          [m.dash_field_name(), s.name],
          [m.dash_field_phone_or_email(), s.contact],
          [m.dash_field_attending(), localDigits(s.attendees)],
        ],
      };
    case "store":
      return {
        from: s.email,
        details: [
          [m.dash_field_email(), s.email],
          [m.dash_field_product(), s.product ?? m.dash_field_product_any()],
        ],
      };
    case "trial":
      return {
        from: s.name,
        details: [
          [m.dash_field_class(), formatClassTime(s.classStartsAt, s.classEndsAt)],
          [m.dash_field_batch(), `${programmeLabels[s.programme] ?? s.programme} · ${s.batchName}`],
          [m.dash_field_name(), s.name],
          ["WhatsApp", s.whatsapp],
          [m.dash_field_email(), s.email ?? m.dash_field_not_given()],
          [m.dash_field_child_name(), s.childName],
          [m.dash_field_child_age(), localDigits(s.childAge)],
        ],
      };
  }
}

/** The language of the page being made (of the request on the server, of `<html lang>` in the browser). */
export const pageLanguage = (): Language => (getLocale() === "bn" ? "bn" : "en");

/** The full stop of a sentence put together from parts: '।' in Bangla. */
export const fullStop = () => (pageLanguage() === "bn" ? "।" : ".");

/** The plans' names on Bangla pages (site-config's titles are the English ones). */
const banglaPlanTitles: Record<SubscriptionPlan["id"], () => string> = {
  "preschool-monthly": () => m.dash_plan_preschool({}, { locale: "bn" }),
  "preschool-outdoor-monthly": () => m.dash_plan_preschool_outdoor({}, { locale: "bn" }),
  "adventure-session": () => m.dash_plan_adventure({}, { locale: "bn" }),
  "hybrid-monthly": () => m.dash_plan_hybrid({}, { locale: "bn" }),
};

/**
 * 'Online Pre School — ৳2,000/month', 'Adventure Activities — from ৳1,500/session'; in Bangla
 * 'অনলাইন প্রি-স্কুল — প্রতি মাস ৳২,০০০', 'অ্যাডভেঞ্চার অ্যাক্টিভিটি — প্রতি সেশন ৳১,৫০০ থেকে শুরু'.
 */
export const planLabel = (plan: SubscriptionPlan) => {
  const title = pageLanguage() === "bn" ? banglaPlanTitles[plan.id]() : plan.title;
  const amount = formatMoney(plan.amount, "BDT", { whole: true });
  const per = plan.per === "month" ? m.dash_plan_per_month() : m.dash_plan_per_session();
  return plan.from ? m.dash_plan_label_from({ title, amount, per }) : m.dash_plan_label({ title, amount, per });
};
