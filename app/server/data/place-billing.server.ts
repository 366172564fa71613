import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { addDays, firstDayOf, lastDayOf, monthOf, nextMonth } from "~/lib/dates";
import type { ClassTime } from "~/lib/enrolment";
import { dueDateFrom, firstBilledMonth } from "~/lib/first-bill";
import { dhakaIsoDate, formatMonth } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { placeVoidReasons } from "~/lib/invoice-lines";
import { toPoisha } from "~/lib/money";
import type { PlaceRefusal } from "~/lib/refusals/place-billing";
import { billing, enrolment } from "~/lib/site-config";
import { openInvoiceStatuses, type Programme } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../db.server";
import { enqueueStaffMail, kickMailWorker } from "../mail/outbox.server";
import { placeEndingStaffMail } from "../mail/templates/billing-staff.server";
import { writeAudit } from "./audit.server";
import { type BatchSchedule, firstClassOf, outdoorSessionLeft } from "./first-bill.server";
import { type CreatedInvoice, createInvoice, type InvoiceLine } from "./invoices.server";
import { siblingDiscountFor } from "./sibling-discount.server";

/**
 * A place's billing (decision 018): its admission fee and first month when it is accepted, each following month
 * 7 days before its billed period ends (the billing job) or at once when the parent renews, and its end when the
 * parent cancels.
 */

const inv = schema.invoices;
const subs = schema.subscriptions;

/**
 * A month's fee lines for a place, from site config (a sibling discount is added apart); none for a programme billed
 * per session. `outdoorLeft: false` (a
 * month under way with no outdoor session left) drops the preschool's outdoor fee; the hybrid's fee includes them.
 */
export function monthlyLines(
  programme: Programme,
  planId: string | null,
  month: string,
  { outdoorLeft = true }: { outdoorLeft?: boolean } = {},
): InvoiceLine[] {
  // Stored on the invoice in English, whichever language the request that bills it speaks; pages translate it.
  const when = formatMonth(month, "en");
  if (programme === "preschool") {
    const { fees, outdoorPlanId } = enrolment.programmes.preschool;
    return [
      { description: `Monthly fee, ${when}`, amountPoisha: toPoisha(fees.monthly) },
      ...(planId === outdoorPlanId && outdoorLeft
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
  batch: BatchSchedule;
  /** The family continues from the cycle before (docs/product.md#the-next-cycle): no admission fee again. */
  continuing?: boolean;
};

/** What a new place's first bill says: the child's first class, what is due in all and by when. */
export type FirstBill = {
  invoices: CreatedInvoice[];
  firstClass: ClassTime | null;
  /** The first month billed, 'YYYY-MM'; null when the batch ends before it or nothing is billed monthly. */
  month: string | null;
  totalPoisha: number;
  dueDate: string | null;
};

/**
 * A newly accepted place's invoices (docs/product.md#fees-and-billing): the admission fee and its first month, the
 * month of the child's first class, or the next month when that class falls after the 15th, without proration and
 * without the outdoor fee when that month has no outdoor session left. Both are due on the start date, and never
 * sooner than `minDaysToPay` days after acceptance. None for a programme billed per session.
 */
export async function invoiceNewPlace(tx: DbOrTx, place: Place, actorId: string | null, now: Date): Promise<FirstBill> {
  const firstClass = await firstClassOf(tx, place.batch, now);
  const admission = admissionFee(place.programme);
  const nothing = { invoices: [], firstClass, month: null, totalPoisha: 0, dueDate: null };
  // Only the programme billed per session has no admission fee, and no month to bill either.
  if (admission === null) return nothing;
  const month = firstBilledMonth(firstClass?.date ?? place.startDate);
  const billsMonth = !place.batch.endDate || firstDayOf(month) <= place.batch.endDate;
  const outdoorLeft = await outdoorSessionLeft(tx, place.batch.id, month, now);
  const lines = billsMonth ? monthlyLines(place.programme, place.planId, month, { outdoorLeft }) : [];
  const sibling = lines.length > 0 ? await siblingDiscountFor(tx, place, month, lines) : null;
  if (sibling) lines.push(sibling);
  const dueDate = dueDateFrom(dhakaIsoDate(now), place.startDate);
  const common = { parentId: place.parentId, childId: place.childId, subscriptionId: place.subscriptionId, actorId };
  const invoices = place.continuing
    ? []
    : [
        await createInvoice(
          tx,
          {
            ...common,
            dueDate,
            lines: [{ description: "Admission fee", amountPoisha: admission }],
            idempotencyKey: `place:${place.subscriptionId}:admission`,
          },
          now,
        ),
      ];
  if (lines.length > 0)
    invoices.push(
      await createInvoice(
        tx,
        { ...common, periodMonth: month, dueDate, lines, idempotencyKey: `monthly:${place.subscriptionId}:${month}` },
        now,
      ),
    );
  await tx
    .update(subs)
    .set({ billedThrough: lastDayOf(month) })
    .where(eq(subs.id, place.subscriptionId));
  const totalPoisha = invoices.reduce((sum, invoice) => sum + invoice.totalPoisha, 0);
  return { invoices, firstClass, month: billsMonth ? month : null, totalPoisha, dueDate };
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
  const sibling = await siblingDiscountFor(
    tx,
    { subscriptionId: place.id, parentId: place.userId, childId: place.childId },
    month,
    lines,
  );
  if (sibling) lines.push(sibling);
  const invoice = await createInvoice(
    tx,
    {
      parentId: place.userId,
      childId: place.childId,
      subscriptionId: place.id,
      periodMonth: month,
      dueDate: dueDateFrom(dhakaIsoDate(now), firstDayOf(month)),
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

export type RenewResult = { ok: true; invoiceId: string; created: boolean } | { ok: false; reason: PlaceRefusal };
export type CancelResult = { ok: true; endsOn: string } | { ok: false; reason: "not-found" | "ending" };

/** The Subscription page's Renew: takes the parent to the place's open invoice, or creates next month's now. */
export async function renewPlace(
  parentId: string,
  subscriptionId: string,
  now: Date,
  actorId = parentId,
): Promise<RenewResult> {
  return db.transaction(async (tx) => {
    const place = await lockPlace(tx, subscriptionId, parentId);
    if (!place) return { ok: false, reason: "not-found" };
    if (!place.programme || !place.billedThrough || place.programme === "adventure")
      return { ok: false, reason: "not-renewable" };
    if (place.endsOn || place.status === "cancelled") return { ok: false, reason: "ending" };
    const [open] = await tx
      .select({ id: inv.id })
      .from(inv)
      .where(and(eq(inv.subscriptionId, place.id), inArray(inv.status, [...openInvoiceStatuses])))
      .orderBy(asc(inv.dueDate))
      .limit(1);
    if (open) return { ok: true as const, invoiceId: open.id, created: false };
    const made = await invoiceFollowingMonth(tx, { ...place, programme: place.programme as Programme }, actorId, now);
    if (!made) return { ok: false, reason: "batch-ends" };
    return { ok: true as const, invoiceId: made.id, created: made.created };
  });
}

/**
 * The Subscription page's Cancel: the place stays until the end of its paid period (today when nothing is paid),
 * then the billing job ends it and its seat goes to the waitlist. Unpaid invoices for after that day are voided, and
 * staff are emailed.
 */
export async function cancelPlace(
  parentId: string,
  subscriptionId: string,
  now: Date,
  actorId = parentId,
): Promise<CancelResult> {
  const result = await db.transaction(async (tx): Promise<CancelResult> => {
    const place = await lockPlace(tx, subscriptionId, parentId);
    if (!place?.batchId) return { ok: false, reason: "not-found" };
    if (place.endsOn || place.status === "cancelled") return { ok: false, reason: "ending" };
    const today = dhakaIsoDate(now);
    const endsOn = place.paidThrough && place.paidThrough >= today ? place.paidThrough : today;
    await tx.update(subs).set({ endsOn }).where(eq(subs.id, place.id));
    const voided = await voidOpenInvoices(tx, place.id, placeVoidReasons.cancelled, now, { after: endsOn });
    await writeAudit(tx, {
      actorId,
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
