import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolmentRefusalText } from "~/lib/refusals/enrolment";
import { applicationSchema, NEW_CHILD } from "~/lib/schemas/application";
import type { BatchInput } from "~/lib/schemas/batch";
import { parseForm } from "~/lib/schemas/parse-form";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { createBatch, getBatch } from "../batches.server";
import { applyForPlace } from "./apply.server";
import {
  acceptOffer,
  cancelApplication,
  decideApplication,
  moveApplication,
  withdrawApplication,
} from "./changes.server";
import { endCancelledPlaces, expireOffers } from "./jobs.server";
import { getParentApplication, listApplicationsForStaff, listParentApplications } from "./queries.server";

// Read once by env() in this test process: staff get 'New application' here.
process.env.STAFF_EMAIL ||= "staff-enrolment@test.example";
const staffEmail = process.env.STAFF_EMAIL;

const HOUR = 60 * 60 * 1000;
/** A parsed form's field errors (none on success). */
const errorsOf = (submission: { status?: string }) => ("error" in submission ? submission.error : undefined);

const T0 = new Date("2030-03-01T06:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Preschool Fri-Sat",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-04-05",
  endDate: null,
  capacity: 6,
  ...over,
});

describe.each(databaseKinds())("enrolment rules on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A parent with one child of `age`. */
  async function family(age = 4, name = "Parent") {
    const parent = await makeUser(t.db, { name });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: `${name}'s child`, age })
      .returning({ id: schema.children.id });
    return { ...parent, childId: child!.id };
  }

  const apply = (f: { id: string; childId: string }, batchId: string, now = T0, outdoor = false) =>
    applyForPlace(f.id, { child: { kind: "existing", id: f.childId }, batchId, outdoor, notes: null }, now);

  async function appliedId(f: { id: string; childId: string }, batchId: string, now = T0) {
    const result = await apply(f, batchId, now);
    if (!result.ok) throw new Error(result.reason);
    return result.applicationId;
  }

  const statusOf = async (id: string) =>
    (
      await t.db
        .select({ s: schema.applications.status })
        .from(schema.applications)
        .where(eq(schema.applications.id, id))
    )[0]?.s;

  const mailsTo = (to: string) =>
    t.db
      .select({ kind: schema.mailOutbox.kind, subject: schema.mailOutbox.subject, text: schema.mailOutbox.text })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, to))
      .orderBy(asc(schema.mailOutbox.createdAt));

  it("runs the whole life cycle: apply, accept, fill, waitlist, withdraw, offer, accept the offer, cancel", async () => {
    const staff = await makeUser(t.db, { role: "staff", name: "Teacher Tania" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Life cycle", capacity: 2 }), T0);
    const [a, bb, c, d] = [
      await family(4, "Amina"),
      await family(5, "Bilal"),
      await family(3, "Chadni"),
      await family(4, "Dipu"),
    ];

    // Apply: submitted; staff and parent are mailed; the staff list shows it.
    const applied = await applyForPlace(
      a.id,
      { child: { kind: "existing", id: a.childId }, batchId, outdoor: true, notes: "Loves drawing" },
      T0,
    );
    expect(applied).toMatchObject({ ok: true, status: "submitted", position: null });
    const aApp = applied.ok ? applied.applicationId : "";
    expect((await mailsTo(staffEmail!)).map((m) => m.subject)).toContain(
      "New application: Amina's child for Life cycle",
    );
    expect((await mailsTo(a.email)).map((m) => m.kind)).toEqual(["enrolment-received"]);

    // Accept: a pending subscription for the preschool with outdoor sessions, from the batch's start date.
    expect(await decideApplication(staff.id, aApp, "accept", "Welcome!", at(1))).toMatchObject({
      ok: true,
      status: "accepted",
    });
    const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, a.id));
    expect(place).toMatchObject({
      planId: "preschool-outdoor-monthly",
      status: "pending",
      startDate: "2030-04-05",
      childId: a.childId,
      batchId,
    });
    const accepted = (await mailsTo(a.email)).at(-1)!;
    expect(accepted.kind).toBe("enrolment-accepted");
    expect(accepted.text).toContain("Welcome!");

    const bApp = await appliedId(bb, batchId, at(2));
    expect(await decideApplication(staff.id, bApp, "accept", null, at(2))).toMatchObject({ ok: true });
    expect(await getBatch(batchId)).toMatchObject({ seatsTaken: 2, seatsLeft: 0, waitlistLength: 0 });

    // The batch is full: the next applications are waitlisted straight away, in order.
    expect(await apply(c, batchId, at(3))).toMatchObject({ ok: true, status: "waitlisted", position: 1 });
    expect(await apply(d, batchId, at(4))).toMatchObject({ ok: true, status: "waitlisted", position: 2 });
    const waitMail = (await mailsTo(d.email)).at(-1)!;
    expect(waitMail.kind).toBe("enrolment-waitlisted");
    expect(waitMail.text).toContain("Number 2 on the waitlist");
    expect(await getBatch(batchId)).toMatchObject({ waitlistLength: 2 });

    // A withdraws: the seat goes to C for 48 hours; D moves up; A's subscription is cancelled.
    const withdrawn = await withdrawApplication(a.id, aApp, at(5));
    expect(withdrawn).toMatchObject({ ok: true, status: "withdrawn" });
    const [cApp] = await listParentApplications(c.id);
    expect(cApp).toMatchObject({ status: "offered", offerExpiresAt: at(5 + 48), position: null });
    expect(withdrawn.ok && withdrawn.offered).toEqual([cApp!.id]);
    expect((await listParentApplications(d.id))[0]).toMatchObject({ status: "waitlisted", position: 1 });
    const [aPlace] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, a.id));
    expect(aPlace?.status).toBe("cancelled");
    const offerMail = (await mailsTo(c.email)).at(-1)!;
    expect(offerMail.kind).toBe("enrolment-offered");
    expect(offerMail.subject).toContain("accept by");

    // C accepts the offer in time: the place and its subscription are theirs.
    expect(await acceptOffer(c.id, cApp!.id, at(20))).toMatchObject({ ok: true, status: "accepted" });
    expect(await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, c.id))).toHaveLength(1);
    expect(await getBatch(batchId)).toMatchObject({ seatsTaken: 2, waitlistLength: 1 });

    // Staff cancel B's place with a note: D is offered, B is told.
    const dApp = (await listParentApplications(d.id))[0]!.id;
    expect(await cancelApplication(staff.id, bApp, "Moved to Chattogram", at(21))).toMatchObject({
      ok: true,
      offered: [dApp],
    });
    expect((await mailsTo(bb.email)).at(-1)).toMatchObject({ kind: "enrolment-cancelled" });
    expect((await mailsTo(bb.email)).at(-1)!.text).toContain("Moved to Chattogram");
    expect(await statusOf(dApp)).toBe("offered");

    // Every step is in the audit log.
    const actions = (
      await t.db
        .select({ action: schema.auditLog.action })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityType, "application"))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "application.create",
        "application.accept",
        "application.withdraw",
        "application.accept-offer",
        "application.cancel",
      ]),
    );
  });

  it("waitlists and declines with a note, and refuses a decision that no longer applies", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Decisions" }), T0);
    const [e, f] = [await family(4, "Esha"), await family(4, "Farhan")];
    const eApp = await appliedId(e, batchId, at(1));
    const fApp = await appliedId(f, batchId, at(2));

    // Waitlisted by staff: queued by application time, the parent told the position.
    expect(await decideApplication(staff.id, fApp, "waitlist", null, at(3))).toMatchObject({
      status: "waitlisted",
      position: 1,
    });
    expect(await decideApplication(staff.id, eApp, "waitlist", "Please wait for the next term", at(4))).toMatchObject({
      position: 1,
    });
    expect((await getParentApplication(f.id, fApp))?.position).toBe(2);
    expect((await mailsTo(e.email)).at(-1)!.text).toContain("Number 1 on the waitlist");

    expect(await decideApplication(staff.id, fApp, "decline", "We are full this term.", at(5))).toMatchObject({
      status: "declined",
    });
    const declined = (await mailsTo(f.email)).at(-1)!;
    expect(declined.kind).toBe("enrolment-declined");
    expect(declined.text).toContain("We are full this term.");
    expect(await decideApplication(staff.id, fApp, "accept", null, at(6))).toMatchObject({
      ok: false,
      reason: "not-decidable",
    });
    expect(await decideApplication(staff.id, eApp, "waitlist", null, at(6))).toMatchObject({
      ok: false,
      reason: "not-decidable",
    });

    const list = await listApplicationsForStaff({ batchId, status: "declined" });
    expect(list.applications.map((row) => row.id)).toEqual([fApp]);
    const all = await listApplicationsForStaff({ batchId });
    // Newest first, as staff read them.
    expect(all.applications.map((row) => row.id)).toEqual([fApp, eApp]);
    expect(all.applications[1]).toMatchObject({
      position: 1,
      parent: { email: e.email },
      batch: { name: "Decisions" },
    });
  });

  it("checks the child's age against the programme, duplicates, and closed batches", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const preschool = await createBatch(staff.id, batchInput({ name: "Ages preschool" }), T0);
    const adventure = await createBatch(staff.id, batchInput({ name: "Ages adventure", programme: "adventure" }), T0);
    const hybrid = await createBatch(staff.id, batchInput({ name: "Ages hybrid", programme: "hybrid" }), T0);

    expect(await apply(await family(6), preschool)).toMatchObject({ ok: false, reason: "age-preschool" });
    expect(await apply(await family(4), adventure)).toMatchObject({ reason: "age-adventure" });
    expect(await apply(await family(16), adventure)).toMatchObject({ reason: "age-hybrid" });
    expect((["age-preschool", "age-adventure", "age-hybrid"] as const).map(enrolmentRefusalText)).toEqual([
      "This programme is for ages 3-5.",
      "This programme is for ages 5 and up.",
      "This programme is for ages 3-15.",
    ]);
    expect(await apply(await family(2), hybrid)).toMatchObject({ reason: "age-hybrid" });
    expect(await apply(await family(11), hybrid)).toMatchObject({ ok: true });
    expect(await apply(await family(5), adventure)).toMatchObject({ ok: true });

    // A new child added with the application: created in the same transaction, or not at all.
    const parent = await family(4, "Gazi");
    const tooOld = await applyForPlace(
      parent.id,
      { child: { kind: "new", name: "Big sister", age: 9 }, batchId: preschool, outdoor: false, notes: null },
      T0,
    );
    expect(tooOld).toMatchObject({ ok: false, field: "childAge", reason: "age-preschool" });
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id))).toHaveLength(1);
    const added = await applyForPlace(
      parent.id,
      { child: { kind: "new", name: "Little brother", age: 3 }, batchId: preschool, outdoor: false, notes: null },
      T0,
    );
    expect(added).toMatchObject({ ok: true, status: "submitted" });
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id))).toHaveLength(2);

    // One live application per child and batch; a withdrawn one can be followed by a new one.
    const first = await appliedId(parent, preschool);
    expect(await apply(parent, preschool)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(enrolmentRefusalText("duplicate")).toBe("Your child already has an application for this batch.");
    await withdrawApplication(parent.id, first, at(1));
    expect(await apply(parent, preschool, at(2))).toMatchObject({ ok: true });

    // Outdoor sessions are a preschool option only.
    const older = await family(7);
    const adv = await applyForPlace(
      older.id,
      { child: { kind: "existing", id: older.childId }, batchId: adventure, outdoor: true, notes: null },
      T0,
    );
    expect(adv.ok && (await getParentApplication(older.id, adv.applicationId))?.outdoor).toBe(false);

    // A closed batch, or one past its end date, takes no applications.
    const closed = await createBatch(
      staff.id,
      batchInput({ name: "Ended", endDate: "2030-02-01", startDate: "2030-01-01" }),
      T0,
    );
    expect(await apply(await family(4), closed)).toMatchObject({ ok: false, reason: "closed" });
  });

  it("answers not-found for someone else's application or child", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Scoped", capacity: 1 }), T0);
    const owner = await family(4, "Owner");
    const other = await family(4, "Other");
    const ownerApp = await appliedId(owner, batchId);

    expect(await withdrawApplication(other.id, ownerApp, at(1))).toMatchObject({ ok: false, reason: "not-found" });
    expect(await acceptOffer(other.id, ownerApp, at(1))).toMatchObject({ ok: false, reason: "not-found" });
    expect(await getParentApplication(other.id, ownerApp)).toBeNull();
    expect(await listParentApplications(other.id)).toEqual([]);
    expect(await withdrawApplication(other.id, "not-a-uuid", at(1))).toMatchObject({ ok: false, reason: "not-found" });
    // Someone else's child cannot be entered.
    expect(await apply({ id: other.id, childId: owner.childId }, batchId)).toMatchObject({
      ok: false,
      reason: "child-not-found",
    });
    expect(await statusOf(ownerApp)).toBe("submitted");
  });

  it("gives exactly 6 places to 10 parallel accepts against 6 free seats", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Race accepts" }), T0);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await appliedId(await family(4, `Racer ${i}`), batchId, at(i / 100)));

    const results = await Promise.all(ids.map((id) => decideApplication(staff.id, id, "accept", null, at(1))));
    expect(results.filter((r) => r.ok)).toHaveLength(6);
    expect(results.filter((r) => !r.ok && r.reason === "full")).toHaveLength(4);
    const accepted = await t.db
      .select()
      .from(schema.applications)
      .where(and(eq(schema.applications.batchId, batchId), eq(schema.applications.status, "accepted")));
    expect(accepted).toHaveLength(6);
    expect(await getBatch(batchId)).toMatchObject({ seatsTaken: 6, seatsLeft: 0 });
    // A full batch's accept says so.
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ reason: "full" });
    expect(enrolmentRefusalText("full")).toMatch(/This batch is full/);
  });

  it("races for the last seat: applies never take it, one accept does; applies to a full batch queue in order", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Last seat", capacity: 2 }), T0);
    const first = await appliedId(await family(4, "Early"), batchId);
    await decideApplication(staff.id, first, "accept", null, at(1));

    // Five parents apply at once for the one seat left: all submitted (a submission holds no seat).
    const parents = await Promise.all([1, 2, 3, 4, 5].map((i) => family(4, `Late ${i}`)));
    const applied = await Promise.all(parents.map((p) => apply(p, batchId, at(2))));
    expect(applied.every((r) => r.ok && r.status === "submitted")).toBe(true);
    const ids = applied.map((r) => (r.ok ? r.applicationId : ""));
    const accepts = await Promise.all(ids.map((id) => decideApplication(staff.id, id, "accept", null, at(3))));
    expect(accepts.filter((r) => r.ok)).toHaveLength(1);
    expect(await getBatch(batchId)).toMatchObject({ seatsTaken: 2, seatsLeft: 0 });

    // Now full: parallel applies are all waitlisted, with distinct positions 1..4.
    const more = await Promise.all([6, 7, 8, 9].map((i) => family(4, `Later ${i}`)));
    const queued = await Promise.all(more.map((p) => apply(p, batchId, at(4))));
    expect(queued.every((r) => r.ok && r.status === "waitlisted")).toBe(true);
    const positions = await Promise.all(more.map(async (p) => (await listParentApplications(p.id))[0]!.position));
    expect([...positions].sort()).toEqual([1, 2, 3, 4]);

    // The same child applying twice at once: one application.
    const twin = await family(4, "Twin");
    const twice = await Promise.all([apply(twin, batchId, at(5)), apply(twin, batchId, at(5))]);
    expect(twice.filter((r) => r.ok)).toHaveLength(1);
    expect(twice.find((r) => !r.ok)).toMatchObject({ reason: "duplicate" });
  });

  it("lapses an offer after 48 hours (a moved clock), waitlists that family at the end and offers the next", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Lapses", capacity: 1 }), T0);
    const holder = await family(4, "Holder");
    const [b1, c1, d1] = [await family(4, "Bina"), await family(4, "Chaity"), await family(4, "Dola")];
    const holderApp = await appliedId(holder, batchId);
    await decideApplication(staff.id, holderApp, "accept", null, at(1));
    const bApp = await appliedId(b1, batchId, at(2));
    const cApp = await appliedId(c1, batchId, at(3));
    const dApp = await appliedId(d1, batchId, at(4));

    await withdrawApplication(holder.id, holderApp, at(10));
    expect(await statusOf(bApp)).toBe("offered");

    // Not yet: nothing lapses before the deadline, and a second run changes nothing.
    expect(await expireOffers(at(10 + 47))).toEqual({ lapsed: 0, offered: 0 });
    expect(await statusOf(bApp)).toBe("offered");

    // Past the deadline the parent can no longer accept; the job lapses the offer and offers C.
    expect(await acceptOffer(b1.id, bApp, at(10 + 49))).toMatchObject({ ok: false, reason: "expired" });
    expect(await expireOffers(at(10 + 49))).toEqual({ lapsed: 1, offered: 1 });
    expect(await statusOf(bApp)).toBe("waitlisted");
    expect(await statusOf(cApp)).toBe("offered");
    expect((await getParentApplication(b1.id, bApp))?.position).toBe(2);
    expect((await getParentApplication(d1.id, dApp))?.position).toBe(1);
    const lapsedMail = (await mailsTo(b1.email)).at(-1)!;
    expect(lapsedMail.kind).toBe("enrolment-lapsed");
    expect(lapsedMail.text).toContain("Number 2 on the waitlist");
    expect((await mailsTo(c1.email)).at(-1)!.kind).toBe("enrolment-offered");

    // Idempotent: running again at the same moment does nothing more.
    expect(await expireOffers(at(10 + 49))).toEqual({ lapsed: 0, offered: 0 });
    expect(await acceptOffer(c1.id, cApp, at(10 + 50))).toMatchObject({ ok: true, status: "accepted" });
    expect(await getBatch(batchId)).toMatchObject({ seatsTaken: 1, waitlistLength: 2 });
  });

  it("applies once per form key: a repeated post with a new child adds one child and one application", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput({ name: "Form key" }), T0);
    const parent = await makeUser(t.db, { name: "Repeat" });
    const input = {
      child: { kind: "new", name: "Nodi", age: 4 } as const,
      batchId,
      outdoor: false,
      notes: null,
      idempotencyKey: "9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    };
    const [first, second] = await Promise.all([
      applyForPlace(parent.id, input, T0),
      applyForPlace(parent.id, input, T0),
    ]);
    const third = await applyForPlace(parent.id, input, at(1));
    expect(first).toMatchObject({ ok: true, status: "submitted" });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id))).toHaveLength(1);
    expect(await listParentApplications(parent.id)).toHaveLength(1);
    expect((await mailsTo(parent.email)).map((m) => m.kind)).toEqual(["enrolment-received"]);
  });

  it("lets staff enter an application for a family, audited as theirs, by the same rules", async () => {
    const staff = await makeUser(t.db, { role: "staff", name: "Office" });
    const batchId = await createBatch(staff.id, batchInput({ name: "By phone", capacity: 1 }), T0);
    const taken = await appliedId(await family(4, "First"), batchId);
    await decideApplication(staff.id, taken, "accept", null, at(1));
    const caller = await family(4, "Caller");
    const entered = await applyForPlace(
      caller.id,
      { child: { kind: "existing", id: caller.childId }, batchId, outdoor: false, notes: null },
      at(2),
      { enteredBy: staff.id },
    );
    expect(entered).toMatchObject({ ok: true, status: "waitlisted", position: 1 });
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "application.create"),
          eq(schema.auditLog.entityId, entered.ok ? entered.applicationId : ""),
        ),
      );
    expect(audit).toMatchObject({ actorId: staff.id });
    expect(audit!.after).toMatchObject({ parentId: caller.id, enteredByStaff: true, status: "waitlisted" });
    expect((await mailsTo(caller.email)).map((m) => m.kind)).toEqual(["enrolment-waitlisted"]);
    // The age rule holds for staff too.
    const older = await family(9, "Older");
    expect(
      await applyForPlace(
        older.id,
        { child: { kind: "existing", id: older.childId }, batchId, outdoor: false, notes: null },
        at(3),
        {
          enteredBy: staff.id,
        },
      ),
    ).toMatchObject({ ok: false, reason: "age-preschool" });
  });

  it("moves a place to another batch of the same programme: the subscription follows, the old seat is offered", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const from = await createBatch(staff.id, batchInput({ name: "Friday group", capacity: 1 }), T0);
    const to = await createBatch(
      staff.id,
      batchInput({ name: "Saturday group", capacity: 2, endDate: "2030-08-05" }),
      T0,
    );
    const full = await createBatch(staff.id, batchInput({ name: "Full group", capacity: 1 }), T0);
    const adventure = await createBatch(staff.id, batchInput({ name: "Adventure group", programme: "adventure" }), T0);
    const mover = await family(4, "Mover");
    const waiting = await family(4, "Waiting");
    const moverApp = await appliedId(mover, from);
    await decideApplication(staff.id, moverApp, "accept", null, at(1));
    const waitingApp = await appliedId(waiting, from, at(2));
    expect(await statusOf(waitingApp)).toBe("waitlisted");
    await decideApplication(staff.id, await appliedId(await family(4, "Filler"), full), "accept", null, at(1));

    expect(await moveApplication(staff.id, moverApp, full, at(3))).toMatchObject({ ok: false, reason: "target-full" });
    expect(await moveApplication(staff.id, moverApp, adventure, at(3))).toMatchObject({
      ok: false,
      reason: "programme",
    });
    expect(await moveApplication(staff.id, moverApp, from, at(3))).toMatchObject({ ok: false });
    expect(await moveApplication(staff.id, waitingApp, to, at(3))).toMatchObject({
      ok: false,
      reason: "not-movable",
    });

    const moved = await moveApplication(staff.id, moverApp, to, at(3));
    expect(moved).toMatchObject({
      ok: true,
      status: "accepted",
      fromBatchName: "Friday group",
      batchName: "Saturday group",
    });
    expect(moved.ok && moved.offered).toEqual([waitingApp]);
    expect(await statusOf(waitingApp)).toBe("offered");
    const [place] = await t.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.childId, mover.childId));
    expect(place).toMatchObject({ batchId: to, expiryDate: "2030-08-05", status: "pending" });
    expect((await mailsTo(mover.email)).at(-1)).toMatchObject({ kind: "enrolment-moved" });
    expect((await mailsTo(waiting.email)).at(-1)).toMatchObject({ kind: "enrolment-offered" });
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "application.move"));
    expect(audit).toMatchObject({ actorId: staff.id, before: { batchId: from }, after: { batchId: to } });

    // A child already live in the target cannot be moved into it.
    const twice = await family(4, "Twice");
    const inTo = await appliedId(twice, to, at(4));
    const inFrom = await appliedId(twice, from, at(4));
    await acceptOffer(waiting.id, waitingApp, at(5));
    await cancelApplication(staff.id, waitingApp, null, at(6));
    await decideApplication(staff.id, inFrom, "accept", null, at(7));
    expect(await moveApplication(staff.id, inFrom, to, at(8))).toMatchObject({
      ok: false,
      reason: "target-duplicate",
    });
    expect(await statusOf(inTo)).toBe("submitted");
  });

  it("races two moves for a batch's last seat: one moves, the other is told it is full", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const a1 = await createBatch(staff.id, batchInput({ name: "Source A", capacity: 1 }), T0);
    const a2 = await createBatch(staff.id, batchInput({ name: "Source B", capacity: 1 }), T0);
    const target = await createBatch(staff.id, batchInput({ name: "Target", capacity: 1 }), T0);
    const ids: string[] = [];
    for (const [i, batchId] of [a1, a2].entries()) {
      const id = await appliedId(await family(4, `Racer ${i}`), batchId);
      await decideApplication(staff.id, id, "accept", null, at(1));
      ids.push(id);
    }
    const results = await Promise.all(ids.map((id) => moveApplication(staff.id, id, target, at(2))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "target-full")).toHaveLength(1);
    expect(await getBatch(target)).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });
  });

  it("races a parent accepting an offer against staff moving it: the place and its subscription end in one batch", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const from = await createBatch(staff.id, batchInput({ name: "Offered here", capacity: 30 }), T0);
    const to = await createBatch(staff.id, batchInput({ name: "Moved here", capacity: 30, endDate: "2030-09-30" }), T0);
    for (let i = 0; i < 20; i++) {
      const parent = await family(4, `Offered ${i}`);
      const [offer] = await t.db
        .insert(schema.applications)
        .values({
          parentId: parent.id,
          childId: parent.childId,
          batchId: from,
          status: "offered",
          offerExpiresAt: at(48),
        })
        .returning({ id: schema.applications.id });
      // The move starts first, so it often locks the batch while the parent's accept has read the old one.
      const [moved, accepted] = await Promise.all([
        moveApplication(staff.id, offer!.id, to, at(1)),
        acceptOffer(parent.id, offer!.id, at(1)),
      ]);
      expect(accepted).toMatchObject({ ok: true, status: "accepted" });
      expect(moved).toMatchObject({ ok: true });
      const [application] = await t.db
        .select({ batchId: schema.applications.batchId, status: schema.applications.status })
        .from(schema.applications)
        .where(eq(schema.applications.id, offer!.id));
      expect(application).toEqual({ batchId: to, status: "accepted" });
      const places = await t.db
        .select({ batchId: schema.subscriptions.batchId, expiryDate: schema.subscriptions.expiryDate })
        .from(schema.subscriptions)
        .where(eq(schema.subscriptions.childId, parent.childId));
      expect(places).toEqual([{ batchId: to, expiryDate: "2030-09-30" }]);
    }
  });

  it("races the billing job ending a cancelled place against staff moving it: the place and its subscription end together", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const from = await createBatch(staff.id, batchInput({ name: "Ending here", capacity: 30 }), T0);
    const to = await createBatch(staff.id, batchInput({ name: "Moving there", capacity: 30 }), T0);
    for (let i = 0; i < 20; i++) {
      const parent = await family(4, `Leaving ${i}`);
      const [place] = await t.db
        .insert(schema.applications)
        .values({ parentId: parent.id, childId: parent.childId, batchId: from, status: "accepted" })
        .returning({ id: schema.applications.id });
      await t.db.insert(schema.subscriptions).values({
        userId: parent.id,
        childId: parent.childId,
        batchId: from,
        planId: "preschool-monthly",
        status: "active",
        startDate: "2030-01-01",
        endsOn: "2030-02-15",
      });
      // The move starts first, so it often locks the batch while the job has read the old one.
      await Promise.all([moveApplication(staff.id, place!.id, to, at(1)), endCancelledPlaces(at(1))]);
      await endCancelledPlaces(at(2));
      const [application] = await t.db
        .select({ status: schema.applications.status })
        .from(schema.applications)
        .where(eq(schema.applications.id, place!.id));
      const [subscription] = await t.db
        .select({ status: schema.subscriptions.status })
        .from(schema.subscriptions)
        .where(eq(schema.subscriptions.childId, parent.childId));
      expect({ application: application!.status, subscription: subscription!.status }).toEqual({
        application: "withdrawn",
        subscription: "cancelled",
      });
    }
  });

  it("the application form's schema says in the browser what the server would", () => {
    const batchId = "7f0d8a4e-8b9e-4b8f-9c55-5a3f2c1d0e9f";
    const childId = "0b8f2a6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    const context = {
      programmeOf: (id: string) => (id === batchId ? ("preschool" as const) : undefined),
      ageOf: (id: string) => (id === childId ? 7 : undefined),
      hasLiveApplication: () => false,
    };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return parseForm(data, applicationSchema(context));
    };
    expect(errorsOf(form({}))).toMatchObject({
      childId: ["Please choose a child."],
      batchId: ["Please choose a batch."],
    });
    expect(errorsOf(form({ childId, batchId }))).toMatchObject({ childId: ["This programme is for ages 3-5."] });
    expect(errorsOf(form({ childId: NEW_CHILD, batchId }))).toMatchObject({
      childName: ["Child's name is required."],
      childAge: ["Valid child's age is required."],
    });
    expect(errorsOf(form({ childId: NEW_CHILD, childName: "Rumi", childAge: "9", batchId }))).toMatchObject({
      childAge: ["This programme is for ages 3-5."],
    });
    const idempotencyKey = "5f0c6a3e-9b1d-4c2e-8f7a-6b5c4d3e2f1a";
    const ok = form({
      childId: NEW_CHILD,
      childName: " Rumi ",
      childAge: "4",
      batchId,
      outdoor: "on",
      notes: "",
      idempotencyKey,
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({
      child: { kind: "new", name: "Rumi", age: 4 },
      batchId,
      outdoor: true,
      notes: null,
      idempotencyKey,
    });
    // A form without its one-time key (an old page) is refused with a way out.
    expect(errorsOf(form({ childId: NEW_CHILD, childName: "Rumi", childAge: "4", batchId }))).toMatchObject({
      idempotencyKey: ["This form has expired. Please reload the page and try again."],
    });
  });
});
