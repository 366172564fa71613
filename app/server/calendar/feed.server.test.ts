import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser, soleParent } from "../../../tests/support/test-users";
import { addOutdoorSession, cancelClass, listOutdoorSessions } from "../data/batch-classes.server";
import { createBatch } from "../data/batches.server";
import { answerOutdoorSession } from "../data/classes.server";
import { applyForPlace } from "../data/enrolment/apply.server";
import { decideApplication } from "../data/enrolment/changes.server";
import { createEvent, registerForEvent } from "../data/events.server";
import { schema } from "../db.server";
import { calendarFeed, issueCalendarSecret } from "./feed.server";

const T0 = new Date("2026-11-20T06:00:00Z");
/** Friday 4 December 2026, 19:00 in Dhaka. */
const FRI = new Date("2026-12-04T13:00:00Z");

describe.each(databaseKinds())("a Bangla-speaking parent's calendar feed on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("titles and describes classes, a cancelled class, an outdoor session and an event in Bangla", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db, { name: "Rumana" });
    await t.db.update(schema.users).set({ language: "bn" }).where(eq(schema.users.id, parent.id));
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: "Tuhin", age: 4 })
      .returning({ id: schema.children.id });
    const batchId = await createBatch(
      staff.id,
      {
        programme: "preschool",
        name: "Shapla",
        classDays: [5, 6],
        startTime: "19:00",
        endTime: "20:00",
        startDate: "2026-11-27",
        endDate: "2027-03-27",
        capacity: 6,
      },
      T0,
    );
    const applied = await applyForPlace(
      parent.id,
      { child: { kind: "existing", id: child!.id }, batchId, outdoor: true, notes: null },
      T0,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(staff.id, applied.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, parent.id));
    await t.db.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, place!.id));

    await cancelClass(staff.id, batchId, { classStartsAt: FRI.toISOString(), reason: "ঈদের ছুটি" }, T0);
    await addOutdoorSession(
      staff.id,
      batchId,
      { date: "2026-12-12", startTime: "08:30", endTime: "10:30", place: "রমনা পার্ক", notes: "পানির বোতল" },
      T0,
    );
    const [session] = await listOutdoorSessions(batchId, T0);
    await answerOutdoorSession(
      soleParent(parent.id),
      { sessionId: session!.id, placeId: place!.id, answer: "yes", agree: "on" },
      T0,
    );
    const eventId = await createEvent(
      staff.id,
      {
        kind: "workshop",
        title: "Story workshop",
        titleBn: "গল্পের কর্মশালা",
        description: "Stories together.",
        descriptionBn: "একসঙ্গে গল্প বলা।",
        date: "2026-12-18",
        startTime: "20:30",
        endTime: "21:30",
        place: null,
        seats: 10,
      },
      T0,
    );
    await registerForEvent({ eventId, name: "Rumana", contact: "01711000000", attendees: 1 }, parent.id, T0);

    const feed = (await calendarFeed(await issueCalendarSecret(parent.id, { reset: false })))!;
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Little Explorers-এর ক্লাস");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const series = events.find((e) => e.isRecurring())!;
    expect(series.summary).toBe("Tuhin-এর ক্লাস: Shapla");
    expect(series.description).toBe(
      "লাইভ অনলাইন ক্লাস (ঢাকার সময়)। আপনার ক্লাসের পাতা থেকে যোগ দিন: http://localhost:3000/dashboard/classes",
    );
    expect(series.location).toBe("অনলাইন");
    const cancelled = events.find((e) => e.isRecurrenceException())!;
    expect(cancelled.summary).toBe("বাতিল: Tuhin-এর ক্লাস: Shapla");
    expect(cancelled.description).toBe("এই ক্লাসটি হচ্ছে না। কারণ: ঈদের ছুটি");
    const outdoor = events.find((e) => e.summary === "Tuhin-এর সঙ্গে আউটডোর সেশন")!;
    expect(outdoor.description).toBe("যা সঙ্গে আনবেন: পানির বোতল\nবিস্তারিত: http://localhost:3000/dashboard/classes");
    const workshop = events.find((e) => e.summary === "গল্পের কর্মশালা (Little Explorers)")!;
    expect(workshop.description).toBe("একসঙ্গে গল্প বলা।\n\n+৮৮০ ১৭০০-০০০০০০");
    expect(workshop.location).toBe("অনলাইন: অনুষ্ঠানের আগেই যোগ দেওয়ার লিংক পাঠানো হবে");
    expect(workshop.component.getFirstPropertyValue("url")).toBe("http://localhost:3000/bn/events");
    // Nothing English is left but the brand and the names staff and the parent gave.
    const words = feed
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION|X-WR-CALNAME)[:;]/.test(line))
      .map((line) => line.slice(line.indexOf(":") + 1).replace(/https?:\/\/\S+/g, ""))
      .join(" ")
      .match(/[A-Za-z]+/g);
    expect(new Set(words)).toEqual(new Set(["Little", "Explorers", "Tuhin", "Shapla", "n"]));
  });
});
