import crypto from "node:crypto";
import { and, eq, gte, inArray } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { classTimesBetween } from "~/lib/enrolment";
import { staffText } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { familyAccessOf } from "../data/family/access.server";
import { db, schema } from "../db.server";
import { env } from "../env.server";
import { inLanguage } from "../language.server";
import { eventCalendarEvent } from "../mail/templates/classes.server";
import { type CalendarEvent, calendarFile } from "./ics.server";

/**
 * Each parent's private calendar feed (docs/product.md#classes-and-recordings, decision 020): /calendar/<secret>.ics,
 * which a calendar app subscribes to. It holds their children's classes (a weekly event per place, a cancelled class
 * marked CANCELLED), the outdoor sessions they said yes to, and the events they registered for while signed in. It
 * never holds a join or recording link: only the time, the place and a link to the dashboard. A new secret ('Reset
 * link') makes the old address answer 404. Its titles and descriptions are in the parent's language (users.language),
 * whoever fetches it.
 */

const SECRET = /^[A-Za-z0-9_-]{32}$/;

const newSecret = () => crypto.randomBytes(24).toString("base64url");

export async function calendarSecretOf(userId: string) {
  const [row] = await db
    .select({ secret: schema.profiles.calendarSecret })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, userId));
  return row?.secret ?? null;
}

/** Gives the parent a feed address: a new one on reset, else the one they have (or a first one). */
export async function issueCalendarSecret(userId: string, { reset }: { reset: boolean }) {
  const current = await calendarSecretOf(userId);
  if (current && !reset) return current;
  const secret = newSecret();
  await db
    .insert(schema.profiles)
    .values({ id: userId, calendarSecret: secret })
    .onConflictDoUpdate({ target: schema.profiles.id, set: { calendarSecret: secret } });
  return secret;
}

/**
 * The feed's address three ways: as it is (to copy), as webcal:// (Apple's calendars and desktop apps subscribe from
 * it) and as Google Calendar's 'add by URL' link, which Android phones need (docs/product.md#classes-and-recordings).
 */
export const feedUrls = (secret: string) => {
  const https = `${env().APP_URL}/calendar/${secret}.ics`;
  return {
    https,
    webcal: https.replace(/^https?:/, "webcal:"),
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(https)}`,
  };
};

/** The feed for the address's secret, or null when no parent has it. */
export async function calendarFeed(secret: string): Promise<string | null> {
  if (!SECRET.test(secret)) return null;
  const [owner] = await db
    .select({ id: schema.profiles.id, language: schema.users.language })
    .from(schema.profiles)
    .innerJoin(schema.users, eq(schema.users.id, schema.profiles.id))
    .where(eq(schema.profiles.calendarSecret, secret));
  if (!owner) return null;
  // The classes are the family's, whichever member's address this is (a removed member's shows none).
  const { accountId } = await familyAccessOf(owner.id);
  const host = new URL(env().APP_URL).hostname;
  const dashboard = `${env().APP_URL}/dashboard/classes`;
  return inLanguage(owner.language, async () => {
    const [classes, outdoor, events] = await Promise.all([
      classEvents(accountId, host, dashboard),
      outdoorEvents(accountId, host, dashboard),
      registeredEvents(owner.id),
    ]);
    return calendarFile([...classes, ...outdoor, ...events], { name: m.mail_feed_name({ brand: site.name }) });
  });
}

async function classEvents(userId: string, host: string, dashboard: string): Promise<CalendarEvent[]> {
  const subs = schema.subscriptions;
  const b = schema.batches;
  const places = await db
    .select({
      id: subs.id,
      childName: schema.children.name,
      batch: b,
    })
    .from(subs)
    .innerJoin(b, eq(b.id, subs.batchId))
    .innerJoin(schema.children, eq(schema.children.id, subs.childId))
    .where(and(eq(subs.userId, userId), eq(subs.status, "active")));
  if (places.length === 0) return [];
  const cancellations = await db
    .select()
    .from(schema.classCancellations)
    .where(
      inArray(
        schema.classCancellations.batchId,
        places.map((p) => p.batch.id),
      ),
    );
  return places.flatMap(({ id, childName, batch }) => {
    // The first class on or after the start date opens the weekly series.
    const first = classTimesBetween(batch, batch.startDate, addDays(batch.startDate, 6))[0];
    if (!first) return [];
    const uid = `class-${id}@${host}`;
    const summary = m.mail_feed_class_summary({ child: childName, batch: staffText(batch.name, batch.nameBn).text });
    const description = m.mail_feed_class_description({ url: dashboard });
    const series: CalendarEvent = {
      uid,
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      summary,
      description,
      location: m.mail_feed_online(),
      url: dashboard,
      weekly: { days: batch.classDays, until: batch.endDate },
      alarmMinutesBefore: 15,
    };
    const length = first.endsAt.getTime() - first.startsAt.getTime();
    const cancelled = cancellations
      .filter((c) => c.batchId === batch.id && c.classStartsAt >= first.startsAt)
      .map(
        (c): CalendarEvent => ({
          uid,
          recurrenceOf: c.classStartsAt,
          startsAt: c.classStartsAt,
          endsAt: new Date(c.classStartsAt.getTime() + length),
          summary: m.mail_feed_cancelled_summary({ summary }),
          description: m.mail_feed_cancelled_description({ reason: staffText(c.reason, c.reasonBn).text }),
          url: dashboard,
          status: "CANCELLED",
        }),
      );
    return [series, ...cancelled];
  });
}

async function outdoorEvents(userId: string, host: string, dashboard: string): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: schema.outdoorSessions.id,
      startsAt: schema.outdoorSessions.startsAt,
      endsAt: schema.outdoorSessions.endsAt,
      place: schema.outdoorSessions.place,
      placeBn: schema.outdoorSessions.placeBn,
      notes: schema.outdoorSessions.notes,
      notesBn: schema.outdoorSessions.notesBn,
      childName: schema.children.name,
      placeId: schema.subscriptions.id,
    })
    .from(schema.outdoorRsvps)
    .innerJoin(schema.outdoorSessions, eq(schema.outdoorSessions.id, schema.outdoorRsvps.sessionId))
    .innerJoin(schema.subscriptions, eq(schema.subscriptions.id, schema.outdoorRsvps.subscriptionId))
    .innerJoin(schema.children, eq(schema.children.id, schema.subscriptions.childId))
    .where(
      and(
        eq(schema.subscriptions.userId, userId),
        eq(schema.subscriptions.status, "active"),
        eq(schema.outdoorRsvps.answer, "yes"),
      ),
    );
  return rows.map((row) => ({
    uid: `outdoor-${row.id}-${row.placeId}@${host}`,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    summary: m.mail_feed_outdoor_summary({ child: row.childName }),
    description: [
      row.notes ? m.mail_feed_outdoor_bring({ notes: staffText(row.notes, row.notesBn).text }) : null,
      m.mail_feed_outdoor_details({ url: dashboard }),
    ]
      .filter(Boolean)
      .join("\n"),
    location: staffText(row.place, row.placeBn).text,
    url: dashboard,
  }));
}

async function registeredEvents(userId: string): Promise<CalendarEvent[]> {
  const rows = await db
    .selectDistinct({
      id: schema.events.id,
      title: schema.events.title,
      titleBn: schema.events.titleBn,
      description: schema.events.description,
      descriptionBn: schema.events.descriptionBn,
      startsAt: schema.events.startsAt,
      endsAt: schema.events.endsAt,
      place: schema.events.place,
      placeBn: schema.events.placeBn,
    })
    .from(schema.workshopRegistrations)
    .innerJoin(schema.events, eq(schema.events.id, schema.workshopRegistrations.eventId))
    .where(
      and(
        eq(schema.workshopRegistrations.userId, userId),
        // Events of the last year and to come: a feed does not grow for ever.
        gte(schema.events.startsAt, new Date(Date.now() - 365 * 86_400_000)),
      ),
    );
  return rows.map((row) => eventCalendarEvent(row, row.id));
}
