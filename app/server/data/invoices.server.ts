import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { dhakaIsoDate, formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { sumPoisha } from "~/lib/money";
import type { OneOffInvoiceInput } from "~/lib/schemas/payment";
import { billing } from "~/lib/site-config";
import type { InvoiceStatus } from "~/lib/statuses";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { enqueueFamilyMail } from "../mail/family-mail.server";
import { kickMailWorker } from "../mail/outbox.server";
import { invoiceOverdueMail, invoiceReminderMail } from "../mail/templates/billing-parent.server";
import { writeAudit } from "./audit.server";
import { lockSeries, takeNumber } from "./document-numbers.server";

/**
 * Invoices (decision 018): numbered without gaps, in exact poisha, each made at most once per idempotency key; what
 * parents and staff read of them, staff's one-off invoices and voids, and the billing job's reminders. What a place
 * is invoiced, and when, is in `place-billing.server.ts`.
 */

const inv = schema.invoices;
const items = schema.invoiceItems;

export type InvoiceLine = { description: string; amountPoisha: number };

export type NewInvoice = {
  parentId: string;
  childId: string | null;
  subscriptionId?: string | null;
  periodMonth?: string | null;
  dueDate: string;
  lines: InvoiceLine[];
  /** Makes the invoice once: a second call with the same key returns the first invoice. */
  idempotencyKey: string;
  /** Staff who raised it, the parent who renewed, or null for the billing job. */
  actorId: string | null;
};

export type CreatedInvoice = { id: string; number: string; totalPoisha: number; created: boolean };

/** Creates an invoice with the next number, unless one was already made for its key. Pass the caller's transaction. */
export async function createInvoice(tx: DbOrTx, invoice: NewInvoice, now: Date): Promise<CreatedInvoice> {
  const series = await lockSeries(tx, "INV", now);
  const [existing] = await tx
    .select({ id: inv.id, number: inv.number, totalPoisha: inv.totalPoisha })
    .from(inv)
    .where(eq(inv.idempotencyKey, invoice.idempotencyKey));
  if (existing) return { ...existing, created: false };
  const number = await takeNumber(tx, series);
  const totalPoisha = sumPoisha(invoice.lines.map((line) => line.amountPoisha));
  const [row] = await tx
    .insert(inv)
    .values({
      number,
      parentId: invoice.parentId,
      childId: invoice.childId,
      subscriptionId: invoice.subscriptionId ?? null,
      periodMonth: invoice.periodMonth ?? null,
      totalPoisha,
      dueDate: invoice.dueDate,
      idempotencyKey: invoice.idempotencyKey,
      createdBy: invoice.actorId,
      createdAt: now,
    })
    .returning({ id: inv.id });
  await tx.insert(items).values(invoice.lines.map((line, position) => ({ invoiceId: row!.id, position, ...line })));
  await writeAudit(tx, {
    actorId: invoice.actorId,
    action: "invoice.create",
    entityType: "invoice",
    entityId: row!.id,
    after: {
      number,
      parentId: invoice.parentId,
      subscriptionId: invoice.subscriptionId ?? null,
      periodMonth: invoice.periodMonth ?? null,
      totalPoisha,
      dueDate: invoice.dueDate,
    },
  });
  return { id: row!.id, number, totalPoisha, created: true };
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

export type InvoiceView = {
  id: string;
  number: string;
  status: InvoiceStatus;
  /** A due invoice past its due date. */
  overdue: boolean;
  totalPoisha: number;
  currency: string;
  dueDate: string;
  childName: string | null;
  lines: InvoiceLine[];
  voidReason: string | null;
  paymentId: string | null;
  paidAt: Date | null;
  /** The newest rejection of a transfer for it, while it is due again: the parent reads why. */
  rejectedBecause: string | null;
};

const invoiceColumns = {
  id: inv.id,
  number: inv.number,
  status: inv.status,
  totalPoisha: inv.totalPoisha,
  currency: inv.currency,
  dueDate: inv.dueDate,
  childName: schema.children.name,
  voidReason: inv.voidReason,
  paymentId: inv.paymentId,
  paidAt: inv.paidAt,
  parentId: inv.parentId,
};

/** Invoices with their lines and, for due ones, the latest rejection's reason. */
async function withDetails(rows: Array<Omit<InvoiceView, "lines" | "overdue" | "rejectedBecause">>, now: Date) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, rejections] = await Promise.all([
    db
      .select({ invoiceId: items.invoiceId, description: items.description, amountPoisha: items.amountPoisha })
      .from(items)
      .where(inArray(items.invoiceId, ids))
      .orderBy(asc(items.invoiceId), asc(items.position)),
    db
      .select({ invoiceId: schema.transferInvoices.invoiceId, reason: schema.transfers.rejectReason })
      .from(schema.transferInvoices)
      .innerJoin(schema.transfers, eq(schema.transfers.id, schema.transferInvoices.transferId))
      .where(and(inArray(schema.transferInvoices.invoiceId, ids), eq(schema.transfers.status, "rejected")))
      .orderBy(desc(schema.transfers.decidedAt)),
  ]);
  const today = dhakaIsoDate(now);
  return rows.map((row) => ({
    ...row,
    overdue: row.status === "due" && row.dueDate < today,
    lines: lines
      .filter((line) => line.invoiceId === row.id)
      .map(({ description, amountPoisha }) => ({ description, amountPoisha })),
    rejectedBecause: row.status === "due" ? (rejections.find((r) => r.invoiceId === row.id)?.reason ?? null) : null,
  }));
}

const statusOrder = sql`case ${inv.status} when 'due' then 0 when 'pending_verification' then 1 when 'paid' then 2 else 3 end`;

/** A parent's invoices: open ones first (earliest due first), then paid and void ones, newest first. */
export async function listParentInvoices(parentId: string, now = new Date()): Promise<InvoiceView[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(inv)
    .leftJoin(schema.children, eq(schema.children.id, inv.childId))
    .where(eq(inv.parentId, parentId))
    .orderBy(
      statusOrder,
      sql`case when ${inv.status} in ('due', 'pending_verification') then ${inv.dueDate} end asc`,
      desc(inv.createdAt),
    );
  return withDetails(rows as Array<Omit<InvoiceView, "lines" | "overdue" | "rejectedBecause">>, now);
}

/** One of the parent's invoices; null when it is not theirs. */
export async function getParentInvoice(parentId: string, invoiceId: string, now = new Date()) {
  if (!isUuid(invoiceId)) return null;
  const rows = await db
    .select(invoiceColumns)
    .from(inv)
    .leftJoin(schema.children, eq(schema.children.id, inv.childId))
    .where(and(eq(inv.id, invoiceId), eq(inv.parentId, parentId)));
  const [invoice] = await withDetails(rows as Array<Omit<InvoiceView, "lines" | "overdue" | "rejectedBecause">>, now);
  return invoice ?? null;
}

/** What the parent owes: the total of due invoices, the earliest due date, and how many are overdue. */
export async function amountDue(parentId: string, now = new Date()) {
  const today = dhakaIsoDate(now);
  const [row] = await db
    .select({
      totalPoisha: sql<string | null>`sum(${inv.totalPoisha})`,
      firstDue: sql<string | null>`min(${inv.dueDate})`,
      overdue: sql<number>`count(*) filter (where ${inv.dueDate} < ${today})`,
      count: sql<number>`count(*)`,
    })
    .from(inv)
    .where(and(eq(inv.parentId, parentId), eq(inv.status, "due")));
  const count = Number(row?.count ?? 0);
  return {
    count,
    totalPoisha: Number(row?.totalPoisha ?? 0),
    firstDue: row?.firstDue ?? null,
    overdue: Number(row?.overdue ?? 0),
  };
}

/* ------------------------------------------------------------------ */
/* Staff                                                               */
/* ------------------------------------------------------------------ */

/** A family's invoices for staff, with the family checked: null when the parent does not exist. */
export async function listInvoicesForParent(parentId: string, now = new Date()) {
  const [parent] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, parentId));
  if (!parent) return null;
  return listParentInvoices(parentId, now);
}

/** Staff raise a one-off invoice (an adventure session, say), once per form key; null when the family or child is unknown. */
export async function createOneOffInvoice(actorId: string, parentId: string, input: OneOffInvoiceInput, now: Date) {
  return db.transaction(async (tx) => {
    const [parent] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, parentId));
    if (!parent) return null;
    if (input.childId) {
      if (!isUuid(input.childId)) return null;
      const [child] = await tx
        .select({ id: schema.children.id })
        .from(schema.children)
        .where(and(eq(schema.children.id, input.childId), eq(schema.children.parentId, parentId)));
      if (!child) return null;
    }
    return createInvoice(
      tx,
      {
        parentId,
        childId: input.childId,
        dueDate: input.dueDate,
        lines: [{ description: input.description, amountPoisha: input.amountPoisha }],
        idempotencyKey: `staff:${input.idempotencyKey}`,
        actorId,
      },
      now,
    );
  });
}

/** Staff void an unpaid invoice with a reason. 'not-due' when it is awaiting verification, paid or void already. */
export async function voidInvoice(actorId: string, parentId: string, invoiceId: string, reason: string, now: Date) {
  if (!isUuid(invoiceId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: inv.status, number: inv.number })
      .from(inv)
      .where(and(eq(inv.id, invoiceId), eq(inv.parentId, parentId)))
      .for("update");
    if (!row) return "missing" as const;
    if (row.status !== "due") return "not-due" as const;
    await tx
      .update(inv)
      .set({ status: "void", voidReason: reason, voidedBy: actorId, voidedAt: now, updatedAt: now })
      .where(eq(inv.id, invoiceId));
    await writeAudit(tx, {
      actorId,
      action: "invoice.void",
      entityType: "invoice",
      entityId: invoiceId,
      before: { number: row.number, status: row.status },
      after: { status: "void", reason },
    });
    return "voided" as const;
  });
}

/* ------------------------------------------------------------------ */
/* Reminders                                                           */
/* ------------------------------------------------------------------ */

/**
 * The billing job's reminders, each at most once per invoice: one `reminderDaysBefore` days before it is due, and one
 * when it becomes overdue. The row is claimed by setting its timestamp in the same statement that finds it, so two
 * instances never send the same reminder; the mail goes through the outbox in that transaction.
 */
export async function sendInvoiceReminders(now: Date) {
  const today = dhakaIsoDate(now);
  const soon = addDays(today, billing.reminderDaysBefore);
  let sent = 0;
  for (const kind of ["reminder", "overdue"] as const) {
    const column = kind === "reminder" ? inv.reminderSentAt : inv.overdueNoticeSentAt;
    const window =
      kind === "reminder"
        ? and(lte(inv.dueDate, soon), sql`${inv.dueDate} >= ${today}`)
        : sql`${inv.dueDate} < ${today}`;
    const candidates = await db
      .select({ id: inv.id })
      .from(inv)
      .where(and(eq(inv.status, "due"), isNull(column), window));
    for (const { id } of candidates) {
      const mailed = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(inv)
          .set(kind === "reminder" ? { reminderSentAt: now } : { overdueNoticeSentAt: now })
          .where(and(eq(inv.id, id), eq(inv.status, "due"), isNull(column)))
          .returning({ id: inv.id });
        if (!claimed) return false;
        const facts = await reminderFacts(tx, id, now);
        const mail = kind === "reminder" ? invoiceReminderMail : invoiceOverdueMail;
        await enqueueFamilyMail(facts.parentId, (member) => mail({ ...facts, parentName: member.name }), tx);
        return true;
      });
      if (mailed) sent++;
    }
  }
  if (sent) kickMailWorker();
  return sent;
}

async function reminderFacts(tx: DbOrTx, invoiceId: string, now: Date) {
  const [row] = await tx
    .select({
      parentId: inv.parentId,
      parentEmail: schema.users.email,
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      id: inv.id,
      number: inv.number,
      totalPoisha: inv.totalPoisha,
      dueDate: inv.dueDate,
      childName: schema.children.name,
    })
    .from(inv)
    .innerJoin(schema.users, eq(schema.users.id, inv.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, inv.parentId))
    .leftJoin(schema.children, eq(schema.children.id, inv.childId))
    .where(eq(inv.id, invoiceId));
  return { ...row!, dueDateText: formatLongDate(row!.dueDate), today: dhakaIsoDate(now) };
}
