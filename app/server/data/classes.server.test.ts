import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser, soleParent } from "../../../tests/support/test-users";
import { calendarFeed, issueCalendarSecret } from "../calendar/feed.server";
import { schema } from "../db.server";
import { addOutdoorSession, addRecording, cancelClass, listOutdoorSessions, setJoinUrl } from "./batch-classes.server";
import { createBatch } from "./batches.server";
import { answerOutdoorSession, joinTarget, listParentClasses, nextClassOf, recordingTarget } from "./classes.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";
import { createEvent, registerForEvent } from "./events.server";

/** Friday 4 December 2026, 19:00-20:00 in Dhaka is 13:00-14:00 UTC. */
const FRI = new Date("2026-12-04T13:00:00Z");
const minutes = (n: number) => n * 60_000;
const T0 = new Date("2026-11-20T06:00:00Z");

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Classes batch",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2026-11-27",
  endDate: "2027-03-27",
  capacity: 6,
  ...over,
});

describe.each(databaseKinds())("classes for enrolled families on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family with a place in a new batch: `active` as once paid, else `pending` as accepted. */
  async function family(
    options: { status?: "active" | "pending"; outdoor?: boolean; batch?: Partial<BatchInput>; batchId?: string } = {},
  ) {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db, { name: "Rumana" });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: "Tuhin", age: 4 })
      .returning({ id: schema.children.id });
    const batchId = options.batchId ?? (await createBatch(staff.id, batchInput(options.batch), T0));
    const applied = await applyForPlace(
      parent.id,
      { child: { kind: "existing", id: child!.id }, batchId, outdoor: options.outdoor ?? false, notes: null },
      T0,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(staff.id, applied.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, parent.id));
    if ((options.status ?? "active") === "active") {
      await t.db.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, place!.id));
      await t.db.update(schema.invoices).set({ status: "paid" }).where(eq(schema.invoices.parentId, parent.id));
    }
    return { staff, parent, batchId, placeId: place!.id };
  }

  it("Join Class opens 15 minutes before a class and closes when it ends; a cancelled class never opens", async () => {
    const { staff, parent, batchId, placeId } = await family();
    expect((await joinTarget(parent.id, placeId, FRI)).state).toBe("closed");
    await setJoinUrl(staff.id, batchId, "https://zoom.us/j/123456789", T0);
    expect((await joinTarget(parent.id, placeId, new Date(FRI.getTime() - minutes(16)))).state).toBe("closed");
    expect(await joinTarget(parent.id, placeId, new Date(FRI.getTime() - minutes(15)))).toEqual({
      state: "open",
      url: "https://zoom.us/j/123456789",
      attendee: { batchId, childId: expect.any(String), classDate: "2026-12-04" },
    });
    expect((await joinTarget(parent.id, placeId, new Date(FRI.getTime() + minutes(59)))).state).toBe("open");
    expect((await joinTarget(parent.id, placeId, new Date(FRI.getTime() + minutes(60)))).state).toBe("closed");

    const other = await makeUser(t.db);
    expect((await joinTarget(other.id, placeId, FRI)).state).toBe("missing");

    expect(
      await cancelClass(staff.id, batchId, { classStartsAt: FRI.toISOString(), reason: "Teacher is unwell." }, T0),
    ).toBe("cancelled");
    expect((await joinTarget(parent.id, placeId, FRI)).state).toBe("closed");
    const { places } = await listParentClasses(parent.id, new Date(FRI.getTime() - minutes(60)));
    expect(places[0]!.next?.startsAt).toEqual(new Date("2026-12-05T13:00:00Z"));
    expect(places[0]!.month.find((c) => c.startsAt.getTime() === FRI.getTime())?.cancelled).toBe("Teacher is unwell.");
    expect((await nextClassOf(parent.id, new Date(FRI.getTime() - minutes(60))))?.startsAt).toEqual(
      new Date("2026-12-05T13:00:00Z"),
    );
  });

  it("a place waiting for payment sees no link, session or recording, and is asked to pay", async () => {
    const { staff, parent, batchId, placeId } = await family({ status: "pending" });
    await setJoinUrl(staff.id, batchId, "https://meet.google.com/abc-defg-hij", T0);
    const [recording] = await t.db
      .insert(schema.recordings)
      .values({ batchId, title: "Week 1", classDate: "2026-11-27", url: "https://video.example/1" })
      .returning({ id: schema.recordings.id });
    const { places } = await listParentClasses(parent.id, FRI);
    expect(places).toMatchObject([{ status: "pending", next: null, recordings: null, outdoor: null, month: [] }]);
    expect((await joinTarget(parent.id, placeId, FRI)).state).toBe("missing");
    expect((await recordingTarget(parent.id, recording!.id, FRI)).state).toBe("missing");
  });

  it("recordings: newest first for the batch's families, paused while an invoice is over 14 days overdue", async () => {
    const { staff, parent, batchId } = await family();
    await addRecording(staff.id, batchId, { title: "Week 1", classDate: "2026-11-27", url: "https://v.example/1" }, T0);
    await addRecording(staff.id, batchId, { title: "Week 2", classDate: "2026-12-04", url: "https://v.example/2" }, T0);
    const { places } = await listParentClasses(parent.id, FRI);
    expect(places[0]!.recordings!.map((r) => r.title)).toEqual(["Week 2", "Week 1"]);
    const stranger = await family({ batch: { name: "Another batch" } });
    expect((await recordingTarget(stranger.parent.id, places[0]!.recordings![0]!.id, FRI)).state).toBe("missing");
    expect(await recordingTarget(parent.id, places[0]!.recordings![0]!.id, FRI)).toEqual({
      state: "open",
      url: "https://v.example/2",
    });

    const [invoice] = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.parentId, parent.id))
      .orderBy(asc(schema.invoices.number));
    await t.db
      .update(schema.invoices)
      .set({ status: "due", dueDate: "2026-11-19" })
      .where(eq(schema.invoices.id, invoice!.id));
    expect((await listParentClasses(parent.id, new Date("2026-12-03T06:00:00Z"))).places[0]!.recordings).toHaveLength(
      2,
    );
    const later = new Date("2026-12-04T06:00:00Z");
    expect((await listParentClasses(parent.id, later)).recordingsPaused).toBe(true);
    expect((await listParentClasses(parent.id, later)).places[0]!.recordings).toBeNull();
    expect((await recordingTarget(parent.id, places[0]!.recordings![0]!.id, later)).state).toBe("paused");
  });

  it("outdoor sessions: only for places that include them, answers change until the day before", async () => {
    const withOutdoor = await family({ outdoor: true });
    const without = await family({ batchId: withOutdoor.batchId });
    const staff = withOutdoor.staff;
    await addOutdoorSession(
      staff.id,
      withOutdoor.batchId,
      { date: "2026-12-12", startTime: "08:30", endTime: "10:30", place: "Ramna Park", notes: "A cap" },
      T0,
    );
    const [session] = await listOutdoorSessions(withOutdoor.batchId, T0);
    const seen = await listParentClasses(withOutdoor.parent.id, FRI);
    expect(seen.places[0]!.outdoor).toMatchObject([{ place: "Ramna Park", answer: null, canAnswer: true }]);
    expect((await listParentClasses(without.parent.id, FRI)).places[0]!.outdoor).toBeNull();
    expect(
      await answerOutdoorSession(
        soleParent(without.parent.id),
        { sessionId: session!.id, placeId: without.placeId, answer: "yes" },
        FRI,
      ),
    ).toMatchObject({ ok: false, reason: "missing" });

    const answer = (value: "yes" | "no", now: Date) =>
      answerOutdoorSession(
        soleParent(withOutdoor.parent.id),
        { sessionId: session!.id, placeId: withOutdoor.placeId, answer: value, agree: "on" },
        now,
      );
    expect(await answer("yes", FRI)).toMatchObject({ ok: true });
    expect(await answer("no", new Date("2026-12-11T17:59:00Z"))).toMatchObject({ ok: true });
    // Midnight in Dhaka on the session's day: answers are closed.
    expect(await answer("yes", new Date("2026-12-11T18:00:00Z"))).toMatchObject({ ok: false, reason: "closed" });
    const [listed] = await listOutdoorSessions(withOutdoor.batchId, T0);
    expect(listed!.answers).toEqual([
      { childId: expect.any(String), childName: "Tuhin", parentName: "Rumana", answer: "no" },
    ]);
  });

  it("cancelling a class emails each family of the batch and the class's trial bookers, once", async () => {
    const one = await family();
    const two = await family({ batchId: one.batchId });
    await t.db.insert(schema.trialBookings).values({
      batchId: one.batchId,
      classStartsAt: FRI,
      name: "Trial Parent",
      whatsapp: "+8801711000000",
      email: "trial-parent@test.example",
      childName: "Mim",
      childAge: 4,
    });
    const input = { classStartsAt: FRI.toISOString(), reason: "Eid holiday" };
    const results = await Promise.all([
      cancelClass(one.staff.id, one.batchId, input, T0),
      cancelClass(one.staff.id, one.batchId, input, T0),
    ]);
    expect(results.sort()).toEqual(["already", "cancelled"]);
    const recipients = [one.parent.email, two.parent.email, "trial-parent@test.example"];
    const mails = await t.db.select({ to: schema.mailOutbox.to, kind: schema.mailOutbox.kind }).from(schema.mailOutbox);
    const byAddress = (a: { to: string }, b: { to: string }) => a.to.localeCompare(b.to);
    const cancellations = mails.filter((m) => recipients.includes(m.to) && m.kind.endsWith("class-cancelled"));
    expect(cancellations.sort(byAddress)).toEqual(
      [
        { to: one.parent.email, kind: "class-cancelled" },
        { to: two.parent.email, kind: "class-cancelled" },
        { to: "trial-parent@test.example", kind: "trial-class-cancelled" },
      ].sort(byAddress),
    );
    expect(await cancelClass(one.staff.id, one.batchId, { ...input, classStartsAt: "2026-12-04T12:00:00Z" }, T0)).toBe(
      "not-a-class",
    );
    const saturday = { ...input, classStartsAt: "2026-12-05T13:00:00Z" };
    expect(await cancelClass(one.staff.id, one.batchId, saturday, new Date("2026-12-05T14:30:00Z"))).toBe("past");
  });

  it("event places are never overbooked, however many register at once", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const eventId = await createEvent(
      staff.id,
      {
        kind: "workshop",
        title: "Race workshop",
        titleBn: null,
        description: "Twenty families, five places.",
        descriptionBn: null,
        date: "2026-12-20",
        startTime: "20:00",
        endTime: "21:00",
        place: null,
        seats: 5,
      },
      T0,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        registerForEvent(
          { eventId, name: `Family ${i}`, contact: `family${i}@test.example`, attendees: i % 3 === 0 ? 2 : 1 },
          null,
          T0,
        ),
      ),
    );
    const rows = await t.db
      .select({ attendees: schema.workshopRegistrations.attendees })
      .from(schema.workshopRegistrations)
      .where(eq(schema.workshopRegistrations.eventId, eventId));
    const taken = rows.reduce((sum, r) => sum + r.attendees, 0);
    expect(taken).toBeLessThanOrEqual(5);
    expect(taken).toBeGreaterThanOrEqual(4);
    expect(results.filter((r) => r.ok)).toHaveLength(rows.length);
    expect(results.some((r) => !r.ok && r.reason === "full")).toBe(true);
  });

  it("a phone number or email registers once per event, and without an account for four places at most", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db);
    const eventId = await createEvent(
      staff.id,
      {
        kind: "adventure",
        title: "Limits adventure",
        titleBn: null,
        description: "Thirty places.",
        descriptionBn: null,
        date: "2026-12-20",
        startTime: "08:00",
        endTime: "11:00",
        place: "Ramna Park",
        seats: 30,
      },
      T0,
    );
    const register = (contact: string, attendees: number, userId: string | null = null) =>
      registerForEvent({ eventId, name: "Someone", contact, attendees }, userId, T0);

    expect(await register("01712-000111", 5)).toEqual({ ok: false, reason: "anonymous-places" });
    expect(await register("01712-000111", 4)).toEqual({ ok: true, title: "Limits adventure" });
    // The same number typed another way, and the same email in capitals, are the same registrant.
    expect(await register("+880 1712 000111", 1)).toEqual({ ok: false, reason: "already-registered" });
    expect(await register("mina@test.example", 2)).toMatchObject({ ok: true });
    expect(await register(" Mina@Test.Example ", 2)).toEqual({ ok: false, reason: "already-registered" });
    // A signed-in parent may bring a larger group.
    expect(await register("01812-000222", 6, parent.id)).toMatchObject({ ok: true });

    const rows = await t.db
      .select({ attendees: schema.workshopRegistrations.attendees })
      .from(schema.workshopRegistrations)
      .where(eq(schema.workshopRegistrations.eventId, eventId));
    expect(rows.map((r) => r.attendees).sort()).toEqual([2, 4, 6]);
  });

  it("the calendar feed: weekly classes across a month boundary, a cancelled one, a yes, a workshop; reset ends the old address", async () => {
    const { staff, parent, batchId, placeId } = await family({ outdoor: true });
    await setJoinUrl(staff.id, batchId, "https://zoom.us/j/secret-room", T0);
    await addRecording(
      staff.id,
      batchId,
      { title: "Week 1", classDate: "2026-11-27", url: "https://v.example/private" },
      T0,
    );
    await cancelClass(staff.id, batchId, { classStartsAt: FRI.toISOString(), reason: "Eid holiday" }, T0);
    await addOutdoorSession(
      staff.id,
      batchId,
      { date: "2026-12-12", startTime: "08:30", endTime: "10:30", place: "Ramna Park", notes: null },
      T0,
    );
    const [session] = await listOutdoorSessions(batchId, T0);
    await answerOutdoorSession(
      soleParent(parent.id),
      { sessionId: session!.id, placeId, answer: "yes", agree: "on" },
      T0,
    );
    const eventId = await createEvent(
      staff.id,
      {
        kind: "workshop",
        title: "Feed workshop",
        titleBn: null,
        description: "For the feed.",
        descriptionBn: null,
        date: "2026-12-18",
        startTime: "20:30",
        endTime: "21:30",
        place: null,
        seats: 10,
      },
      T0,
    );
    await registerForEvent({ eventId, name: "Rumana", contact: "01711000000", attendees: 1 }, parent.id, T0);

    const secret = await issueCalendarSecret(parent.id, { reset: false });
    expect(await issueCalendarSecret(parent.id, { reset: false })).toBe(secret);
    const feed = (await calendarFeed(secret))!;
    expect(feed).not.toContain("zoom.us");
    expect(feed).not.toContain("v.example");

    const calendar = new ICAL.Component(ICAL.parse(feed));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const series = events.find((e) => e.isRecurring())!;
    expect(series.summary).toBe("Tuhin's class: Classes batch");
    const starts: string[] = [];
    const iterator = series.iterator();
    for (let next = iterator.next(); next && starts.length < 4; next = iterator.next()) {
      starts.push(next.toJSDate().toISOString());
    }
    // Friday and Saturday at 19:00 Dhaka, from the batch's start on 27 November into December.
    expect(starts).toEqual([
      "2026-11-27T13:00:00.000Z",
      "2026-11-28T13:00:00.000Z",
      "2026-12-04T13:00:00.000Z",
      "2026-12-05T13:00:00.000Z",
    ]);
    const cancelled = events.find((e) => e.isRecurrenceException())!;
    expect(cancelled.recurrenceId.toJSDate().toISOString()).toBe(FRI.toISOString());
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(["Outdoor session with Tuhin", "Feed workshop (Little Explorers)"]),
    );

    const fresh = await issueCalendarSecret(parent.id, { reset: true });
    expect(fresh).not.toBe(secret);
    expect(await calendarFeed(secret)).toBeNull();
    expect(await calendarFeed(fresh)).toContain("BEGIN:VCALENDAR");
    expect(await calendarFeed("not-a-secret")).toBeNull();
  });
});
