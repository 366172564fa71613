import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatClassTime } from "~/lib/format";
import { classValue, type TrialInput } from "~/lib/schemas/trial";
import type { Programme } from "~/lib/statuses";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { type Database, schema } from "../db.server";
import { cancelClass } from "./batch-classes.server";
import { listInbox, markInboxHandled } from "./staff-inbox.server";
import {
  bookTrial,
  cancelTrialBooking,
  findTrialBooking,
  listTrialClasses,
  trialCalendarFor,
  trialPrefill,
} from "./trials.server";

process.env.STAFF_EMAIL ||= "staff-trials@test.example";
const staffEmail = process.env.STAFF_EMAIL;

/** Tuesday 1 December 2026, noon in Dhaka: the next classes of a Friday-and-Saturday batch are on the 4th and 5th. */
const now = new Date("2026-12-01T06:00:00Z");
/** Friday 4 December 2026, 7 PM in Dhaka. */
const friday = new Date("2026-12-04T13:00:00Z");

let counter = 0;
async function makeBatch(
  db: Database,
  values: Partial<typeof schema.batches.$inferInsert> & { programme?: Programme } = {},
) {
  const [row] = await db
    .insert(schema.batches)
    .values({ programme: "preschool", name: `Batch ${++counter}`, startDate: "2026-11-01", ...values })
    .returning();
  return row!;
}

/** `count` children of one parent holding seats of the batch (accepted places). */
async function takeSeats(db: Database, batchId: string, count: number, status = "accepted") {
  const parent = await makeUser(db, { children: Array.from({ length: count }, (_, i) => `Seat ${i + 1}`) });
  const children = await db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
  if (children.length === 0) return;
  await db
    .insert(schema.applications)
    .values(children.map((child) => ({ parentId: parent.id, childId: child.id, batchId, status })));
}

/** A booking by a family of its own (its own WhatsApp number and child) unless told otherwise. */
const booking = (classTime: string, overrides: Partial<TrialInput> = {}): TrialInput => ({
  classTime,
  name: "Rahima Akter",
  whatsapp: `+88017${String(++counter).padStart(8, "0")}`,
  email: null,
  childName: `Child ${counter}`,
  childAge: 4,
  ...overrides,
});

/**
 * Opens the pool's connections before a race, so the racing transactions run side by side instead of queueing
 * behind connection set-up (PGlite has one connection: there they queue whatever we do).
 */
const warmUp = (db: Database) => Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)));

const classesOf = async (batchId: string, at = now) =>
  (await listTrialClasses(at)).find((batch) => batch.id === batchId)?.classes ?? [];

describe.each(databaseKinds())("free trial classes on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("lists the next four weeks of an open batch's classes, each with its places; closed batches are left out", async () => {
    const batch = await makeBatch(t.db, { name: "Sunflowers" });
    const closed = await makeBatch(t.db, { open: false });
    const classes = await classesOf(batch.id);
    expect(classes.map((c) => c.startsAt.toISOString())).toEqual([
      "2026-12-04T13:00:00.000Z",
      "2026-12-05T13:00:00.000Z",
      "2026-12-11T13:00:00.000Z",
      "2026-12-12T13:00:00.000Z",
      "2026-12-18T13:00:00.000Z",
      "2026-12-19T13:00:00.000Z",
      "2026-12-25T13:00:00.000Z",
      "2026-12-26T13:00:00.000Z",
    ]);
    expect(classes.every((c) => c.placesLeft === 2)).toBe(true);
    expect(formatClassTime(classes[0]!.startsAt, classes[0]!.endsAt)).toBe("Friday, December 4, 2026, 7:00-8:00 PM");
    expect(classes[0]!.value).toBe(classValue(batch.id, friday));
    expect(await classesOf(closed.id)).toEqual([]);
  });

  it("starts at the batch's start date, and closes a class to trials two hours before it begins", async () => {
    const later = await makeBatch(t.db, { startDate: "2026-12-12" });
    expect((await classesOf(later.id))[0]?.startsAt.toISOString()).toBe("2026-12-12T13:00:00.000Z");
    const batch = await makeBatch(t.db);
    // Friday 5:30 PM in Dhaka: that evening's class is 90 minutes away.
    const fridayAfternoon = new Date("2026-12-04T11:30:00Z");
    expect((await classesOf(batch.id, fridayAfternoon))[0]?.startsAt.toISOString()).toBe("2026-12-05T13:00:00.000Z");
    expect(await bookTrial(booking(classValue(batch.id, friday)), fridayAfternoon)).toEqual({
      ok: false,
      field: "classTime",
      reason: "gone",
    });
  });

  it("trial places count towards the batch's seats: fewer when seats are taken, none when the batch is full", async () => {
    const nearlyFull = await makeBatch(t.db);
    await takeSeats(t.db, nearlyFull.id, 4);
    await takeSeats(t.db, nearlyFull.id, 1, "offered");
    await takeSeats(t.db, nearlyFull.id, 3, "submitted");
    expect((await classesOf(nearlyFull.id)).every((c) => c.placesLeft === 1)).toBe(true);

    const full = await makeBatch(t.db, { capacity: 3 });
    await takeSeats(t.db, full.id, 3);
    expect(await classesOf(full.id)).toEqual([]);
    expect(await bookTrial(booking(classValue(full.id, friday)), now)).toEqual({
      ok: false,
      field: "classTime",
      reason: "full",
    });
  });

  it("'Apply for a place' reads a booking by its id, after its class too; other ids read nothing", async () => {
    const batch = await makeBatch(t.db);
    const input = booking(classValue(batch.id, friday), {
      name: "Nadia Rahman",
      childName: "Zara",
      childAge: 5,
      email: "nadia@example.com",
    });
    const booked = await bookTrial(input, now);
    if (!booked.ok || !booked.created) throw new Error("not booked");
    expect(await trialPrefill(booked.id)).toEqual({
      name: "Nadia Rahman",
      whatsapp: input.whatsapp,
      childName: "Zara",
      childAge: 5,
      batchId: batch.id,
      email: "nadia@example.com",
    });
    expect(await findTrialBooking(booked.id, new Date("2027-01-01T00:00:00Z"))).toBeNull();
    expect(await trialPrefill(booked.id)).not.toBeNull();
    for (const id of [crypto.randomUUID(), "not-a-booking", "", null]) expect(await trialPrefill(id)).toBeNull();
  });

  it("books a class: its places go down, and a third child is told the class is full", async () => {
    const batch = await makeBatch(t.db);
    const value = classValue(batch.id, friday);
    const first = await bookTrial(booking(value, { childName: "Ayaan", whatsapp: "+8801712345611" }), now);
    expect(first).toMatchObject({ ok: true, created: true });
    expect((await classesOf(batch.id))[0]).toMatchObject({ startsAt: friday, placesLeft: 1 });
    expect(await bookTrial(booking(value), now)).toMatchObject({ ok: true, created: true });
    expect((await classesOf(batch.id))[0]?.startsAt).toEqual(new Date("2026-12-05T13:00:00Z"));
    expect(await bookTrial(booking(value), now)).toEqual({
      ok: false,
      field: "classTime",
      reason: "full",
    });

    const [row] = await t.db
      .select()
      .from(schema.trialBookings)
      .where(eq(schema.trialBookings.id, first.ok && first.created ? first.id : ""));
    expect(row).toMatchObject({
      batchId: batch.id,
      classStartsAt: friday,
      status: "new",
      name: "Rahima Akter",
      whatsapp: "+8801712345611",
      childName: "Ayaan",
      childAge: 4,
    });
  });

  it("the same child booked again into the same class keeps one booking, and the repeat never learns its address", async () => {
    const batch = await makeBatch(t.db);
    const value = classValue(batch.id, friday);
    const whatsapp = "+8801799000001";
    const first = await bookTrial(booking(value, { childName: "Nabil", whatsapp }), now);
    expect(first).toMatchObject({ ok: true, created: true });
    const again = await bookTrial(booking(value, { childName: " nabil ", whatsapp, name: "Someone Else" }), now);
    // The booking's id is the key that cancels it: whoever typed the number and name again gets none.
    expect(again).toEqual({ ok: true, created: false });
    expect((await classesOf(batch.id))[0]?.placesLeft).toBe(1);
  });

  it("one WhatsApp number, and one email address, may hold two trials still to come", async () => {
    const [a, b, c] = [await makeBatch(t.db), await makeBatch(t.db), await makeBatch(t.db)];
    const whatsapp = "+8801799000002";
    const byPhone = (batchId: string, childName: string) =>
      bookTrial(booking(classValue(batchId, friday), { whatsapp, childName }), now);
    expect(await byPhone(a.id, "Rafi")).toMatchObject({ ok: true, created: true });
    expect(await byPhone(b.id, "Rafa")).toMatchObject({ ok: true, created: true });
    expect(await byPhone(c.id, "Riya")).toEqual({
      ok: false,
      field: "whatsapp",
      reason: "whatsapp-has-trials",
    });
    // Once those classes are over, the number may book again.
    const afterThem = new Date("2026-12-04T15:00:00Z");
    expect(
      await bookTrial(booking(classValue(c.id, new Date("2026-12-05T13:00:00Z")), { whatsapp }), afterThem),
    ).toMatchObject({
      ok: true,
      created: true,
    });

    const email = `${crypto.randomUUID()}@test.example`;
    const byEmail = (batchId: string) => bookTrial(booking(classValue(batchId, friday), { email }), now);
    expect(await byEmail(a.id)).toMatchObject({ ok: true });
    expect(await byEmail(b.id)).toMatchObject({ ok: true });
    expect(await byEmail(c.id)).toEqual({ ok: false, field: "email", reason: "email-has-trials" });
  });

  it("six bookings from one number racing into six batches: two are made", async () => {
    const batches = await Promise.all(Array.from({ length: 6 }, () => makeBatch(t.db)));
    const whatsapp = "+8801799000003";
    await warmUp(t.db);
    const results = await Promise.all(
      batches.map((batch, i) =>
        bookTrial(booking(classValue(batch.id, friday), { whatsapp, childName: `Racer ${i}` }), now),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const rows = await t.db.select().from(schema.trialBookings).where(eq(schema.trialBookings.whatsapp, whatsapp));
    expect(rows).toHaveLength(2);
  });

  it("a cancelled class is not offered, and cannot be booked", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batch = await makeBatch(t.db);
    const value = classValue(batch.id, friday);
    expect(await cancelClass(staff.id, batch.id, { classStartsAt: friday.toISOString(), reason: "Eid" }, now)).toBe(
      "cancelled",
    );
    expect((await classesOf(batch.id)).map((c) => c.startsAt)).not.toContainEqual(friday);
    expect((await classesOf(batch.id))[0]?.startsAt).toEqual(new Date("2026-12-05T13:00:00Z"));
    expect(await bookTrial(booking(value), now)).toEqual({
      ok: false,
      field: "classTime",
      reason: "gone",
    });
  });

  it("a class cancelled while a parent books it: the booking is refused, or it exists and its parent is told", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    for (let round = 0; round < 5; round++) {
      const batch = await makeBatch(t.db);
      const email = `${crypto.randomUUID()}@test.example`;
      await warmUp(t.db);
      const [booked] = await Promise.all([
        bookTrial(booking(classValue(batch.id, friday), { email }), now),
        cancelClass(staff.id, batch.id, { classStartsAt: friday.toISOString(), reason: "Storm" }, now),
      ]);
      const told = await t.db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.to, email), eq(schema.mailOutbox.kind, "trial-class-cancelled")));
      if (booked.ok) expect(told, `round ${round}`).toHaveLength(1);
      else expect(booked).toEqual({ ok: false, field: "classTime", reason: "gone" });
    }
  });

  it("the child's age must fit the batch's programme", async () => {
    const preschool = await makeBatch(t.db, { programme: "preschool" });
    const adventure = await makeBatch(t.db, { programme: "adventure" });
    const hybrid = await makeBatch(t.db, { programme: "hybrid" });
    const at = (batchId: string) => classValue(batchId, friday);
    expect(await bookTrial(booking(at(preschool.id), { childAge: 7 }), now)).toEqual({
      ok: false,
      field: "childAge",
      reason: "age-preschool",
    });
    expect(await bookTrial(booking(at(adventure.id), { childAge: 4 }), now)).toEqual({
      ok: false,
      field: "childAge",
      reason: "age-adventure",
    });
    expect(await bookTrial(booking(at(hybrid.id), { childAge: 16 }), now)).toEqual({
      ok: false,
      field: "childAge",
      reason: "age-hybrid",
    });
    expect(await bookTrial(booking(at(adventure.id), { childAge: 9 }), now)).toMatchObject({ ok: true });
    expect(await bookTrial(booking(at(hybrid.id), { childAge: 3 }), now)).toMatchObject({ ok: true });
    expect(await bookTrial(booking(at(preschool.id), { childAge: 5 }), now)).toMatchObject({ ok: true });
  });

  it("refuses a time that is not one of the batch's classes, a closed batch, and an unknown batch", async () => {
    const batch = await makeBatch(t.db);
    const closed = await makeBatch(t.db, { open: false });
    const gone = { ok: false, field: "classTime", reason: "gone" };
    // Thursday is not a class day; 8 PM is not the class's start.
    expect(await bookTrial(booking(classValue(batch.id, new Date("2026-12-03T13:00:00Z"))), now)).toEqual(gone);
    expect(await bookTrial(booking(classValue(batch.id, new Date("2026-12-04T14:00:00Z"))), now)).toEqual(gone);
    // Five weeks ahead is past the four-week window.
    expect(await bookTrial(booking(classValue(batch.id, new Date("2027-01-08T13:00:00Z"))), now)).toEqual(gone);
    expect(await bookTrial(booking(classValue(closed.id, friday)), now)).toEqual(gone);
    expect(await bookTrial(booking(classValue(crypto.randomUUID(), friday)), now)).toEqual(gone);
    expect(await bookTrial(booking("not-a-class"), now)).toEqual(gone);
  });

  it("two parents taking the last place at once: one gets it, the other is told the class is full", async () => {
    const batch = await makeBatch(t.db);
    await takeSeats(t.db, batch.id, 5);
    const value = classValue(batch.id, friday);
    await warmUp(t.db);
    const results = await Promise.all([
      bookTrial(booking(value, { whatsapp: "+8801711000001" }), now),
      bookTrial(booking(value, { whatsapp: "+8801711000002" }), now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, field: "classTime", reason: "full" }]);
    const rows = await t.db
      .select()
      .from(schema.trialBookings)
      .where(and(eq(schema.trialBookings.batchId, batch.id), eq(schema.trialBookings.classStartsAt, friday)));
    expect(rows).toHaveLength(1);
  });

  it("ten parents racing for a class's two places: exactly two get one", async () => {
    const batch = await makeBatch(t.db);
    const value = classValue(batch.id, friday);
    await warmUp(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bookTrial(booking(value, { whatsapp: `+88017110000${10 + i}` }), now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "full")).toBe(true);
    const rows = await t.db.select().from(schema.trialBookings).where(eq(schema.trialBookings.batchId, batch.id));
    expect(rows).toHaveLength(2);
  });

  it("emails staff, and the parent with the class as an .ics file when they gave an address", async () => {
    const batch = await makeBatch(t.db, { name: "Mail Batch" });
    const email = `${crypto.randomUUID()}@test.example`;
    const result = await bookTrial(
      booking(classValue(batch.id, friday), { email, childName: "Ayaan", whatsapp: "+8801712345600" }),
      now,
    );
    if (!result.ok || !result.created) throw new Error("not booked");
    const [toParent] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    expect(toParent).toMatchObject({
      kind: "trial-confirmation",
      subject: "Trial class booked: Friday, December 4, 2026, 7:00-8:00 PM",
    });
    expect(toParent!.text).toContain(`/trial/booked/${result.id}`);
    expect(toParent!.text).toContain("Ayaan's free trial class is booked");
    const [ics] = toParent!.attachments ?? [];
    expect(ics).toMatchObject({ filename: "trial-class.ics", contentType: expect.stringContaining("text/calendar") });
    expect(ics!.content).toContain("DTSTART:20261204T130000Z");
    expect(ics!.content).toContain("DTEND:20261204T140000Z");
    expect(ics!.content).toContain(`UID:trial-${result.id}@`);

    const toStaff = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, staffEmail), eq(schema.mailOutbox.kind, "staff-trial")));
    const announced = toStaff.find((m) => m.text.includes("Mail Batch"));
    expect(announced?.subject).toBe("New trial booking: Ayaan, Friday, December 4, 2026, 7:00-8:00 PM");
    expect(announced?.text).toContain("WhatsApp: +8801712345600");
    expect(announced?.text).toContain(`Email: ${email}`);

    const withoutEmail = await bookTrial(booking(classValue(batch.id, friday)), now);
    if (!withoutEmail.ok || !withoutEmail.created) throw new Error("not booked");
    const confirmations = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "trial-confirmation"));
    expect(confirmations.filter((m) => m.text.includes(result.id))).toHaveLength(1);
    expect(confirmations.filter((m) => m.text.includes(withoutEmail.id))).toEqual([]);
  });

  it("the booking's page shows the class but not the family, and answers nothing once the class is over", async () => {
    const batch = await makeBatch(t.db, { programme: "adventure", name: "Explorers" });
    const result = await bookTrial(
      booking(classValue(batch.id, friday), { childAge: 8, whatsapp: "+8801712345678" }),
      now,
    );
    if (!result.ok || !result.created) throw new Error("not booked");
    const view = await findTrialBooking(result.id, now);
    expect(view).toEqual({
      id: result.id,
      startsAt: friday,
      endsAt: new Date("2026-12-04T14:00:00Z"),
      programme: "adventure",
      batchName: "Explorers",
      batchNameBn: null,
      whatsappEnding: "678",
      emailed: false,
      cancellable: true,
    });
    expect(JSON.stringify(view)).not.toContain("Rahima");
    expect((await findTrialBooking(result.id, new Date("2026-12-04T13:30:00Z")))?.cancellable).toBe(false);
    expect(await findTrialBooking(result.id, new Date("2026-12-04T14:00:00Z"))).toBeNull();
    expect(await trialCalendarFor(result.id, new Date("2026-12-04T14:00:00Z"))).toBeNull();
    expect(await findTrialBooking(crypto.randomUUID(), now)).toBeNull();
    expect(await findTrialBooking("../../etc", now)).toBeNull();
  });

  it("cancelling through the link frees the place and tells staff and the parent; not once the class has begun", async () => {
    const batch = await makeBatch(t.db);
    const value = classValue(batch.id, friday);
    const email = `${crypto.randomUUID()}@test.example`;
    const kept = await bookTrial(booking(value), now);
    const result = await bookTrial(booking(value, { email, childName: "Tahsin" }), now);
    if (!result.ok || !result.created || !kept.ok || !kept.created) throw new Error("not booked");
    expect((await classesOf(batch.id))[0]?.startsAt).not.toEqual(friday);

    expect(await cancelTrialBooking(kept.id, new Date("2026-12-04T13:00:00Z"))).toBeNull();
    const cancelled = await cancelTrialBooking(result.id, now);
    expect(cancelled).toMatchObject({ startsAt: friday, batchName: batch.name });
    expect(await findTrialBooking(result.id, now)).toBeNull();
    expect(await cancelTrialBooking(result.id, now)).toBeNull();
    expect((await classesOf(batch.id))[0]).toMatchObject({ startsAt: friday, placesLeft: 1 });

    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "trial-cancelled"));
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);
    const toStaff = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "staff-trial-cancelled"));
    expect(toStaff.find((m) => m.text.includes("Tahsin"))?.subject).toBe(
      "Trial booking cancelled: Tahsin, Friday, December 4, 2026, 7:00-8:00 PM",
    );
  });

  it("trial bookings sit in the staff inbox with their class time, and are marked handled like the others", async () => {
    const staff = await makeUser(t.db, { role: "staff", name: "Inbox Staff" });
    const batch = await makeBatch(t.db, { name: "Inbox Batch" });
    const result = await bookTrial(
      booking(classValue(batch.id, friday), { childName: "Inbox Child", childAge: 5, whatsapp: "+8801712345699" }),
      now,
    );
    if (!result.ok || !result.created) throw new Error("not booked");
    const item = (await listInbox({ kind: "trial" })).items.find((i) => i.id === result.id);
    expect(item).toMatchObject({ kind: "trial", status: "new", from: "Rahima Akter" });
    expect(item?.details).toEqual([
      ["Class", "Friday, December 4, 2026, 7:00-8:00 PM"],
      ["Batch", "Online Preschool · Inbox Batch"],
      ["Name", "Rahima Akter"],
      ["WhatsApp", "+8801712345699"],
      ["Email", "Not given"],
      ["Child's name", "Inbox Child"],
      ["Child's age", "5"],
    ]);
    expect((await listInbox({})).items.some((i) => i.id === result.id)).toBe(true);
    expect(await markInboxHandled(staff.id, { kind: "trial", id: result.id, note: "Sent the link" })).toBe(true);
    expect((await listInbox({ kind: "trial", status: "handled" })).items.find((i) => i.id === result.id)).toMatchObject(
      {
        status: "handled",
        note: "Sent the link",
        handledByName: "Inbox Staff",
      },
    );
  });
});
