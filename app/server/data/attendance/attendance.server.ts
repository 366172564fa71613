import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { addDays, firstDayOf, lastDayOf } from "~/lib/dates";
import { classTimesBetween, dhakaDay } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { AttendanceMark } from "~/lib/statuses";
import type { DbOrTx } from "../../db.server";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";
import { ownChildCondition } from "../family/access.server";

/**
 * Who came to class (docs/product.md#attendance, decision 024). A row per child and class of a batch, made by the first
 * of: the family's join click, their "Can't attend", or the register staff save. A class is named by its batch and its
 * Dhaka date: a batch meets at most once a day.
 */

const a = schema.attendance;
const b = schema.batches;
const subs = schema.subscriptions;

/** How far back the batch page offers the register. */
export const REGISTER_DAYS = 28;

type BatchSchedule = {
  id: string;
  name: string;
  classDays: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string | null;
};

const scheduleColumns = {
  id: b.id,
  name: b.name,
  classDays: b.classDays,
  startTime: b.startTime,
  endTime: b.endTime,
  startDate: b.startDate,
  endDate: b.endDate,
};

/** The class of `batch` on `date`, when it has one and it was not cancelled. */
async function classOn(batch: BatchSchedule, date: string, tx: DbOrTx = db) {
  const [time] = classTimesBetween(batch, date, date);
  if (!time) return null;
  const [cancelled] = await tx
    .select({ id: schema.classCancellations.id })
    .from(schema.classCancellations)
    .where(
      and(eq(schema.classCancellations.batchId, batch.id), eq(schema.classCancellations.classStartsAt, time.startsAt)),
    );
  return cancelled ? null : time;
}

/** The join click, noted once per child and class: the first click's time stays. */
export async function recordJoin(place: { batchId: string; childId: string }, classDate: string, now: Date) {
  await db
    .insert(a)
    .values({ batchId: place.batchId, childId: place.childId, classDate, joinedAt: now })
    .onConflictDoUpdate({
      target: [a.batchId, a.classDate, a.childId],
      set: { joinedAt: sql`coalesce(${a.joinedAt}, excluded.joined_at)` },
    });
}

export type AbsenceRefusal = "missing" | "not-a-class" | "started";

/**
 * A parent's "Can't attend" for one class of their own active place (`cant` false takes it back), until the class
 * starts.
 */
export async function setCantAttend(
  parentId: string,
  input: { placeId: string; classDate: string; cant: boolean },
  now: Date,
): Promise<{ ok: true; childName: string } | { ok: false; reason: AbsenceRefusal }> {
  if (!isUuid(input.placeId)) return { ok: false, reason: "missing" };
  const [place] = await db
    .select({ childId: schema.children.id, childName: schema.children.name, batch: scheduleColumns })
    .from(subs)
    .innerJoin(schema.children, eq(schema.children.id, subs.childId))
    .innerJoin(b, eq(b.id, subs.batchId))
    .where(
      and(
        eq(subs.id, input.placeId),
        eq(subs.userId, parentId),
        eq(subs.status, "active"),
        ownChildCondition(parentId),
      ),
    );
  if (!place) return { ok: false, reason: "missing" };
  const time = await classOn(place.batch, input.classDate);
  if (!time) return { ok: false, reason: "not-a-class" };
  if (now.getTime() >= time.startsAt.getTime()) return { ok: false, reason: "started" };
  const cantAttendAt = input.cant ? now : null;
  await db
    .insert(a)
    .values({ batchId: place.batch.id, childId: place.childId, classDate: input.classDate, cantAttendAt })
    .onConflictDoUpdate({ target: [a.batchId, a.classDate, a.childId], set: { cantAttendAt } });
  return { ok: true, childName: place.childName };
}

/** The classes of the parent's places from `from` to `to` they said they cannot attend: `${childId}:${date}`. */
export async function cantAttendOf(childIds: string[], from: string, to: string) {
  if (childIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ childId: a.childId, classDate: a.classDate })
    .from(a)
    .where(
      and(
        inArray(a.childId, childIds),
        gte(a.classDate, from),
        lte(a.classDate, to),
        sql`${a.cantAttendAt} is not null`,
      ),
    );
  return new Set(rows.map((row) => `${row.childId}:${row.classDate}`));
}

/**
 * 'Attended X of Y classes in <month>' for each child: Y counts the classes of the month whose register holds the
 * child, X those marked present or late.
 */
export async function monthAttendance(childIds: string[], month: string) {
  if (childIds.length === 0) return new Map<string, { attended: number; of: number }>();
  const rows = await db
    .select({
      childId: a.childId,
      of: sql<number>`count(*)::int`,
      attended: sql<number>`count(*) filter (where ${a.mark} in ('present', 'late'))::int`,
    })
    .from(a)
    .where(
      and(
        inArray(a.childId, childIds),
        gte(a.classDate, firstDayOf(month)),
        lte(a.classDate, lastDayOf(month)),
        sql`${a.mark} is not null`,
      ),
    )
    .groupBy(a.childId);
  return new Map(rows.map((row) => [row.childId, { attended: row.attended, of: row.of }]));
}

/** The batch's classes of the last 4 weeks that have started and were not cancelled, newest first, with whether a register was saved. */
export async function recentClasses(batchId: string, now: Date) {
  if (!isUuid(batchId)) return [];
  const [batch] = await db.select(scheduleColumns).from(b).where(eq(b.id, batchId));
  if (!batch) return [];
  const today = dhakaDay(now);
  const from = addDays(today, -REGISTER_DAYS);
  const times = classTimesBetween(batch, from, today).filter((c) => c.startsAt.getTime() <= now.getTime());
  if (times.length === 0) return [];
  const [cancelled, taken] = await Promise.all([
    db
      .select({ startsAt: schema.classCancellations.classStartsAt })
      .from(schema.classCancellations)
      .where(
        and(
          eq(schema.classCancellations.batchId, batchId),
          inArray(
            schema.classCancellations.classStartsAt,
            times.map((c) => c.startsAt),
          ),
        ),
      ),
    db
      .select({
        classDate: a.classDate,
        marked: sql<number>`count(*) filter (where ${a.mark} is not null)::int`,
        present: sql<number>`count(*) filter (where ${a.mark} in ('present', 'late'))::int`,
      })
      .from(a)
      .where(and(eq(a.batchId, batchId), gte(a.classDate, from)))
      .groupBy(a.classDate),
  ]);
  return times
    .filter((c) => !cancelled.some((x) => x.startsAt.getTime() === c.startsAt.getTime()))
    .map((c) => {
      const row = taken.find((t) => t.classDate === c.date);
      return { ...c, marked: row?.marked ?? 0, present: row?.present ?? 0 };
    })
    .reverse();
}

export type RegisterChild = {
  childId: string;
  name: string;
  parentId: string;
  joined: boolean;
  toldUs: boolean;
  mark: AttendanceMark | null;
  /** What the form shows chosen: the saved mark, else Absent for a family that told us, else Present for one that joined. */
  prefill: AttendanceMark | null;
};

export type RegisterTrial = { id: string; childName: string; mark: AttendanceMark | null };

/**
 * One class's register: the batch's children with a place (an accepted application) and any child already on it, and
 * the trial children booked into the class. Null when the batch has no such class in the last 4 weeks.
 */
export async function loadRegister(batchId: string, classDate: string, now: Date) {
  if (!isUuid(batchId)) return null;
  const [batch] = await db.select(scheduleColumns).from(b).where(eq(b.id, batchId));
  if (!batch) return null;
  const time = await classOn(batch, classDate);
  const today = dhakaDay(now);
  if (!time || classDate < addDays(today, -REGISTER_DAYS) || time.startsAt.getTime() > now.getTime()) return null;
  const [children, trials] = await Promise.all([
    db
      .select({
        childId: schema.children.id,
        name: schema.children.name,
        parentId: schema.children.parentId,
        joinedAt: a.joinedAt,
        cantAttendAt: a.cantAttendAt,
        mark: a.mark,
      })
      .from(schema.children)
      .leftJoin(a, and(eq(a.childId, schema.children.id), eq(a.batchId, batchId), eq(a.classDate, classDate)))
      .where(
        or(
          sql`${a.childId} is not null`,
          sql`exists (select 1 from ${schema.applications} where ${schema.applications.childId} = ${schema.children.id}
            and ${schema.applications.batchId} = ${batchId} and ${schema.applications.status} = 'accepted')`,
        ),
      )
      .orderBy(asc(schema.children.name), asc(schema.children.id)),
    db
      .select({
        id: schema.trialBookings.id,
        childName: schema.trialBookings.childName,
        mark: schema.trialBookings.attendance,
      })
      .from(schema.trialBookings)
      .where(and(eq(schema.trialBookings.batchId, batchId), eq(schema.trialBookings.classStartsAt, time.startsAt)))
      .orderBy(asc(schema.trialBookings.childName), asc(schema.trialBookings.id)),
  ]);
  const rows: RegisterChild[] = children.map((child) => {
    const mark = (child.mark as AttendanceMark | null) ?? null;
    const toldUs = child.cantAttendAt !== null;
    const joined = child.joinedAt !== null;
    return {
      childId: child.childId,
      name: child.name,
      parentId: child.parentId,
      joined,
      toldUs,
      mark,
      prefill: mark ?? (toldUs ? "absent" : joined ? "present" : null),
    };
  });
  return {
    batch: { id: batch.id, name: batch.name },
    class: time,
    children: rows,
    trials: trials.map((t) => ({ ...t, mark: (t.mark as AttendanceMark | null) ?? null })),
  };
}

export type RegisterRefusal = "missing" | "outsider" | "unmarked";

/**
 * Save Register: every child and trial child of the class marked. Saving again corrects it; each save that changes a
 * mark writes one audit entry with the marks before and after.
 */
export async function saveRegister(
  actorId: string,
  batchId: string,
  classDate: string,
  marks: { children: Record<string, AttendanceMark>; trials: Record<string, AttendanceMark> },
  now: Date,
): Promise<{ ok: true; changed: number } | { ok: false; reason: RegisterRefusal }> {
  const register = await loadRegister(batchId, classDate, now);
  if (!register) return { ok: false, reason: "missing" };
  const childIds = new Set(register.children.map((child) => child.childId));
  const trialIds = new Set(register.trials.map((trial) => trial.id));
  if (
    Object.keys(marks.children).some((id) => !childIds.has(id)) ||
    Object.keys(marks.trials).some((id) => !trialIds.has(id))
  )
    return { ok: false, reason: "outsider" };
  if ([...childIds].some((id) => !marks.children[id]) || [...trialIds].some((id) => !marks.trials[id]))
    return { ok: false, reason: "unmarked" };
  const before: Record<string, string | null> = {};
  const after: Record<string, string> = {};
  for (const child of register.children) {
    const mark = marks.children[child.childId]!;
    if (child.mark !== mark) {
      before[child.childId] = child.mark;
      after[child.childId] = mark;
    }
  }
  for (const trial of register.trials) {
    const mark = marks.trials[trial.id]!;
    if (trial.mark !== mark) {
      before[`trial:${trial.id}`] = trial.mark;
      after[`trial:${trial.id}`] = mark;
    }
  }
  const changed = Object.keys(after).length;
  if (changed === 0) return { ok: true, changed };
  await db.transaction(async (tx) => {
    for (const child of register.children) {
      const mark = marks.children[child.childId]!;
      if (child.mark === mark) continue;
      await tx
        .insert(a)
        .values({ batchId, childId: child.childId, classDate, mark, markedBy: actorId, markedAt: now })
        .onConflictDoUpdate({
          target: [a.batchId, a.classDate, a.childId],
          set: { mark, markedBy: actorId, markedAt: now },
        });
    }
    for (const trial of register.trials) {
      const mark = marks.trials[trial.id]!;
      if (trial.mark !== mark)
        await tx.update(schema.trialBookings).set({ attendance: mark }).where(eq(schema.trialBookings.id, trial.id));
    }
    const first =
      register.children.every((child) => child.mark === null) && register.trials.every((t) => t.mark === null);
    await writeAudit(tx, {
      actorId,
      action: first ? "attendance.register" : "attendance.correct",
      entityType: "attendance",
      entityId: `${batchId}:${classDate}`,
      before,
      after,
    });
  });
  return { ok: true, changed };
}

/**
 * What /dashboard/classes shows of attendance for the parent's places: the month's classes they said they cannot
 * attend (`${placeId}:${date}`) and each place's 'Attended X of Y' for the month.
 */
export async function placesAttendance(places: Array<{ id: string; childId: string }>, now: Date) {
  const month = dhakaDay(now).slice(0, 7);
  const childIds = [...new Set(places.map((place) => place.childId))];
  const [absent, summary] = await Promise.all([
    cantAttendOf(childIds, firstDayOf(month), lastDayOf(month)),
    monthAttendance(childIds, month),
  ]);
  return {
    now: now.toISOString(),
    month,
    cantAttend: places.flatMap((place) =>
      [...absent].filter((key) => key.startsWith(`${place.childId}:`)).map((key) => `${place.id}:${key.slice(37)}`),
    ),
    summary: Object.fromEntries(
      places.map((place) => [place.id, summary.get(place.childId) ?? { attended: 0, of: 0 }]),
    ),
  };
}
