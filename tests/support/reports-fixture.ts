import { eq as sqlEq } from "drizzle-orm";
import { type Database, schema } from "~/server/db.server";
import { makeUser } from "./test-users";

/**
 * A school with known answers for the reports (decision 024), computed by hand. Today is 10 December 2030 (noon in
 * Dhaka); the period is November 2030.
 *
 * Trials in November (Dhaka days): Alpha 12, Beta 8 = 20 (one at 00:30 on 1 November in Dhaka, 31 October in UTC, is
 * in; one at 00:30 on 1 December in Dhaka is out). Attended: Alpha 8, Beta 4 = 12. Applied within 14 days: Alpha 5,
 * Beta 2 = 7 (an attended family who applied after 15 days and an absent family who applied are not). Enrolled: Alpha 4
 * (the fifth withdrew), Beta 1 (the second is still submitted) = 5.
 */
export const NOW = new Date("2030-12-10T06:00:00Z");
export const PERIOD = { choice: "last-month" as const, from: "2030-11-01", to: "2030-11-30" };

const hours = (base: string, h: number) => new Date(new Date(base).getTime() + h * 3_600_000);

export async function seedReportsSchool(db: Database) {
  const staff = await makeUser(db, { role: "staff", name: "Owner" });
  const [alpha, beta] = await db
    .insert(schema.batches)
    .values([
      { programme: "preschool", name: "Alpha", startDate: "2030-09-01", capacity: 10 },
      { programme: "preschool", name: "Beta", startDate: "2030-09-01" },
    ])
    .returning();
  const batches = { alpha: alpha!, beta: beta! };

  /** A family with one child, and optionally an application to `batch`. */
  async function family(name: string, email?: string) {
    const parent = await makeUser(db, { name, email, children: [`${name} Jr`] });
    const [child] = await db.select().from(schema.children).where(eqParent(parent.id));
    return { parent, child: child! };
  }
  const eqParent = (id: string) => sqlEq(schema.children.parentId, id);

  // Trials: [batch, class start (UTC), attendance, application: [hours after the class, status] | null].
  type Trial = [keyof typeof batches, string, "present" | "late" | "absent" | null, [number, string] | null];
  const trials: Trial[] = [
    ["alpha", "2030-10-31T18:30:00Z", "present", [24, "accepted"]],
    ["alpha", "2030-11-02T13:00:00Z", "present", [48, "accepted"]],
    ["alpha", "2030-11-02T13:00:00Z", "late", [13 * 24, "accepted"]],
    ["alpha", "2030-11-09T13:00:00Z", "present", [2, "accepted"]],
    ["alpha", "2030-11-09T13:00:00Z", "present", [72, "withdrawn"]],
    ["alpha", "2030-11-16T13:00:00Z", "present", [15 * 24, "accepted"]],
    ["alpha", "2030-11-16T13:00:00Z", "present", null],
    ["alpha", "2030-11-23T13:00:00Z", "present", null],
    ["alpha", "2030-11-23T13:00:00Z", "absent", [24, "accepted"]],
    ["alpha", "2030-11-30T13:00:00Z", "absent", null],
    ["alpha", "2030-11-30T13:00:00Z", null, null],
    ["alpha", "2030-11-30T13:00:00Z", null, null],
    ["alpha", "2030-11-30T18:30:00Z", "present", [24, "accepted"]],
    ["beta", "2030-11-03T13:00:00Z", "present", [24, "accepted"]],
    ["beta", "2030-11-03T13:00:00Z", "late", [24, "submitted"]],
    ["beta", "2030-11-10T13:00:00Z", "present", null],
    ["beta", "2030-11-10T13:00:00Z", "present", null],
    ["beta", "2030-11-17T13:00:00Z", "absent", null],
    ["beta", "2030-11-17T13:00:00Z", "absent", null],
    ["beta", "2030-11-24T13:00:00Z", null, null],
    ["beta", "2030-11-24T13:00:00Z", null, null],
  ];
  for (const [n, [batch, startsAt, mark, applied]] of trials.entries()) {
    const email = `Trial.${n}.${crypto.randomUUID().slice(0, 6)}@Test.example`;
    await db.insert(schema.trialBookings).values({
      batchId: batches[batch].id,
      classStartsAt: new Date(startsAt),
      name: `Trial ${n}`,
      whatsapp: "01711111111",
      email,
      childName: `Child ${n}`,
      childAge: 4,
      attendance: mark,
    });
    if (!applied) continue;
    const { parent, child } = await family(`Trial family ${n}`, email.toLowerCase());
    await db.insert(schema.applications).values({
      parentId: parent.id,
      childId: child.id,
      batchId: batches[batch].id,
      status: applied[1],
      createdAt: hours(startsAt, applied[0]),
    });
  }

  // Seats: an offer in Alpha lapsing in 24 hours and two on its waitlist.
  for (const [status, expires] of [
    ["offered", hours(NOW.toISOString(), 24)],
    ["waitlisted", null],
    ["waitlisted", null],
  ] as const) {
    const { parent, child } = await family(`Seat family ${status}`);
    await db.insert(schema.applications).values({
      parentId: parent.id,
      childId: child.id,
      batchId: batches.alpha.id,
      status,
      offerExpiresAt: expires,
      waitlistedAt: status === "waitlisted" ? NOW : null,
    });
  }

  // Places: one family with two children in Alpha, a child who missed the last two classes, one who came.
  const twoKids = await makeUser(db, { name: "Two Kids", children: ["Kid One", "Kid Two"] });
  const [k1, k2] = await db
    .select()
    .from(schema.children)
    .where(eqParent(twoKids.id))
    .orderBy(schema.children.createdAt);
  const missed = await family("Missed Family", undefined);
  const came = await family("Came Family", undefined);
  for (const [userId, childId] of [
    [twoKids.id, k1!.id],
    [twoKids.id, k2!.id],
    [missed.parent.id, missed.child.id],
    [came.parent.id, came.child.id],
  ] as const)
    await db
      .insert(schema.subscriptions)
      .values({ userId, childId, batchId: batches.alpha.id, status: "active", startDate: "2030-09-01" });
  const marks: Array<[string, string, string]> = [
    [k1!.id, "2030-11-20", "present"],
    [k2!.id, "2030-11-20", "late"],
    [missed.child.id, "2030-11-20", "absent"],
    [came.child.id, "2030-11-20", "present"],
    [k1!.id, "2030-11-27", "present"],
    [k2!.id, "2030-11-27", "absent"],
    [missed.child.id, "2030-11-27", "absent"],
    [came.child.id, "2030-11-27", "present"],
    [came.child.id, "2030-10-30", "absent"],
    [k2!.id, "2030-12-01", "present"],
  ];
  for (const [childId, classDate, mark] of marks)
    await db
      .insert(schema.attendance)
      .values({ batchId: batches.alpha.id, childId, classDate, mark, markedBy: staff.id });

  // Retention: a place cancelled in November (ends 15 November), one cancelled in October; offers to continue.
  const leaver = await family("Leaver Family");
  await db.insert(schema.subscriptions).values([
    {
      userId: leaver.parent.id,
      childId: leaver.child.id,
      batchId: batches.alpha.id,
      status: "cancelled",
      endsOn: "2030-11-15",
    },
    {
      userId: leaver.parent.id,
      childId: leaver.child.id,
      batchId: batches.alpha.id,
      status: "cancelled",
      endsOn: "2030-10-20",
    },
  ]);
  for (const [status, expires] of [
    ["accepted", null],
    ["withdrawn", null],
    ["offered", hours(NOW.toISOString(), 72)],
  ] as const) {
    const { parent, child } = await family(`Continuing ${status}`);
    const [old] = await db
      .insert(schema.subscriptions)
      .values({ userId: parent.id, childId: child.id, batchId: batches.alpha.id, status: "inactive" })
      .returning();
    await db.insert(schema.applications).values({
      parentId: parent.id,
      childId: child.id,
      batchId: batches.beta.id,
      status,
      continuesFrom: old!.id,
      offerExpiresAt: expires,
      createdAt: new Date("2030-11-12T05:00:00Z"),
    });
    if (status === "accepted")
      await db
        .insert(schema.subscriptions)
        .values({ userId: parent.id, childId: child.id, batchId: batches.beta.id, status: "pending" });
  }

  // Money: invoices and payments of one payer.
  const payer = await family("Payer Family");
  const invoice = (number: string, poisha: number, createdAt: string, dueDate: string, status: string) => ({
    number,
    parentId: payer.parent.id,
    totalPoisha: poisha,
    createdAt: new Date(createdAt),
    dueDate,
    status: status as "due",
  });
  await db
    .insert(schema.invoices)
    .values([
      invoice("R-1", 150000, "2030-11-05T04:00:00Z", "2030-11-12", "paid"),
      invoice("R-2", 200000, "2030-11-20T04:00:00Z", "2030-11-25", "due"),
      invoice("R-3", 999900, "2030-11-10T04:00:00Z", "2030-11-17", "void"),
      invoice("R-4", 50000, "2030-10-31T19:00:00Z", "2030-12-20", "due"),
      invoice("R-5", 300000, "2030-10-10T04:00:00Z", "2030-10-15", "due"),
      invoice("R-6", 100000, "2030-12-01T04:00:00Z", "2030-12-05", "pending_verification"),
      invoice("R-7", 70000, "2030-06-01T04:00:00Z", "2030-06-10", "void"),
    ]);
  await db.insert(schema.payments).values([
    {
      userId: payer.parent.id,
      amountPoisha: 150000,
      status: "completed",
      paymentDate: new Date("2030-11-06T10:00:00Z"),
    },
    {
      userId: payer.parent.id,
      amountPoisha: 80000,
      status: "completed",
      paymentDate: new Date("2030-09-30T18:30:00Z"),
    },
    { userId: payer.parent.id, amountPoisha: 50000, status: "pending", paymentDate: new Date("2030-11-07T10:00:00Z") },
  ]);
  const transfer = (n: number, created: string, decidedAfterHours: number | null) => ({
    parentId: payer.parent.id,
    method: "bkash",
    senderNumber: "01711111111",
    transactionId: `TRX${n}${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
    amountPoisha: 1000,
    status: decidedAfterHours === null ? "pending" : "approved",
    createdAt: new Date(created),
    decidedAt: decidedAfterHours === null ? null : hours(created, decidedAfterHours),
  });
  await db
    .insert(schema.transfers)
    .values([
      transfer(1, "2030-11-03T04:00:00Z", 2),
      transfer(2, "2030-11-10T04:00:00Z", 4),
      transfer(3, "2030-11-20T04:00:00Z", 30),
      transfer(4, "2030-11-30T04:00:00Z", 100),
      transfer(5, "2030-12-05T04:00:00Z", null),
    ]);
  return { staff, batches, payer, missed, twoKids };
}
