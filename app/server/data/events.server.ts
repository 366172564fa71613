import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { dhakaInstant } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { EventRefusal } from "~/lib/refusals/events";
import type { EventInput, EventRegistrationInput } from "~/lib/schemas/events";
import { EMAIL_PATTERN } from "~/lib/schemas/fields";
import { contactKey, workshopLimits } from "~/lib/schemas/workshop";
import type { EventKind } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../db.server";
import { enqueueMail, enqueueStaffMail, kickMailWorker } from "../mail/outbox.server";
import { eventRegisteredMail } from "../mail/templates/classes.server";
import { staffNotificationEmail } from "../mail/templates/staff-notification.server";
import { writeAudit } from "./audit.server";

/**
 * Public workshops and outdoor adventures (docs/product.md#events): listed on /events with the places left, and
 * registered for without an account. Registrations never exceed an event's places: each registration locks its event's
 * row, counts the places taken and inserts in one transaction. Registrations sit in the staff inbox as before.
 */

const ev = schema.events;
const reg = schema.workshopRegistrations;

export type PublicEvent = {
  id: string;
  kind: EventKind;
  title: string;
  titleBn: string | null;
  description: string;
  descriptionBn: string | null;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  placeBn: string | null;
  seats: number;
  placesLeft: number;
};

/** Names `events` outright: Drizzle leaves a column unqualified in a query without joins, where `r.id` would shadow it. */
const placesTaken = sql<number>`coalesce((select sum(r.attendees) from workshop_registrations r where r.event_id = events.id), 0)::int`;

const eventColumns = {
  id: ev.id,
  kind: ev.kind,
  title: ev.title,
  titleBn: ev.titleBn,
  description: ev.description,
  descriptionBn: ev.descriptionBn,
  startsAt: ev.startsAt,
  endsAt: ev.endsAt,
  place: ev.place,
  placeBn: ev.placeBn,
  seats: ev.seats,
  taken: placesTaken,
};

type EventRow = Omit<PublicEvent, "placesLeft" | "kind"> & { kind: string; taken: number };

const toPublic = ({ taken, ...row }: EventRow): PublicEvent => ({
  ...row,
  kind: row.kind as EventKind,
  placesLeft: Math.max(0, row.seats - taken),
});

/** The events still to come (or under way), soonest first, with the places left. */
export async function listUpcomingEvents(now: Date, kind?: EventKind): Promise<PublicEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(ev)
    .where(and(gt(ev.endsAt, now), kind ? eq(ev.kind, kind) : undefined))
    .orderBy(asc(ev.startsAt), asc(ev.id));
  return (rows as EventRow[]).map(toPublic);
}

export type RegisterResult = { ok: true; title: string } | ({ ok: false } & EventRefusal);

/**
 * Registers for an event, if it has the places: the event's row is locked, so registrations racing for the last
 * places can never take more than there are. A phone number or email registers once per event, and without an
 * account one registration holds `workshopLimits.anonymousAttendeesMax` places at most. The registrant gets a
 * confirmation with a calendar file when they gave an email address, and staff get the inbox's notification.
 */
export async function registerForEvent(
  input: EventRegistrationInput,
  userId: string | null,
  now: Date,
): Promise<RegisterResult> {
  if (!isUuid(input.eventId)) return { ok: false, reason: "missing" };
  if (!userId && input.attendees > workshopLimits.anonymousAttendeesMax)
    return { ok: false, reason: "anonymous-places" };
  const result = await db.transaction(async (tx): Promise<RegisterResult> => {
    const [event] = await tx.select().from(ev).where(eq(ev.id, input.eventId)).for("update");
    if (!event || event.endsAt.getTime() <= now.getTime()) return { ok: false, reason: "missing" };
    const registrations = await tx
      .select({ contact: reg.contact, attendees: reg.attendees })
      .from(reg)
      .where(eq(reg.eventId, event.id));
    const contact = contactKey(input.contact);
    if (registrations.some((r) => contactKey(r.contact) === contact)) {
      return { ok: false, reason: "already-registered" };
    }
    const taken = registrations.reduce((sum, r) => sum + r.attendees, 0);
    const placesLeft = event.seats - taken;
    if (input.attendees > placesLeft) return { ok: false, reason: "full", placesLeft: Math.max(0, placesLeft) };
    await tx.insert(reg).values({
      eventId: event.id,
      userId,
      workshop: event.title,
      name: input.name,
      contact: input.contact,
      attendees: input.attendees,
      createdAt: now,
    });
    const email = input.contact.trim();
    if (EMAIL_PATTERN.test(email)) {
      await enqueueMail(email, eventRegisteredMail({ ...event, ...input, eventId: event.id }), tx);
    }
    await enqueueStaffMail(
      staffNotificationEmail({
        kind: "workshop",
        workshop: event.title,
        name: input.name,
        contact: input.contact,
        attendees: input.attendees,
      }),
      tx,
    );
    return { ok: true, title: event.title };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/* ------------------------------------------------------------------ */
/* Staff                                                               */
/* ------------------------------------------------------------------ */

export type StaffEvent = PublicEvent & {
  registrations: Array<{ id: string; name: string; contact: string; attendees: number; createdAt: Date }>;
};

/** Staff → Events: upcoming events first (soonest first), then past ones (latest first), with their registrations. */
export async function listEventsForStaff(now: Date): Promise<{ upcoming: StaffEvent[]; past: StaffEvent[] }> {
  const rows = ((await db.select(eventColumns).from(ev).orderBy(desc(ev.startsAt))) as EventRow[]).map(toPublic);
  const registrations = rows.length
    ? await db
        .select({
          eventId: reg.eventId,
          id: reg.id,
          name: reg.name,
          contact: reg.contact,
          attendees: reg.attendees,
          createdAt: reg.createdAt,
        })
        .from(reg)
        .where(sql`${reg.eventId} is not null`)
        .orderBy(asc(reg.createdAt))
    : [];
  const withRegistrations = rows.map((event) => ({
    ...event,
    registrations: registrations.filter((r) => r.eventId === event.id).map(({ eventId: _eventId, ...r }) => r),
  }));
  return {
    upcoming: withRegistrations.filter((e) => e.endsAt > now).reverse(),
    past: withRegistrations.filter((e) => e.endsAt <= now),
  };
}

/** An event from the form; the Bangla place may be left out (none). */
type EventFields = Omit<EventInput, "placeBn"> & { placeBn?: string | null };

const eventValues = (input: EventFields) => ({
  kind: input.kind,
  title: input.title,
  titleBn: input.titleBn,
  description: input.description,
  descriptionBn: input.descriptionBn,
  startsAt: dhakaInstant(input.date, input.startTime),
  endsAt: dhakaInstant(input.date, input.endTime),
  place: input.place,
  placeBn: input.place ? (input.placeBn ?? null) : null,
  seats: input.seats,
});

export async function createEvent(actorId: string, input: EventFields, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ev)
      .values({ ...eventValues(input), createdBy: actorId, createdAt: now, updatedAt: now })
      .returning({ id: ev.id });
    await writeAudit(tx, { actorId, action: "event.create", entityType: "event", entityId: row!.id, after: input });
    return row!.id;
  });
}

export type UpdateEventResult = "saved" | "missing" | { belowTaken: number };

/** Edits an event; its places can never go below those already taken. */
export async function updateEvent(actorId: string, eventId: string, input: EventFields, now: Date) {
  if (!isUuid(eventId)) return "missing" as const;
  return db.transaction(async (tx): Promise<UpdateEventResult> => {
    const [before] = await tx.select().from(ev).where(eq(ev.id, eventId)).for("update");
    if (!before) return "missing";
    const taken = await takenPlaces(tx, eventId);
    if (input.seats < taken) return { belowTaken: taken };
    await tx
      .update(ev)
      .set({ ...eventValues(input), updatedAt: now })
      .where(eq(ev.id, eventId));
    await writeAudit(tx, {
      actorId,
      action: "event.update",
      entityType: "event",
      entityId: eventId,
      before: { title: before.title, startsAt: before.startsAt.toISOString(), seats: before.seats },
      after: input,
    });
    return "saved";
  });
}

async function takenPlaces(tx: DbOrTx, eventId: string) {
  const [row] = await tx
    .select({ taken: sql<number>`coalesce(sum(${reg.attendees}), 0)::int` })
    .from(reg)
    .where(eq(reg.eventId, eventId));
  return Number(row?.taken ?? 0);
}

/** Removes an event nobody has registered for yet; `registered` when someone has. */
export async function removeEvent(actorId: string, eventId: string) {
  if (!isUuid(eventId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ev).where(eq(ev.id, eventId)).for("update");
    if (!before) return "missing" as const;
    if ((await takenPlaces(tx, eventId)) > 0) return "registered" as const;
    await tx.delete(ev).where(eq(ev.id, eventId));
    await writeAudit(tx, {
      actorId,
      action: "event.remove",
      entityType: "event",
      entityId: eventId,
      before: { title: before.title, startsAt: before.startsAt.toISOString() },
    });
    return "removed" as const;
  });
}
