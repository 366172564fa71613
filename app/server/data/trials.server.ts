import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { brokenAgeRule, upcomingClassTimes } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { TrialRefusal } from "~/lib/refusals/trials";
import { classValue, parseClassValue, type TrialInput } from "~/lib/schemas/trial";
import { enrolment } from "~/lib/site-config";
import { type Programme, programmes, seatHoldingStatuses } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../db.server";
import { env } from "../env.server";
import { enqueueMail, kickMailWorker } from "../mail/outbox.server";
import { staffNotificationEmail } from "../mail/templates/staff-notification.server";
import { trialCancelledEmail, trialConfirmationEmail } from "../mail/templates/trial-confirmation.server";
import { trialCancelledStaffEmail } from "../mail/templates/trial-staff.server";

/**
 * Free trial classes (docs/product.md#free-trial-classes, decision 016): a parent books a child into one real class of
 * an open batch.
 *
 * A class takes at most `enrolment.trialPlacesPerClass` trial children, and never more than the batch's free seats
 * (capacity minus accepted and offered places; docs/product.md#batches-and-seats). Booking locks the batch's row, the
 * same lock the enrolment decisions take, so two parents racing for the last place cannot both get it. Every function
 * that reads the clock takes `now`, so tests can move it.
 */

const b = schema.batches;
const t = schema.trialBookings;
const apps = schema.applications;
const cancelled = schema.classCancellations;

const DAY_MS = 86_400_000;
const windowDays = enrolment.trialWeeksAhead * 7;
const closesBeforeMs = enrolment.trialBookingClosesHoursBefore * 3_600_000;

type BatchRow = typeof b.$inferSelect;

export type TrialClass = {
  /** What the form posts for this class. */
  value: string;
  startsAt: Date;
  endsAt: Date;
  placesLeft: number;
};

export type TrialBatch = {
  id: string;
  name: string;
  nameBn: string | null;
  programme: Programme;
  classes: TrialClass[];
};

/** The trial places a class of a batch has in all: the setting, within the seats nobody holds. */
export const trialPlaces = (capacity: number, seatsTaken: number) =>
  Math.max(0, Math.min(enrolment.trialPlacesPerClass, capacity - seatsTaken));

/** A batch's classes a trial may still be booked into: the next weeks, up to the cut-off before each class. */
function bookableTimes(batch: BatchRow, now: Date) {
  return upcomingClassTimes(batch, now, windowDays).filter(
    (c) => c.startsAt.getTime() - now.getTime() >= closesBeforeMs,
  );
}

/** A class's end, from its start and the batch's times ('19:00'-'20:00' is an hour). */
function classEnd(batch: Pick<BatchRow, "startTime" | "endTime">, startsAt: Date) {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.split(":").map(Number);
    return h * 60 + m;
  };
  const length = minutes(batch.endTime) - minutes(batch.startTime);
  return new Date(startsAt.getTime() + (length > 0 ? length : 60) * 60_000);
}

async function seatsTakenByBatch(tx: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ batchId: apps.batchId, n: count() })
    .from(apps)
    .where(and(inArray(apps.batchId, batchIds), inArray(apps.status, [...seatHoldingStatuses])))
    .groupBy(apps.batchId);
  return new Map(rows.map((r) => [r.batchId, r.n]));
}

/** The classes of these batches that staff cancelled, from `now` on, as `<batch id>|<start in ms>`. */
async function cancelledClasses(tx: DbOrTx, batchIds: string[], now: Date) {
  if (batchIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ batchId: cancelled.batchId, startsAt: cancelled.classStartsAt })
    .from(cancelled)
    .where(and(inArray(cancelled.batchId, batchIds), gte(cancelled.classStartsAt, now)));
  return new Set(rows.map((row) => `${row.batchId}|${row.startsAt.getTime()}`));
}

/**
 * The classes a parent can book now, by batch (preschool, adventure, hybrid; then by start date): open batches'
 * classes in the next four weeks that are not cancelled and still have a trial place, each with the places left.
 * Batches without such a class are left out.
 */
export async function listTrialClasses(now = new Date()): Promise<TrialBatch[]> {
  return (await openBatchesWithClasses(now)).filter((batch) => batch.classes.length > 0);
}

/**
 * What /trial offers: the bookable classes, and the programmes whose open batches have no trial place left in the next
 * four weeks (full), which the page names with the way forward instead of leaving them out without a word.
 */
export async function trialOffer(now = new Date()): Promise<{ batches: TrialBatch[]; full: Programme[] }> {
  const all = await openBatchesWithClasses(now);
  const batches = all.filter((batch) => batch.classes.length > 0);
  const full = programmes.filter(
    (p) => all.some((batch) => batch.programme === p) && !batches.some((batch) => batch.programme === p),
  );
  return { batches, full };
}

/** Every open batch with the classes a trial may be booked into now (maybe none). */
async function openBatchesWithClasses(now: Date): Promise<TrialBatch[]> {
  const open = (
    await db.select().from(b).where(eq(b.open, true)).orderBy(asc(b.startDate), asc(b.name), asc(b.id))
  ).sort((x, y) => programmes.indexOf(x.programme as Programme) - programmes.indexOf(y.programme as Programme));
  if (open.length === 0) return [];
  const ids = open.map((batch) => batch.id);
  const [seats, off, booked] = await Promise.all([
    seatsTakenByBatch(db, ids),
    cancelledClasses(db, ids, now),
    db
      .select({ batchId: t.batchId, startsAt: t.classStartsAt, n: count() })
      .from(t)
      .where(
        and(
          inArray(t.batchId, ids),
          gte(t.classStartsAt, now),
          lt(t.classStartsAt, new Date(now.getTime() + (windowDays + 1) * DAY_MS)),
        ),
      )
      .groupBy(t.batchId, t.classStartsAt),
  ]);
  const bookedAt = new Map(booked.map((r) => [`${r.batchId}|${r.startsAt.getTime()}`, r.n]));
  return open.map((batch) => {
    const places = trialPlaces(batch.capacity, seats.get(batch.id) ?? 0);
    const classes = bookableTimes(batch, now)
      .filter(({ startsAt }) => !off.has(`${batch.id}|${startsAt.getTime()}`))
      .map(({ startsAt, endsAt }) => ({
        value: classValue(batch.id, startsAt),
        startsAt,
        endsAt,
        placesLeft: places - (bookedAt.get(`${batch.id}|${startsAt.getTime()}`) ?? 0),
      }))
      .filter((c) => c.placesLeft > 0);
    return { id: batch.id, name: batch.name, nameBn: batch.nameBn, programme: batch.programme as Programme, classes };
  });
}

export type BookTrialResult =
  | { ok: true; id: string; created: true }
  /** The same child was already booked into this class (a double click, a retried post, or someone else). */
  | { ok: true; created: false }
  | { ok: false; field: "classTime" | "childAge" | "whatsapp" | "email"; reason: TrialRefusal };

/**
 * Takes a transaction-long lock on a WhatsApp number or email address, so that two bookings from one contact into
 * different batches (which lock different rows) are counted one after the other.
 */
const lockContact = (tx: DbOrTx, contact: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial-contact:${contact}`}))`);

/** Trials still to come booked with this WhatsApp number, or this email address. */
async function openTrialsOf(tx: DbOrTx, contact: { whatsapp: string } | { email: string }, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(t)
    .where(
      and(
        gte(t.classStartsAt, now),
        "whatsapp" in contact ? eq(t.whatsapp, contact.whatsapp) : eq(sql`lower(${t.email})`, contact.email),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Books a trial into the chosen class, in one transaction that holds the batch's row: the class must still be
 * bookable, the child's age must fit the programme, and the class must have a place left. One WhatsApp number, and
 * one email address, may hold `enrolment.openTrialsPerContact` trials still to come. The same child booked again into
 * the same class (a double click, a retried post) is told so, without the booking's address: that address is the key
 * that cancels it, and whoever typed the number and name again may not be the family. Staff, and the parent when
 * they gave an email, are emailed through the outbox in the same transaction.
 */
export async function bookTrial(input: TrialInput, now = new Date()): Promise<BookTrialResult> {
  const chosen = parseClassValue(input.classTime);
  if (!chosen) return { ok: false, field: "classTime", reason: "gone" };
  const result = await db.transaction(async (tx): Promise<BookTrialResult> => {
    const [batch] = await tx.select().from(b).where(eq(b.id, chosen.batchId)).for("update");
    const bookable = batch?.open
      ? bookableTimes(batch, now).find((c) => c.startsAt.getTime() === chosen.startsAt.getTime())
      : undefined;
    if (!batch || !bookable) return { ok: false, field: "classTime", reason: "gone" };
    // Cancelling a class locks the same batch row, so a cancellation is either seen here or mails this booking.
    if ((await cancelledClasses(tx, [batch.id], now)).has(`${batch.id}|${bookable.startsAt.getTime()}`)) {
      return { ok: false, field: "classTime", reason: "gone" };
    }
    const programme = batch.programme as Programme;
    const ageRule = brokenAgeRule(programme, input.childAge);
    if (ageRule) return { ok: false, field: "childAge", reason: `age-${ageRule}` };

    await lockContact(tx, input.whatsapp);
    if (input.email) await lockContact(tx, input.email);
    const inClass = and(eq(t.batchId, batch.id), eq(t.classStartsAt, bookable.startsAt));
    const [again] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          inClass,
          eq(t.whatsapp, input.whatsapp),
          eq(sql`lower(trim(${t.childName}))`, input.childName.trim().toLowerCase()),
        ),
      )
      .limit(1);
    if (again) return { ok: true, created: false };
    if ((await openTrialsOf(tx, { whatsapp: input.whatsapp }, now)) >= enrolment.openTrialsPerContact) {
      return { ok: false, field: "whatsapp", reason: "whatsapp-has-trials" };
    }
    if (input.email && (await openTrialsOf(tx, { email: input.email }, now)) >= enrolment.openTrialsPerContact) {
      return { ok: false, field: "email", reason: "email-has-trials" };
    }

    const seats = await seatsTakenByBatch(tx, [batch.id]);
    const [booked] = await tx.select({ n: count() }).from(t).where(inClass);
    if ((booked?.n ?? 0) >= trialPlaces(batch.capacity, seats.get(batch.id) ?? 0)) {
      return { ok: false, field: "classTime", reason: "full" };
    }

    const [row] = await tx
      .insert(t)
      .values({
        batchId: batch.id,
        classStartsAt: bookable.startsAt,
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        childName: input.childName,
        childAge: input.childAge,
      })
      .returning({ id: t.id });
    const details = {
      bookingId: row!.id,
      startsAt: bookable.startsAt,
      endsAt: bookable.endsAt,
      programme,
      batchName: batch.name,
      batchNameBn: batch.nameBn,
      name: input.name,
      childName: input.childName,
    };
    const staffEmail = env().STAFF_EMAIL;
    if (staffEmail) {
      const submission = {
        kind: "trial" as const,
        classStartsAt: bookable.startsAt,
        classEndsAt: bookable.endsAt,
        programme,
        batchName: batch.name,
        name: input.name,
        whatsapp: input.whatsapp,
        email: input.email,
        childName: input.childName,
        childAge: input.childAge,
      };
      await enqueueMail(staffEmail, staffNotificationEmail(submission), tx);
    }
    if (input.email) await enqueueMail(input.email, trialConfirmationEmail(details), tx);
    return { ok: true, id: row!.id, created: true };
  });
  if (result.ok && result.created) kickMailWorker();
  return result;
}

/** A booking with its class and batch, for its page, its calendar file and cancelling. */
async function readBooking(tx: DbOrTx, id: string, lock = false) {
  const query = tx
    .select({
      booking: t,
      batch: { name: b.name, nameBn: b.nameBn, programme: b.programme, startTime: b.startTime, endTime: b.endTime },
    })
    .from(t)
    .innerJoin(b, eq(b.id, t.batchId))
    .where(eq(t.id, id))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: t }) : await query;
  if (!found) return null;
  const { booking, batch } = found;
  return {
    booking,
    details: {
      bookingId: booking.id,
      startsAt: booking.classStartsAt,
      endsAt: classEnd(batch, booking.classStartsAt),
      programme: batch.programme as Programme,
      batchName: batch.name,
      batchNameBn: batch.nameBn,
      name: booking.name,
      childName: booking.childName,
    },
  };
}

export type TrialBookingView = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  programme: Programme;
  batchName: string;
  batchNameBn: string | null;
  /** The last three digits of the WhatsApp number, so the parent can tell which number we will message. */
  whatsappEnding: string;
  emailed: boolean;
  /** Whether it can still be cancelled (the class has not started). */
  cancellable: boolean;
};

/**
 * A booking as its own page shows it, to whoever holds its link (the id is random and unguessable): the class and
 * what happens next, never the family's name, number or child. Once the class is over the link shows nothing.
 */
export async function findTrialBooking(id: string, now = new Date()): Promise<TrialBookingView | null> {
  if (!isUuid(id)) return null;
  const found = await readBooking(db, id);
  if (!found || found.details.endsAt.getTime() <= now.getTime()) return null;
  const { booking, details } = found;
  return {
    id: booking.id,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    programme: details.programme,
    batchName: details.batchName,
    batchNameBn: details.batchNameBn,
    whatsappEnding: booking.whatsapp.slice(-3),
    emailed: booking.email !== null,
    cancellable: details.startsAt.getTime() > now.getTime(),
  };
}

/** The class of a booking as a calendar file, while the class is still to come or on. */
export async function trialCalendarFor(id: string, now = new Date()) {
  if (!isUuid(id)) return null;
  const found = await readBooking(db, id);
  if (!found || found.details.endsAt.getTime() <= now.getTime()) return null;
  return found.details;
}

/**
 * Cancels a booking through its link, before its class starts: the row goes, which frees the place,
 * and staff (and the parent, when they gave an email) are told. Null when there is no such booking to cancel.
 */
export async function cancelTrialBooking(id: string, now = new Date()) {
  if (!isUuid(id)) return null;
  const result = await db.transaction(async (tx) => {
    const found = await readBooking(tx, id, true);
    if (!found || found.details.startsAt.getTime() <= now.getTime()) return null;
    const { booking, details } = found;
    await tx.delete(t).where(eq(t.id, booking.id));
    const staffEmail = env().STAFF_EMAIL;
    if (staffEmail) await enqueueMail(staffEmail, trialCancelledStaffEmail({ ...details, booking }), tx);
    if (booking.email) await enqueueMail(booking.email, trialCancelledEmail(details), tx);
    return details;
  });
  if (result) kickMailWorker();
  return result;
}

/** The class (start, end) and batch of each trial booking, for the staff inbox. */
export async function trialClassesOf(
  rows: ReadonlyArray<Pick<typeof t.$inferSelect, "id" | "batchId" | "classStartsAt">>,
) {
  const ids = [...new Set(rows.map((row) => row.batchId))];
  const batches = ids.length
    ? await db
        .select({ id: b.id, name: b.name, programme: b.programme, startTime: b.startTime, endTime: b.endTime })
        .from(b)
        .where(inArray(b.id, ids))
    : [];
  const byId = new Map(batches.map((batch) => [batch.id, batch]));
  return new Map(
    rows.map((row) => {
      const batch = byId.get(row.batchId)!;
      return [
        row.id,
        {
          classStartsAt: row.classStartsAt,
          classEndsAt: classEnd(batch, row.classStartsAt),
          programme: batch.programme as Programme,
          batchName: batch.name,
        },
      ];
    }),
  );
}

/** What a trial booking lets an application start from (docs/product.md#free-trial-classes). */
export type TrialPrefill = {
  name: string;
  whatsapp: string;
  childName: string;
  childAge: number;
  batchId: string;
  /** Null when the booking gave only a WhatsApp number. */
  email: string | null;
};

/**
 * A booking read for 'Apply for a place', by its id (the family's key) whenever the link is followed, before or after
 * the class. Null for an id of the wrong shape or no booking, so a stranger's guess pre-fills nothing.
 */
export async function trialPrefill(id: string | null | undefined): Promise<TrialPrefill | null> {
  if (!isUuid(id)) return null;
  const [booking] = await db
    .select({
      name: t.name,
      whatsapp: t.whatsapp,
      childName: t.childName,
      childAge: t.childAge,
      batchId: t.batchId,
      email: t.email,
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return booking ?? null;
}
