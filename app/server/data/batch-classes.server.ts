import { and, asc, desc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { classTimesBetween, dhakaDay, dhakaInstant } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { OutdoorSessionInput } from "~/lib/schemas/classes";
import type { RsvpAnswer } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../db.server";
import { isUniqueViolation } from "../db-errors.server";
import { enqueueFamilyMail } from "../mail/family-mail.server";
import { enqueueMail, kickMailWorker } from "../mail/outbox.server";
import { classCancelledMail, trialClassCancelledMail } from "../mail/templates/classes.server";
import { writeAudit } from "./audit.server";

/**
 * Staff's side of a batch's classes (docs/product.md#classes-and-recordings): its join link, cancelling one class, its
 * recordings and its outdoor sessions with the families' answers. Every change is audited; a batch that does not exist
 * is `missing`.
 */

const b = schema.batches;
const rec = schema.recordings;
const sessions = schema.outdoorSessions;

async function batchExists(tx: DbOrTx, batchId: string) {
  if (!isUuid(batchId)) return null;
  const [row] = await tx.select().from(b).where(eq(b.id, batchId)).for("update");
  return row ?? null;
}

/** The batch's class link, for its staff page. */
export async function getJoinUrl(batchId: string) {
  const [row] = await db.select({ joinUrl: b.joinUrl }).from(b).where(eq(b.id, batchId));
  return row?.joinUrl ?? null;
}

/** Sets the batch's class link; audited with the old one. */
export async function setJoinUrl(actorId: string, batchId: string, joinUrl: string, now: Date) {
  return db.transaction(async (tx) => {
    const batch = await batchExists(tx, batchId);
    if (!batch) return "missing" as const;
    await tx.update(b).set({ joinUrl, updatedAt: now }).where(eq(b.id, batchId));
    await writeAudit(tx, {
      actorId,
      action: "batch.join-link",
      entityType: "batch",
      entityId: batchId,
      before: { joinUrl: batch.joinUrl },
      after: { joinUrl },
    });
    return "saved" as const;
  });
}

export type CancelClassResult = "cancelled" | "missing" | "not-a-class" | "past" | "already";

/**
 * Cancels one class of the batch with a reason: it shows as cancelled to the families and in their calendar feeds,
 * and every family with a place in the batch, and everyone who booked a free trial into that class, is emailed.
 */
export async function cancelClass(
  actorId: string,
  batchId: string,
  input: { classStartsAt: string; reason: string; reasonBn?: string | null },
  now: Date,
): Promise<CancelClassResult> {
  const startsAt = new Date(input.classStartsAt);
  let outcome: CancelClassResult;
  try {
    outcome = await db.transaction(async (tx) => {
      const batch = await batchExists(tx, batchId);
      if (!batch) return "missing" as const;
      const day = dhakaDay(startsAt);
      const theClass = classTimesBetween(batch, day, day).find((c) => c.startsAt.getTime() === startsAt.getTime());
      if (!theClass) return "not-a-class" as const;
      if (theClass.endsAt.getTime() <= now.getTime()) return "past" as const;
      await tx.insert(schema.classCancellations).values({
        batchId,
        classStartsAt: startsAt,
        reason: input.reason,
        reasonBn: input.reasonBn ?? null,
        cancelledBy: actorId,
        createdAt: now,
      });
      await writeAudit(tx, {
        actorId,
        action: "batch.class-cancel",
        entityType: "batch",
        entityId: batchId,
        after: { classStartsAt: startsAt.toISOString(), reason: input.reason, reasonBn: input.reasonBn ?? null },
      });
      const facts = {
        batchName: batch.name,
        batchNameBn: batch.nameBn,
        startsAt: theClass.startsAt,
        endsAt: theClass.endsAt,
        reason: input.reason,
        reasonBn: input.reasonBn ?? null,
      };
      for (const family of await familiesOf(tx, batchId)) {
        await enqueueFamilyMail(
          family.parentId,
          (member) => classCancelledMail({ ...facts, parentName: member.name, childNames: family.childNames }),
          tx,
        );
      }
      const trials = await tx
        .select()
        .from(schema.trialBookings)
        .where(
          and(
            eq(schema.trialBookings.batchId, batchId),
            eq(schema.trialBookings.classStartsAt, startsAt),
            isNotNull(schema.trialBookings.email),
          ),
        );
      for (const trial of trials) {
        await enqueueMail(
          trial.email!,
          trialClassCancelledMail({ ...facts, name: trial.name, childName: trial.childName }),
          tx,
        );
      }
      return "cancelled" as const;
    });
  } catch (error) {
    // Cancelled twice at once: the unique index lets one through.
    if (isUniqueViolation(error)) return "already";
    throw error;
  }
  if (outcome === "cancelled") kickMailWorker();
  return outcome;
}

/** The families with a place in the batch (accepted applications), one entry per family with its children. */
async function familiesOf(tx: DbOrTx, batchId: string) {
  const a = schema.applications;
  const rows = await tx
    .select({ parentId: a.parentId, childName: schema.children.name })
    .from(a)
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .where(and(eq(a.batchId, batchId), eq(a.status, "accepted")))
    .orderBy(asc(a.createdAt));
  const families = new Map<string, { parentId: string; childNames: string[] }>();
  for (const row of rows) {
    const family = families.get(row.parentId) ?? { parentId: row.parentId, childNames: [] };
    family.childNames.push(row.childName);
    families.set(row.parentId, family);
  }
  return [...families.values()];
}

/** The batch's cancelled classes from `from` on, for its page. */
export async function listCancellations(batchId: string, from: Date) {
  return db
    .select({
      startsAt: schema.classCancellations.classStartsAt,
      reason: schema.classCancellations.reason,
      reasonBn: schema.classCancellations.reasonBn,
    })
    .from(schema.classCancellations)
    .where(and(eq(schema.classCancellations.batchId, batchId), gte(schema.classCancellations.classStartsAt, from)))
    .orderBy(asc(schema.classCancellations.classStartsAt));
}

/* ------------------------------------------------------------------ */
/* Recordings                                                          */
/* ------------------------------------------------------------------ */

type RecordingInput = { title: string; titleBn?: string | null; classDate: string; url: string };

/** A recording's columns from the form: no Bangla title is null. */
const recordingValues = (input: RecordingInput) => ({ ...input, titleBn: input.titleBn ?? null });

export async function listRecordings(batchId: string) {
  return db
    .select({ id: rec.id, title: rec.title, titleBn: rec.titleBn, classDate: rec.classDate, url: rec.url })
    .from(rec)
    .where(eq(rec.batchId, batchId))
    .orderBy(desc(rec.classDate), desc(rec.createdAt));
}

export async function addRecording(actorId: string, batchId: string, input: RecordingInput, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await batchExists(tx, batchId))) return "missing" as const;
    const [row] = await tx
      .insert(rec)
      .values({ batchId, ...recordingValues(input), createdBy: actorId, createdAt: now, updatedAt: now })
      .returning({ id: rec.id });
    await writeAudit(tx, {
      actorId,
      action: "recording.add",
      entityType: "batch",
      entityId: batchId,
      after: { recordingId: row!.id, ...recordingValues(input) },
    });
    return "saved" as const;
  });
}

/** Edits a recording of this batch; `missing` when there is no such recording in it. */
export async function updateRecording(
  actorId: string,
  batchId: string,
  recordingId: string,
  input: RecordingInput,
  now: Date,
) {
  if (!isUuid(recordingId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(rec)
      .where(and(eq(rec.id, recordingId), eq(rec.batchId, batchId)))
      .for("update");
    if (!before) return "missing" as const;
    await tx
      .update(rec)
      .set({ ...recordingValues(input), updatedAt: now })
      .where(eq(rec.id, recordingId));
    await writeAudit(tx, {
      actorId,
      action: "recording.update",
      entityType: "batch",
      entityId: batchId,
      before: {
        recordingId,
        title: before.title,
        titleBn: before.titleBn,
        classDate: before.classDate,
        url: before.url,
      },
      after: { recordingId, ...recordingValues(input) },
    });
    return "saved" as const;
  });
}

export async function removeRecording(actorId: string, batchId: string, recordingId: string) {
  if (!isUuid(recordingId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(rec)
      .where(and(eq(rec.id, recordingId), eq(rec.batchId, batchId)))
      .returning();
    if (!removed) return "missing" as const;
    await writeAudit(tx, {
      actorId,
      action: "recording.remove",
      entityType: "batch",
      entityId: batchId,
      before: { recordingId, title: removed.title, classDate: removed.classDate, url: removed.url },
    });
    return "removed" as const;
  });
}

/* ------------------------------------------------------------------ */
/* Outdoor sessions                                                    */
/* ------------------------------------------------------------------ */

/** An outdoor session from the form; the Bangla place and notes may be left out (none). */
type OutdoorSessionFields = Omit<OutdoorSessionInput, "placeBn" | "notesBn"> & {
  placeBn?: string | null;
  notesBn?: string | null;
};

export async function addOutdoorSession(actorId: string, batchId: string, input: OutdoorSessionFields, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await batchExists(tx, batchId))) return "missing" as const;
    const values = {
      batchId,
      startsAt: dhakaInstant(input.date, input.startTime),
      endsAt: dhakaInstant(input.date, input.endTime),
      place: input.place,
      placeBn: input.placeBn ?? null,
      notes: input.notes,
      notesBn: input.notesBn ?? null,
    };
    const [row] = await tx
      .insert(sessions)
      .values({ ...values, createdBy: actorId, createdAt: now, updatedAt: now })
      .returning({ id: sessions.id });
    await writeAudit(tx, {
      actorId,
      action: "outdoor-session.add",
      entityType: "batch",
      entityId: batchId,
      after: { sessionId: row!.id, ...input },
    });
    return "saved" as const;
  });
}

export async function removeOutdoorSession(actorId: string, batchId: string, sessionId: string) {
  if (!isUuid(sessionId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.batchId, batchId)))
      .returning();
    if (!removed) return "missing" as const;
    await writeAudit(tx, {
      actorId,
      action: "outdoor-session.remove",
      entityType: "batch",
      entityId: batchId,
      before: { sessionId, startsAt: removed.startsAt.toISOString(), place: removed.place },
    });
    return "removed" as const;
  });
}

export type StaffOutdoorSession = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  placeBn: string | null;
  notes: string | null;
  notesBn: string | null;
  answers: Array<{ childId: string; childName: string; parentName: string; answer: RsvpAnswer }>;
};

/** The batch's outdoor sessions from `from` on, each with who answered what. */
export async function listOutdoorSessions(batchId: string, from: Date): Promise<StaffOutdoorSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.batchId, batchId), gte(sessions.endsAt, from)))
    .orderBy(asc(sessions.startsAt));
  if (rows.length === 0) return [];
  const answers = await db
    .select({
      sessionId: schema.outdoorRsvps.sessionId,
      answer: schema.outdoorRsvps.answer,
      childId: schema.children.id,
      childName: schema.children.name,
      parentName: schema.profiles.fullName,
      email: schema.users.email,
    })
    .from(schema.outdoorRsvps)
    .innerJoin(schema.subscriptions, eq(schema.subscriptions.id, schema.outdoorRsvps.subscriptionId))
    .innerJoin(schema.children, eq(schema.children.id, schema.subscriptions.childId))
    .innerJoin(schema.users, eq(schema.users.id, schema.subscriptions.userId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.subscriptions.userId))
    .where(
      inArray(
        schema.outdoorRsvps.sessionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(schema.children.name));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    place: row.place,
    placeBn: row.placeBn,
    notes: row.notes,
    notesBn: row.notesBn,
    answers: answers
      .filter((a) => a.sessionId === row.id)
      .map((a) => ({
        childId: a.childId,
        childName: a.childName,
        parentName: a.parentName ?? a.email,
        answer: a.answer as RsvpAnswer,
      })),
  }));
}
