import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { termOf } from "~/lib/care";
import { isJoinable, joinWindow, rsvpClosesAt } from "~/lib/classes";
import { addDays, firstDayOf, lastDayOf } from "~/lib/dates";
import { type ClassTime, classTimesBetween, dhakaDay } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { RsvpRefusal } from "~/lib/refusals/classes";
import { classes, enrolment } from "~/lib/site-config";
import type { Programme, RsvpAnswer } from "~/lib/statuses";
import { db, schema } from "../db.server";
import { agreedUnderCurrentPolicy, agreementKey, outdoorAgreementFor } from "./care.server";
import { waitlistPositionSql } from "./enrolment/seats.server";
import type { FamilyActor } from "./family/access.server";

/**
 * Classes for enrolled families (docs/product.md#classes-and-recordings): everything a parent reads about their
 * children's classes, always scoped to the parent. A place is a subscription with a child and a batch; only an `active`
 * one sees join links, recordings and outdoor sessions (a `pending` one is asked to pay). Every function that reads the
 * clock takes `now`.
 */

const subs = schema.subscriptions;
const b = schema.batches;

/** Whether a place's plan includes the outdoor sessions: the hybrid always, the preschool with its outdoor plan. */
export function includesOutdoor(programme: Programme, planId: string | null) {
  if (programme === "hybrid") return true;
  const { outdoorPlanId } = enrolment.programmes[programme];
  return outdoorPlanId !== null && planId === outdoorPlanId;
}

type PlaceRow = {
  id: string;
  status: string;
  planId: string | null;
  childId: string;
  childName: string;
  batch: {
    id: string;
    name: string;
    nameBn: string | null;
    programme: Programme;
    classDays: number[];
    startTime: string;
    endTime: string;
    startDate: string;
    endDate: string | null;
    joinUrl: string | null;
  };
};

/** The parent's places that count: active or waiting for payment, with their child and batch. */
async function placesOf(parentId: string, placeId?: string): Promise<PlaceRow[]> {
  if (placeId !== undefined && !isUuid(placeId)) return [];
  const rows = await db
    .select({
      id: subs.id,
      status: sql<string>`${subs.status}`,
      planId: subs.planId,
      childId: sql<string>`${schema.children.id}`,
      childName: schema.children.name,
      batch: {
        id: b.id,
        name: b.name,
        nameBn: b.nameBn,
        programme: b.programme,
        classDays: b.classDays,
        startTime: b.startTime,
        endTime: b.endTime,
        startDate: b.startDate,
        endDate: b.endDate,
        joinUrl: b.joinUrl,
      },
    })
    .from(subs)
    .innerJoin(b, eq(b.id, subs.batchId))
    .innerJoin(schema.children, eq(schema.children.id, subs.childId))
    .where(
      and(
        eq(subs.userId, parentId),
        inArray(subs.status, ["active", "pending"]),
        placeId ? eq(subs.id, placeId) : undefined,
      ),
    )
    .orderBy(asc(schema.children.createdAt), asc(b.startDate));
  return rows as PlaceRow[];
}

/** Whether one of the family's invoices is more than 14 days overdue: their recordings wait until it is paid. */
async function recordingsPaused(parentId: string, now: Date) {
  const limit = addDays(dhakaDay(now), -classes.recordingsPausedAfterOverdueDays);
  const [row] = await db
    .select({ id: schema.invoices.id })
    .from(schema.invoices)
    .where(
      and(
        eq(schema.invoices.parentId, parentId),
        eq(schema.invoices.status, "due"),
        lt(schema.invoices.dueDate, limit),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function cancellationsOf(batchIds: string[], from: Date, to: Date) {
  if (batchIds.length === 0) return [];
  return db
    .select({
      batchId: schema.classCancellations.batchId,
      startsAt: schema.classCancellations.classStartsAt,
      reason: schema.classCancellations.reason,
      reasonBn: schema.classCancellations.reasonBn,
    })
    .from(schema.classCancellations)
    .where(
      and(
        inArray(schema.classCancellations.batchId, batchIds),
        gte(schema.classCancellations.classStartsAt, from),
        lt(schema.classCancellations.classStartsAt, to),
      ),
    );
}

/** How far ahead a place's next class is looked for: a month and a bit, past any run of cancelled classes. */
const LOOKAHEAD_DAYS = 35;

type Cancellation = { batchId: string; startsAt: Date; reason: string; reasonBn: string | null };

const cancellationOf = (cancellations: Cancellation[], batchId: string, startsAt: Date) =>
  cancellations.find((c) => c.batchId === batchId && c.startsAt.getTime() === startsAt.getTime()) ?? null;

/** A batch's next class that takes place: the one under way until it ends, else the next not cancelled. */
function nextClassOfBatch(batch: PlaceRow["batch"], cancellations: Cancellation[], now: Date) {
  const today = dhakaDay(now);
  return (
    classTimesBetween(batch, today, addDays(today, LOOKAHEAD_DAYS)).find(
      (c) => c.endsAt.getTime() > now.getTime() && !cancellationOf(cancellations, batch.id, c.startsAt),
    ) ?? null
  );
}

/** A class of the month; `cancelled` holds the reason staff gave, `cancelledBn` its Bangla version. */
export type ClassEntry = ClassTime & { cancelled: string | null; cancelledBn: string | null; past: boolean };

export type OutdoorSessionEntry = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  placeBn: string | null;
  notes: string | null;
  notesBn: string | null;
  answer: RsvpAnswer | null;
  /** Until the end of the day before the session. */
  canAnswer: boolean;
  /** The session's calendar term, 'YYYY-T3' (docs/product.md#consents). */
  term: string;
  /** Whether 'We'll be there' must first agree to the outdoor policy for this child and term. */
  needsAgreement: boolean;
};

export type PlaceClasses = {
  id: string;
  childId: string;
  childName: string;
  status: "active" | "pending";
  batch: {
    id: string;
    name: string;
    nameBn: string | null;
    programme: Programme;
    classDays: number[];
    startTime: string;
    endTime: string;
  };
  /** The next class that takes place, with its join window. */
  next: (ClassTime & { joinOpensAt: Date; joinable: boolean }) | null;
  /** Whether staff have set the batch's class link yet. */
  hasJoinLink: boolean;
  /** This calendar month's classes in Dhaka, cancelled ones with their reason. */
  month: ClassEntry[];
  /** Null when the place does not include outdoor sessions. */
  outdoor: OutdoorSessionEntry[] | null;
  /** Newest first; null while recordings are paused for an overdue invoice. */
  recordings: Array<{ id: string; title: string; titleBn: string | null; classDate: string }> | null;
};

export type WaitingChild = {
  childName: string;
  batchName: string;
  batchNameBn: string | null;
  status: string;
  position: number | null;
};

/** Everything /dashboard/classes shows, for one parent. */
export async function listParentClasses(parentId: string, now: Date) {
  const places = await placesOf(parentId);
  const active = places.filter((p) => p.status === "active");
  const batchIds = [...new Set(active.map((p) => p.batch.id))];
  const today = dhakaDay(now);
  const month = today.slice(0, 7);
  const monthStart = firstDayOf(month);
  const monthEnd = lastDayOf(month);
  const horizon = addDays(today, LOOKAHEAD_DAYS);
  const [paused, cancellations, sessions, recordingRows, waiting] = await Promise.all([
    active.length ? recordingsPaused(parentId, now) : false,
    cancellationsOf(batchIds, new Date(`${monthStart}T00:00:00+06:00`), new Date(`${horizon}T00:00:00+06:00`)),
    batchIds.length
      ? db
          .select()
          .from(schema.outdoorSessions)
          .where(and(inArray(schema.outdoorSessions.batchId, batchIds), gte(schema.outdoorSessions.endsAt, now)))
          .orderBy(asc(schema.outdoorSessions.startsAt))
      : [],
    batchIds.length
      ? db
          .select({
            id: schema.recordings.id,
            batchId: schema.recordings.batchId,
            title: schema.recordings.title,
            titleBn: schema.recordings.titleBn,
            classDate: schema.recordings.classDate,
          })
          .from(schema.recordings)
          .where(inArray(schema.recordings.batchId, batchIds))
          .orderBy(desc(schema.recordings.classDate), desc(schema.recordings.createdAt))
      : [],
    waitingChildren(parentId),
  ]);
  const agreed = sessions.length ? await agreedUnderCurrentPolicy([...new Set(active.map((p) => p.childId))]) : null;
  const answers = sessions.length
    ? await db
        .select()
        .from(schema.outdoorRsvps)
        .where(
          and(
            inArray(
              schema.outdoorRsvps.sessionId,
              sessions.map((s) => s.id),
            ),
            inArray(
              schema.outdoorRsvps.subscriptionId,
              active.map((p) => p.id),
            ),
          ),
        )
    : [];

  const result: PlaceClasses[] = places.map((place) => {
    const batch = place.batch;
    const common = {
      id: place.id,
      childId: place.childId,
      childName: place.childName,
      status: place.status as "active" | "pending",
      batch: {
        id: batch.id,
        name: batch.name,
        nameBn: batch.nameBn,
        programme: batch.programme,
        classDays: batch.classDays,
        startTime: batch.startTime,
        endTime: batch.endTime,
      },
    };
    if (place.status !== "active")
      return { ...common, next: null, hasJoinLink: false, month: [], outdoor: null, recordings: null };
    const nextClass = nextClassOfBatch(batch, cancellations, now);
    return {
      ...common,
      next: nextClass
        ? { ...nextClass, joinOpensAt: joinWindow(nextClass).opensAt, joinable: isJoinable(nextClass, now) }
        : null,
      hasJoinLink: Boolean(batch.joinUrl),
      month: classTimesBetween(batch, monthStart, monthEnd).map((c) => {
        const cancellation = cancellationOf(cancellations, batch.id, c.startsAt);
        return {
          ...c,
          cancelled: cancellation?.reason ?? null,
          cancelledBn: cancellation?.reasonBn ?? null,
          past: c.endsAt.getTime() <= now.getTime(),
        };
      }),
      outdoor: includesOutdoor(batch.programme, place.planId)
        ? sessions
            .filter((s) => s.batchId === batch.id)
            .map((s) => ({
              id: s.id,
              startsAt: s.startsAt,
              endsAt: s.endsAt,
              place: s.place,
              placeBn: s.placeBn,
              notes: s.notes,
              notesBn: s.notesBn,
              answer:
                (answers.find((a) => a.sessionId === s.id && a.subscriptionId === place.id)?.answer as RsvpAnswer) ??
                null,
              canAnswer: now.getTime() < rsvpClosesAt(s.startsAt).getTime(),
              term: termOf(s.startsAt),
              needsAgreement: !agreed?.has(agreementKey(place.childId, termOf(s.startsAt))),
            }))
        : null,
      recordings: paused
        ? null
        : recordingRows
            .filter((r) => r.batchId === batch.id)
            .map((r) => ({ id: r.id, title: r.title, titleBn: r.titleBn, classDate: r.classDate })),
    };
  });
  return { places: result, waiting, recordingsPaused: paused };
}

/** Children on a waitlist, or offered a seat, or waiting for a decision: the empty state says where they stand. */
async function waitingChildren(parentId: string): Promise<WaitingChild[]> {
  const a = schema.applications;
  const rows = await db
    .select({
      childName: schema.children.name,
      batchName: b.name,
      batchNameBn: b.nameBn,
      status: a.status,
      position: waitlistPositionSql(),
    })
    .from(a)
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .innerJoin(b, eq(b.id, a.batchId))
    .where(and(eq(a.parentId, parentId), inArray(a.status, ["submitted", "waitlisted", "offered"])))
    .orderBy(asc(a.createdAt));
  return rows.map((r) => ({ ...r, position: r.status === "waitlisted" ? r.position : null }));
}

/** The overview's card: the next class of any of the parent's active places, with the child's name. */
export async function nextClassOf(parentId: string, now: Date) {
  const places = (await placesOf(parentId)).filter((p) => p.status === "active");
  if (places.length === 0) return null;
  const today = dhakaDay(now);
  const cancellations = await cancellationsOf(
    [...new Set(places.map((p) => p.batch.id))],
    new Date(`${today}T00:00:00+06:00`),
    new Date(`${addDays(today, LOOKAHEAD_DAYS + 1)}T00:00:00+06:00`),
  );
  const candidates = places.flatMap((place) => {
    const next = nextClassOfBatch(place.batch, cancellations, now);
    return next
      ? [{ ...next, childName: place.childName, batchName: place.batch.name, batchNameBn: place.batch.nameBn }]
      : [];
  });
  return candidates.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime())[0] ?? null;
}

/**
 * Where 'Join Class' leads: the batch's link, for the parent's own active place while a class is open to join (15
 * minutes before it starts until it ends, not cancelled). `missing` for a place that is not theirs or not active,
 * `closed` outside the window or before staff have set the link.
 */
export async function joinTarget(parentId: string, placeId: string, now: Date) {
  const [place] = (await placesOf(parentId, placeId)).filter((p) => p.status === "active");
  if (!place) return { state: "missing" as const };
  const today = dhakaDay(now);
  const classesNow = classTimesBetween(place.batch, addDays(today, -1), today).filter((c) => isJoinable(c, now));
  const cancellations = await cancellationsOf([place.batch.id], addHours(now, -24), addHours(now, 24));
  const open = classesNow.find((c) => !cancellations.some((x) => +x.startsAt === +c.startsAt));
  if (!open || !place.batch.joinUrl) return { state: "closed" as const };
  return {
    state: "open" as const,
    url: place.batch.joinUrl,
    attendee: { batchId: place.batch.id, childId: place.childId, classDate: open.date },
  };
}

const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

/** A recording's link, for a parent with an active place in its batch and no invoice over 14 days overdue. */
export async function recordingTarget(parentId: string, recordingId: string, now: Date) {
  if (!isUuid(recordingId)) return { state: "missing" as const };
  const [row] = await db
    .select({ url: schema.recordings.url })
    .from(schema.recordings)
    .innerJoin(subs, eq(subs.batchId, schema.recordings.batchId))
    .where(
      and(
        eq(schema.recordings.id, recordingId),
        eq(subs.userId, parentId),
        eq(subs.status, "active"),
        isNotNull(subs.childId),
      ),
    )
    .limit(1);
  if (!row) return { state: "missing" as const };
  if (await recordingsPaused(parentId, now)) return { state: "paused" as const };
  return { state: "open" as const, url: row.url };
}

/** A family's answer to an outdoor session, for one child's active place that includes outdoor sessions. */
export async function answerOutdoorSession(
  actor: FamilyActor,
  input: { sessionId: string; placeId: string; answer: RsvpAnswer; agree?: "on" },
  now: Date,
): Promise<{ ok: true; childName: string } | { ok: false; reason: RsvpRefusal }> {
  const [place] = (await placesOf(actor.accountId, input.placeId)).filter(
    (p) => p.status === "active" && includesOutdoor(p.batch.programme, p.planId),
  );
  if (!place) return { ok: false, reason: "missing" };
  const [session] = await db
    .select({ startsAt: schema.outdoorSessions.startsAt })
    .from(schema.outdoorSessions)
    .where(and(eq(schema.outdoorSessions.id, input.sessionId), eq(schema.outdoorSessions.batchId, place.batch.id)));
  if (!session) return { ok: false, reason: "missing" };
  if (now.getTime() >= rsvpClosesAt(session.startsAt).getTime()) return { ok: false, reason: "closed" };
  return db.transaction(async (tx) => {
    // 'We'll be there' needs the family's agreement to the outdoor policy for this child and term (decision 026).
    if (input.answer === "yes") {
      const term = termOf(session.startsAt);
      const agree = input.agree === "on";
      const may = await outdoorAgreementFor(tx, { childId: place.childId, term, userId: actor.userId, agree, now });
      if (!may) return { ok: false as const, reason: "consent" as const };
    }
    await tx
      .insert(schema.outdoorRsvps)
      .values({ sessionId: input.sessionId, subscriptionId: place.id, answer: input.answer, updatedAt: now })
      .onConflictDoUpdate({
        target: [schema.outdoorRsvps.sessionId, schema.outdoorRsvps.subscriptionId],
        set: { answer: input.answer, updatedAt: now },
      });
    return { ok: true as const, childName: place.childName };
  });
}
