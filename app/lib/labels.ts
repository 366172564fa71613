import { programmeLabels } from "./enrolment";
import { formatClassTime, formatMoney } from "./format";
import type { SubscriptionPlan } from "./site-config";
import type { AuditEntityType, InboxKind, Programme, Role } from "./statuses";

/** What people read for the values the database stores. Server code and components both use these. */

/** 'in_progress' → 'In progress'. */
export const statusLabel = (status: string) => {
  const words = status.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const methodLabels: Record<string, string> = {
  cash: "Cash",
  bkash: "bKash",
  nagad: "Nagad",
  bank_transfer: "Bank transfer",
  card: "Card",
};

export const paymentMethodLabel = (method: string | null) =>
  method ? (methodLabels[method] ?? statusLabel(method)) : "N/A";

export const currencyLabel = (currency: string) =>
  currency === "BDT" ? "BDT (৳)" : currency === "USD" ? "USD ($)" : currency;

export const roleLabels: Record<Role, string> = { parent: "Parent", staff: "Staff", admin: "Admin" };

export const inboxKindLabels: Record<InboxKind, string> = {
  booking: "Booking request",
  contact: "Contact message",
  workshop: "Event registration",
  store: "Store sign-up",
  trial: "Trial booking",
};

export const auditTypeLabels: Record<AuditEntityType, string> = {
  inbox: "Inbox",
  support: "Support",
  subscription: "Subscriptions",
  payment: "Payments",
  user: "Users and roles",
  batch: "Batches",
  application: "Applications",
  invoice: "Invoices",
  event: "Events",
};

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
          ["Service", s.serviceTitle],
          ["Name", s.name],
          ["WhatsApp", s.whatsapp],
        ],
      };
    case "contact":
      return {
        from: s.name,
        details: [
          ["Name", s.name],
          ["Email", s.email],
          ["Message", s.message],
        ],
      };
    case "workshop":
      return {
        from: s.name,
        details: [
          ["Event", s.workshop],
          ["Name", s.name],
          ["Phone or email", s.contact],
          ["Number attending", String(s.attendees)],
        ],
      };
    case "store":
      return {
        from: s.email,
        details: [
          ["Email", s.email],
          ["Product", s.product ?? "Any"],
        ],
      };
    case "trial":
      return {
        from: s.name,
        details: [
          ["Class", formatClassTime(s.classStartsAt, s.classEndsAt)],
          ["Batch", `${programmeLabels[s.programme] ?? s.programme} · ${s.batchName}`],
          ["Name", s.name],
          ["WhatsApp", s.whatsapp],
          ["Email", s.email ?? "Not given"],
          ["Child's name", s.childName],
          ["Child's age", String(s.childAge)],
        ],
      };
  }
}

/** 'Online Pre School — ৳2,000/month', 'Adventure Activities — from ৳1,500/session'. */
export const planLabel = (plan: SubscriptionPlan) =>
  `${plan.title} — ${plan.from ? "from " : ""}${formatMoney(plan.amount, "BDT", { whole: true })}/${plan.per}`;
