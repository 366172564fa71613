import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { addDays, firstDayOf, lastDayOf, monthOf, nextMonth } from "~/lib/dates";
import { dhakaIsoDate, formatLongDate, formatMonth } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { sumPoisha, toPoisha } from "~/lib/money";
import type { OneOffInvoiceInput } from "~/lib/schemas/payment";
import { billing, enrolment } from "~/lib/site-config";
import { type InvoiceStatus, isOneOf, openInvoiceStatuses, type Programme } from "~/lib/statuses";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { enqueueMail, enqueueStaffMail, kickMailWorker } from "../mail/outbox.server";
import { invoiceOverdueMail, invoiceReminderMail } from "../mail/templates/billing-parent.server";
import { placeEndingStaffMail } from "../mail/templates/billing-staff.server";
import { writeAudit } from "./audit.server";
import { lockSeries, takeNumber } from "./document-numbers.server";

/**
 * Invoices (issue 15; PRODUCT 31-35): numbered without gaps, in exact poisha, each made at most once per idempotency
 * key. A place is invoiced its admission and first month when it is accepted, then each month 7 days before its
 * billed period ends (the billing job), or at once when the parent renews.
 */

const inv = schema.invoices;
const items = schema.invoiceItems;
const subs = schema.subscriptions;

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
/* A place's fees                                                      */
/* ------------------------------------------------------------------ */

/** A month's lines for a place, from site config (PRODUCT 32); none for a programme billed per session. */
export function monthlyLines(programme: Programme, planId: string | null, month: string): InvoiceLine[] {
  // Stored on the invoice in English, whichever language the request that bills it speaks; pages translate it.
  const when = formatMonth(month, "en");
  if (programme === "preschool") {
    const { fees, outdoorPlanId } = enrolment.programmes.preschool;
    return [
      { description: `Monthly fee, ${when}`, amountPoisha: toPoisha(fees.monthly) },
      ...(planId === outdoorPlanId
        ? [{ description: `Outdoor sessions, ${when}`, amountPoisha: toPoisha(fees.outdoorMonthly) }]
        : []),
    ];
  }
  if (programme === "hybrid") {
    const { fees } = enrolment.programmes.hybrid;
    return [{ description: `Monthly fee, outdoor sessions included, ${when}`, amountPoisha: toPoisha(fees.monthly) }];
  }
  return [];
}

const admissionFee = (programme: Programme) => {
  const { fees } = enrolment.programmes[programme];
  return "admission" in fees ? toPoisha(fees.admission) : null;
};

type Place = {
  subscriptionId: string;
  parentId: string;
  childId: string;
  programme: Programme;
  planId: string;
  /** The subscription's start: the batch's start date, or the day it was accepted once the batch has started. */
  startDate: string;
};

/**
 * A newly accepted place's invoices (PRODUCT 31): the admission fee and the first calendar month, both due on the
 * start date, without proration. Returns the invoices made; none for a programme billed per session.
 */
export async function invoiceNewPlace(tx: DbOrTx, place: Place, actorId: string | null, now: Date) {
  const month = monthOf(place.startDate);
  const lines = monthlyLines(place.programme, place.planId, month);
  const admission = admissionFee(place.programme);
  if (lines.length === 0 || admission === null) return [];
  const common = { parentId: place.parentId, childId: place.childId, subscriptionId: place.subscriptionId, actorId };
  const made = [
    await createInvoice(
      tx,
      {
        ...common,
        dueDate: place.startDate,
        lines: [{ description: "Admission fee", amountPoisha: admission }],
        idempotencyKey: `place:${place.subscriptionId}:admission`,
      },
      now,
    ),
    await createInvoice(
      tx,
      {
        ...common,
        periodMonth: month,
        dueDate: place.startDate,
        lines,
        idempotencyKey: `monthly:${place.subscriptionId}:${month}`,
      },
      now,
    ),
  ];
  await tx
    .update(subs)
    .set({ billedThrough: lastDayOf(month) })
    .where(eq(subs.id, place.subscriptionId));
  return made;
}

type BillablePlace = {
  id: string;
  userId: string;
  childId: string | null;
  planId: string | null;
  billedThrough: string | null;
  programme: Programme;
  batchEndDate: string | null;
};

/** Locks a place's subscription with what billing needs, scoped to the parent when given. */
async function lockPlace(tx: DbOrTx, subscriptionId: string, parentId?: string) {
  if (!isUuid(subscriptionId)) return null;
  const scope = parentId ? and(eq(subs.id, subscriptionId), eq(subs.userId, parentId)) : eq(subs.id, subscriptionId);
  const [row] = await tx
    .select({
      id: subs.id,
      userId: subs.userId,
      childId: subs.childId,
      planId: subs.planId,
      status: subs.status,
      billedThrough: subs.billedThrough,
      paidThrough: subs.paidThrough,
      endsOn: subs.endsOn,
      batchId: subs.batchId,
      programme: schema.batches.programme,
      batchEndDate: schema.batches.endDate,
    })
    .from(subs)
    .leftJoin(schema.batches, eq(schema.batches.id, subs.batchId))
    .where(scope)
    .for("update", { of: subs });
  return row ?? null;
}

/** The next calendar month of a place, invoiced once (the same key for the job and Renew); null past the batch's end. */
async function invoiceFollowingMonth(tx: DbOrTx, place: BillablePlace, actorId: string | null, now: Date) {
  if (!place.billedThrough) return null;
  const month = nextMonth(monthOf(place.billedThrough));
  if (place.batchEndDate && firstDayOf(month) > place.batchEndDate) return null;
  const lines = monthlyLines(place.programme, place.planId, month);
  if (lines.length === 0) return null;
  const invoice = await createInvoice(
    tx,
    {
      parentId: place.userId,
      childId: place.childId,
      subscriptionId: place.id,
      periodMonth: month,
      dueDate: firstDayOf(month),
      lines,
      idempotencyKey: `monthly:${place.id}:${month}`,
      actorId,
    },
    now,
  );
  await tx
    .update(subs)
    .set({ billedThrough: lastDayOf(month) })
    .where(eq(subs.id, place.id));
  return invoice;
}

/**
 * The billing job's monthly run: every active place whose billed period ends within `invoiceDaysBefore` days gets the
 * next month's invoice. However often it runs, and on however many instances, each month is invoiced once: the
 * subscription row is locked, its billed period re-read, and the invoice's key is per subscription and month.
 * `parentId` limits a run to one family (the e2e fixture, whose clock must not bill anyone else).
 */
export async function invoiceNextMonths(now: Date, { parentId }: { parentId?: string } = {}) {
  const horizon = addDays(dhakaIsoDate(now), billing.invoiceDaysBefore);
  const due = await db
    .select({ id: subs.id })
    .from(subs)
    .innerJoin(schema.batches, eq(schema.batches.id, subs.batchId))
    .where(
      and(
        eq(subs.status, "active"),
        parentId ? eq(subs.userId, parentId) : undefined,
        isNull(subs.endsOn),
        isNotNull(subs.billedThrough),
        lte(subs.billedThrough, horizon),
        sql`${schema.batches.programme} <> 'adventure'`,
        or(isNull(schema.batches.endDate), sql`${subs.billedThrough} < ${schema.batches.endDate}`),
      ),
    );
  let created = 0;
  for (const { id } of due) {
    const made = await db.transaction(async (tx) => {
      const place = await lockPlace(tx, id);
      if (!place?.programme || place.status !== "active" || place.endsOn) return null;
      if (!place.billedThrough || place.billedThrough > horizon) return null;
      return invoiceFollowingMonth(tx, { ...place, programme: place.programme as Programme }, null, now);
    });
    if (made?.created) created++;
  }
  return created;
}

export type RenewResult = { ok: true; invoiceId: string; created: boolean } | { ok: false; message: string };

export const billingMessages = {
  notFound: "We could not find that subscription.",
  notRenewable: "This subscription is not billed monthly in the app. Please message us from Support to renew it.",
  ending: "This subscription is already cancelled.",
  batchEnds: "Your batch ends before next month, so there is nothing more to pay for it.",
  invoiceNotFound: "We could not find that invoice.",
} as const;

/** Renew (SPEC's button): takes the parent to the place's open invoice, or creates next month's now. */
export async function renewPlace(parentId: string, subscriptionId: string, now: Date): Promise<RenewResult> {
  return db.transaction(async (tx) => {
    const place = await lockPlace(tx, subscriptionId, parentId);
    if (!place) return { ok: false as const, message: billingMessages.notFound };
    if (!place.programme || !place.billedThrough || place.programme === "adventure")
      return { ok: false as const, message: billingMessages.notRenewable };
    if (place.endsOn || place.status === "cancelled") return { ok: false as const, message: billingMessages.ending };
    const [open] = await tx
      .select({ id: inv.id })
      .from(inv)
      .where(and(eq(inv.subscriptionId, place.id), inArray(inv.status, [...openInvoiceStatuses])))
      .orderBy(asc(inv.dueDate))
      .limit(1);
    if (open) return { ok: true as const, invoiceId: open.id, created: false };
    const made = await invoiceFollowingMonth(tx, { ...place, programme: place.programme as Programme }, parentId, now);
    if (!made) return { ok: false as const, message: billingMessages.batchEnds };
    return { ok: true as const, invoiceId: made.id, created: made.created };
  });
}

/**
 * Cancel (SPEC's button): the place stays until the end of its paid period (today when nothing is paid), then the
 * billing job ends it and its seat goes to the waitlist. Unpaid invoices for after that day are voided, and staff are
 * emailed.
 */
export async function cancelPlace(parentId: string, subscriptionId: string, now: Date) {
  const result = await db.transaction(async (tx) => {
    const place = await lockPlace(tx, subscriptionId, parentId);
    if (!place?.batchId) return { ok: false as const, message: billingMessages.notFound };
    if (place.endsOn || place.status === "cancelled") return { ok: false as const, message: billingMessages.ending };
    const today = dhakaIsoDate(now);
    const endsOn = place.paidThrough && place.paidThrough >= today ? place.paidThrough : today;
    await tx.update(subs).set({ endsOn }).where(eq(subs.id, place.id));
    const voided = await voidOpenInvoices(tx, place.id, "The place was cancelled.", now, { after: endsOn });
    await writeAudit(tx, {
      actorId: parentId,
      action: "subscription.cancel-request",
      entityType: "subscription",
      entityId: place.id,
      before: { status: place.status, paidThrough: place.paidThrough },
      after: { endsOn, voidedInvoices: voided },
    });
    const facts = await placeFacts(tx, place.id);
    await enqueueStaffMail(placeEndingStaffMail({ ...facts, endsOn }), tx);
    return { ok: true as const, endsOn };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/** The last day a place would stay if the parent cancelled now: the end of its paid period, or today. */
export function placeStaysUntil(paidThrough: string | null, now: Date) {
  const today = dhakaIsoDate(now);
  return paidThrough && paidThrough >= today ? paidThrough : today;
}

async function placeFacts(tx: DbOrTx, subscriptionId: string) {
  const [row] = await tx
    .select({
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      parentEmail: schema.users.email,
      childName: schema.children.name,
      batchName: schema.batches.name,
      batchId: schema.batches.id,
    })
    .from(subs)
    .innerJoin(schema.users, eq(schema.users.id, subs.userId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, subs.userId))
    .leftJoin(schema.children, eq(schema.children.id, subs.childId))
    .leftJoin(schema.batches, eq(schema.batches.id, subs.batchId))
    .where(eq(subs.id, subscriptionId));
  return {
    parentName: row!.parentName,
    parentEmail: row!.parentEmail,
    childName: row!.childName ?? "Your child",
    batchName: row!.batchName ?? "",
    batchId: row!.batchId,
  };
}

/**
 * Voids a place's unpaid ('due') invoices when it is given up: all of them, or with `after`, those for months after
 * that day (an admission fee goes too when nothing was paid). Invoices awaiting verification are left for staff.
 */
export async function voidOpenInvoices(
  tx: DbOrTx,
  subscriptionId: string,
  reason: string,
  now: Date,
  { after }: { after?: string } = {},
) {
  const [place] = await tx.select({ paidThrough: subs.paidThrough }).from(subs).where(eq(subs.id, subscriptionId));
  const scope = after
    ? or(sql`${inv.periodMonth} > ${monthOf(after)}`, place?.paidThrough ? sql`false` : isNull(inv.periodMonth))
    : undefined;
  const rows = await tx
    .update(inv)
    .set({ status: "void", voidReason: reason, voidedAt: now, updatedAt: now })
    .where(and(eq(inv.subscriptionId, subscriptionId), eq(inv.status, "due"), scope))
    .returning({ id: inv.id, number: inv.number });
  return rows.map((row) => row.number);
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
        await enqueueMail(
          facts.parentEmail,
          kind === "reminder" ? invoiceReminderMail(facts) : invoiceOverdueMail(facts),
          tx,
        );
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

/** Whether an invoice status still awaits money. */
export const isOpenInvoice = (status: string) => isOneOf(openInvoiceStatuses, status);
