import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type ClassTime, upcomingClassTimes } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import type { BatchInput } from "~/lib/schemas/batch";
import type { ApplicationStatus, Programme } from "~/lib/statuses";
import { db, schema } from "../db.server";
import { kickMailWorker } from "../mail/outbox.server";
import { writeAudit } from "./audit.server";
import type { Batch } from "./enrolment/rules.server";
import {
  lockBatch,
  offerFreeSeats,
  seatsTaken,
  seatsTakenSql,
  waitlistLengthSql,
  waitlistPositionSql,
} from "./enrolment/seats.server";

/**
 * Batches (docs/product.md#batches-and-seats): a group of at most 6 children in one programme, with its class days and
 * time in Asia/Dhaka. Staff create, edit, close and reopen them (audited); parents see the open ones with their seats
 * left.
 */

const b = schema.batches;
const a = schema.applications;

export type { Batch };

/** A batch's fields as the form gives them; the Bangla name may be left out (none). */
type BatchFields = Omit<BatchInput, "nameBn"> & { nameBn?: string | null };

/**
 * A batch with its seat figures: accepted + offered take seats; the waitlist queues for them. It leaves out the class
 * link, which only the batch's families and staff may see (app/server/data/batch-classes.server.ts).
 */
export type BatchSummary = Omit<Batch, "joinUrl"> & { seatsTaken: number; seatsLeft: number; waitlistLength: number };

const summaryColumns = { batch: b, seatsTaken: seatsTakenSql(), waitlistLength: waitlistLengthSql() };

function summary(row: { batch: typeof b.$inferSelect; seatsTaken: number; waitlistLength: number }): BatchSummary {
  const { joinUrl: _private, ...batch } = row.batch as Batch;
  return {
    ...batch,
    seatsTaken: row.seatsTaken,
    seatsLeft: Math.max(0, batch.capacity - row.seatsTaken),
    waitlistLength: row.waitlistLength,
  };
}

/** Every batch for staff: open ones first, then by start date (newest closed last). */
export async function listBatchesForStaff(): Promise<BatchSummary[]> {
  const rows = await db.select(summaryColumns).from(b).orderBy(desc(b.open), asc(b.startDate), asc(b.name), asc(b.id));
  return rows.map(summary);
}

/** Every batch's name for the console's filters, in the order of `listBatchesForStaff`, without its seat figures. */
export async function listBatchChoices() {
  return db
    .select({ id: b.id, name: b.name, open: b.open })
    .from(b)
    .orderBy(desc(b.open), asc(b.startDate), asc(b.name), asc(b.id));
}

/**
 * The batches parents may apply to on the Dhaka day of `now` (open, end date not passed), optionally of one
 * programme, in programme order and then by start date.
 */
export async function listOpenBatches(now: Date, programme?: Programme): Promise<BatchSummary[]> {
  const today = dhakaIsoDate(now);
  const rows = await db
    .select(summaryColumns)
    .from(b)
    .where(
      and(
        eq(b.open, true),
        or(isNull(b.endDate), gte(b.endDate, today)),
        programme ? eq(b.programme, programme) : undefined,
      ),
    )
    .orderBy(
      sql`case ${b.programme} when 'preschool' then 0 when 'adventure' then 1 else 2 end`,
      asc(b.startDate),
      asc(b.name),
      asc(b.id),
    );
  return rows.map(summary);
}

/** Open batches grouped by programme (preschool, adventure, hybrid), leaving out programmes with none. */
export async function listOpenBatchesByProgramme(now: Date) {
  const batches = await listOpenBatches(now);
  const order: Programme[] = ["preschool", "adventure", "hybrid"];
  return order
    .map((programme) => ({ programme, batches: batches.filter((batch) => batch.programme === programme) }))
    .filter((group) => group.batches.length > 0);
}

/** One batch with its seat figures, or null. */
export async function getBatch(batchId: string): Promise<BatchSummary | null> {
  if (!isUuid(batchId)) return null;
  const [row] = await db.select(summaryColumns).from(b).where(eq(b.id, batchId));
  return row ? summary(row) : null;
}

export type RosterEntry = {
  applicationId: string;
  status: ApplicationStatus;
  outdoor: boolean;
  position: number | null;
  offerExpiresAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
  child: { id: string; name: string; age: number | null };
  parent: { id: string; name: string; email: string; phone: string | null };
};

export type TrialBookingEntry = {
  id: string;
  name: string;
  whatsapp: string;
  email: string | null;
  childName: string;
  childAge: number;
  status: string;
};

export type BatchDetail = {
  batch: BatchSummary;
  /** Accepted and offered places, accepted first. */
  roster: RosterEntry[];
  /** Waitlisted applications in queue order, with their positions. */
  waitlist: RosterEntry[];
  /** Submitted applications waiting for a decision, oldest first. */
  submitted: RosterEntry[];
  /** The classes of the next 4 weeks with the trial bookings for each. */
  classes: Array<ClassTime & { trials: TrialBookingEntry[] }>;
};

/** Staff → a batch: roster, waitlist, undecided applications and the next 4 weeks of classes with their trials. */
export async function getBatchDetail(batchId: string, now: Date): Promise<BatchDetail | null> {
  const batch = await getBatch(batchId);
  if (!batch) return null;
  const rows = await db
    .select({
      applicationId: a.id,
      status: a.status,
      outdoor: a.outdoor,
      position: waitlistPositionSql(),
      offerExpiresAt: a.offerExpiresAt,
      decidedAt: a.decidedAt,
      createdAt: a.createdAt,
      child: { id: schema.children.id, name: schema.children.name, age: schema.children.age },
      parent: {
        id: schema.users.id,
        name: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
        email: schema.users.email,
        phone: schema.profiles.phoneNumber,
      },
    })
    .from(a)
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .innerJoin(schema.users, eq(schema.users.id, a.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, a.parentId))
    .where(and(eq(a.batchId, batch.id), inArray(a.status, ["accepted", "offered", "waitlisted", "submitted"])))
    .orderBy(asc(a.waitlistedAt), asc(a.createdAt), asc(a.id));
  const entries = rows as RosterEntry[];
  const roster = entries
    .filter((e) => e.status === "accepted" || e.status === "offered")
    .sort((x, y) => (x.status === y.status ? 0 : x.status === "accepted" ? -1 : 1));
  const waitlist = entries
    .filter((e) => e.status === "waitlisted")
    .sort((x, y) => (x.position ?? 0) - (y.position ?? 0));
  const submitted = entries
    .filter((e) => e.status === "submitted")
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());

  const times = upcomingClassTimes(batch, now);
  const trials = times.length
    ? await db
        .select()
        .from(schema.trialBookings)
        .where(
          and(
            eq(schema.trialBookings.batchId, batch.id),
            gte(schema.trialBookings.classStartsAt, times[0]!.startsAt),
            lt(schema.trialBookings.classStartsAt, new Date(times.at(-1)!.startsAt.getTime() + 1)),
          ),
        )
        .orderBy(asc(schema.trialBookings.createdAt))
    : [];
  const classes = times.map((time) => ({
    ...time,
    trials: trials
      .filter((t) => t.classStartsAt.getTime() === time.startsAt.getTime())
      .map((t) => ({
        id: t.id,
        name: t.name,
        whatsapp: t.whatsapp,
        email: t.email,
        childName: t.childName,
        childAge: t.childAge,
        status: t.status,
      })),
  }));
  return { batch, roster, waitlist, submitted, classes };
}

const snapshot = (batch: Batch) => ({
  programme: batch.programme,
  name: batch.name,
  nameBn: batch.nameBn,
  classDays: batch.classDays,
  startTime: batch.startTime,
  endTime: batch.endTime,
  startDate: batch.startDate,
  endDate: batch.endDate,
  capacity: batch.capacity,
  open: batch.open,
});

/** Staff create a batch, open for applications; audited. Returns its id. */
export async function createBatch(actorId: string, input: BatchFields, now: Date) {
  return db.transaction(async (tx) => {
    const values = {
      programme: input.programme,
      name: input.name,
      nameBn: input.nameBn ?? null,
      classDays: [...new Set(input.classDays)].sort((x, y) => x - y),
      startTime: input.startTime,
      endTime: input.endTime,
      startDate: input.startDate,
      endDate: input.endDate,
      capacity: input.capacity,
      open: true,
    };
    const [row] = await tx
      .insert(b)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: b.id });
    await writeAudit(tx, { actorId, action: "batch.create", entityType: "batch", entityId: row!.id, after: values });
    return row!.id;
  });
}

export type BatchUpdateResult =
  | { ok: true; offered: string[] }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "below-taken"; seatsTaken: number };

/**
 * Staff edit a batch; audited. The capacity never goes below accepted plus offered (checked with the batch locked);
 * raising it offers the new seats to the waitlist.
 */
export async function updateBatch(
  actorId: string,
  batchId: string,
  input: BatchFields,
  now: Date,
): Promise<BatchUpdateResult> {
  const result = await db.transaction(async (tx): Promise<BatchUpdateResult> => {
    const current = await lockBatch(tx, batchId);
    if (!current) return { ok: false, reason: "not-found" };
    const taken = await seatsTaken(tx, current.id);
    if (input.capacity < taken) return { ok: false, reason: "below-taken", seatsTaken: taken };
    const values = {
      programme: input.programme,
      name: input.name,
      nameBn: input.nameBn ?? null,
      classDays: [...new Set(input.classDays)].sort((x, y) => x - y),
      startTime: input.startTime,
      endTime: input.endTime,
      startDate: input.startDate,
      endDate: input.endDate,
      capacity: input.capacity,
    };
    await tx
      .update(b)
      .set({ ...values, updatedAt: now })
      .where(eq(b.id, current.id));
    const offered = await offerFreeSeats(tx, { ...current, ...values }, now);
    await writeAudit(tx, {
      actorId,
      action: "batch.update",
      entityType: "batch",
      entityId: current.id,
      before: snapshot(current),
      after: { ...values, offered },
    });
    return { ok: true, offered };
  });
  if (result.ok && result.offered.length) kickMailWorker();
  return result;
}

/** Staff close a batch to applications, or reopen it; audited. Places, the waitlist and offers stay as they are. */
export async function setBatchOpen(actorId: string, batchId: string, open: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const current = await lockBatch(tx, batchId);
    if (!current) return "missing" as const;
    if (current.open === open) return "unchanged" as const;
    await tx.update(b).set({ open, updatedAt: now }).where(eq(b.id, current.id));
    await writeAudit(tx, {
      actorId,
      action: open ? "batch.reopen" : "batch.close",
      entityType: "batch",
      entityId: current.id,
      before: { open: current.open },
      after: { open },
    });
    return "changed" as const;
  });
}

/** Closes batches whose end date has passed, for the scheduled job; idempotent. Returns how many. */
export async function closeEndedBatches(now: Date) {
  const rows = await db
    .update(b)
    .set({ open: false, updatedAt: now })
    .where(and(eq(b.open, true), lt(b.endDate, dhakaIsoDate(now))))
    .returning({ id: b.id });
  return rows.length;
}
