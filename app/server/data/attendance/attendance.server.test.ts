import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { joinTarget } from "../classes.server";
import {
  loadRegister,
  monthAttendance,
  placesAttendance,
  recentClasses,
  recordJoin,
  saveRegister,
  setCantAttend,
} from "./attendance.server";

/** Every day at 19:00–20:00 in Dhaka (13:00–14:00 UTC), from 1 March 2030. */
const at = (iso: string) => new Date(iso);

describe.each(databaseKinds())("attendance on %s", (kind) => {
  const t = useTestDatabase(kind);

  beforeEach(async () => {
    await t.db.delete(schema.attendance);
    await t.db.delete(schema.auditLog);
  });

  /** A batch meeting daily, with `names` children each holding an active place (accepted application + subscription). */
  async function school(names = ["Ayaan", "Zara"]) {
    const staff = await makeUser(t.db, { role: "staff" });
    const [batch] = await t.db
      .insert(schema.batches)
      .values({
        programme: "preschool",
        name: `Batch ${crypto.randomUUID().slice(0, 6)}`,
        startDate: "2030-03-01",
        classDays: [0, 1, 2, 3, 4, 5, 6],
        joinUrl: "https://meet.example/abc",
      })
      .returning();
    const families = [];
    for (const name of names) {
      const parent = await makeUser(t.db, { children: [name] });
      const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
      await t.db
        .insert(schema.applications)
        .values({ parentId: parent.id, childId: child!.id, batchId: batch!.id, status: "accepted" });
      const [place] = await t.db
        .insert(schema.subscriptions)
        .values({
          userId: parent.id,
          childId: child!.id,
          batchId: batch!.id,
          status: "active",
          startDate: "2030-03-01",
        })
        .returning();
      families.push({ parent, child: child!, place: place! });
    }
    return { staff, batchId: batch!.id, families };
  }

  it("notes a join click once per child and class, keeping the first click's time", async () => {
    const { batchId, families } = await school(["Ayaan"]);
    const [{ parent, child, place }] = families as [(typeof families)[0]];
    const target = await joinTarget(parent.id, place.id, at("2030-03-05T12:50:00Z"));
    expect(target).toMatchObject({ state: "open", attendee: { batchId, childId: child.id, classDate: "2030-03-05" } });
    if (target.state !== "open") return;
    await recordJoin(target.attendee, target.attendee.classDate, at("2030-03-05T12:50:00Z"));
    await recordJoin(target.attendee, target.attendee.classDate, at("2030-03-05T13:10:00Z"));
    const rows = await t.db.select().from(schema.attendance);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.joinedAt).toEqual(at("2030-03-05T12:50:00Z"));
  });

  it('lets a parent say "Can\'t attend" for their own place until the class starts, and take it back', async () => {
    const { families } = await school(["Ayaan", "Zara"]);
    const [ayaan, zara] = families as [(typeof families)[0], (typeof families)[0]];
    const before = at("2030-03-06T12:00:00Z");
    expect(
      await setCantAttend(zara.parent.id, { placeId: ayaan.place.id, classDate: "2030-03-06", cant: true }, before),
    ).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(
      await setCantAttend(ayaan.parent.id, { placeId: ayaan.place.id, classDate: "2030-02-20", cant: true }, before),
    ).toEqual({ ok: false, reason: "not-a-class" });
    expect(
      await setCantAttend(
        ayaan.parent.id,
        { placeId: ayaan.place.id, classDate: "2030-03-06", cant: true },
        at("2030-03-06T13:00:00Z"),
      ),
    ).toEqual({ ok: false, reason: "started" });
    expect(
      await setCantAttend(ayaan.parent.id, { placeId: ayaan.place.id, classDate: "2030-03-06", cant: true }, before),
    ).toEqual({ ok: true, childName: "Ayaan" });
    const seen = await placesAttendance([{ id: ayaan.place.id, childId: ayaan.child.id }], before);
    expect(seen.cantAttend).toEqual([`${ayaan.place.id}:2030-03-06`]);
    await setCantAttend(ayaan.parent.id, { placeId: ayaan.place.id, classDate: "2030-03-06", cant: false }, before);
    expect((await placesAttendance([{ id: ayaan.place.id, childId: ayaan.child.id }], before)).cantAttend).toEqual([]);
  });

  it("pre-fills the register: Present for a family that joined, Absent (told us) for one that said so", async () => {
    const { batchId, families } = await school(["Ayaan", "Zara", "Mira"]);
    const [ayaan, zara] = families as [(typeof families)[0], (typeof families)[0]];
    await recordJoin({ batchId, childId: ayaan.child.id }, "2030-03-06", at("2030-03-06T12:55:00Z"));
    await setCantAttend(
      zara.parent.id,
      { placeId: zara.place.id, classDate: "2030-03-06", cant: true },
      at("2030-03-05T10:00:00Z"),
    );
    const [booking] = await t.db
      .insert(schema.trialBookings)
      .values({
        batchId,
        classStartsAt: at("2030-03-06T13:00:00Z"),
        name: "Trial Parent",
        whatsapp: "01711111111",
        childName: "Rafi",
        childAge: 4,
      })
      .returning();
    expect(await loadRegister(batchId, "2030-03-06", at("2030-03-06T12:00:00Z"))).toBeNull();
    expect(await loadRegister(batchId, "2030-02-01", at("2030-03-06T15:00:00Z"))).toBeNull();
    const register = await loadRegister(batchId, "2030-03-06", at("2030-03-06T15:00:00Z"));
    expect(register?.children.map((c) => [c.name, c.prefill, c.toldUs, c.joined])).toEqual([
      ["Ayaan", "present", false, true],
      ["Mira", null, false, false],
      ["Zara", "absent", true, false],
    ]);
    expect(register?.trials).toEqual([{ id: booking!.id, childName: "Rafi", mark: null }]);
  });

  it("saves the register whole, corrects it on a second save, and audits who changed what", async () => {
    const { staff, batchId, families } = await school(["Ayaan", "Zara"]);
    const [ayaan, zara] = families as [(typeof families)[0], (typeof families)[0]];
    const now = at("2030-03-06T15:00:00Z");
    const outsider = await makeUser(t.db, { children: ["Other"] });
    const [other] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, outsider.id));
    expect(
      await saveRegister(
        staff.id,
        batchId,
        "2030-03-06",
        { children: { [ayaan.child.id]: "present" }, trials: {} },
        now,
      ),
    ).toEqual({ ok: false, reason: "unmarked" });
    expect(
      await saveRegister(
        staff.id,
        batchId,
        "2030-03-06",
        { children: { [ayaan.child.id]: "present", [zara.child.id]: "late", [other!.id]: "present" }, trials: {} },
        now,
      ),
    ).toEqual({ ok: false, reason: "outsider" });
    expect(await t.db.select().from(schema.attendance)).toEqual([]);

    const marks = { children: { [ayaan.child.id]: "present", [zara.child.id]: "absent" } as const, trials: {} };
    expect(await saveRegister(staff.id, batchId, "2030-03-06", marks, now)).toEqual({ ok: true, changed: 2 });
    expect(await saveRegister(staff.id, batchId, "2030-03-06", marks, now)).toEqual({ ok: true, changed: 0 });
    const corrected = { children: { [ayaan.child.id]: "present", [zara.child.id]: "late" } as const, trials: {} };
    expect(await saveRegister(staff.id, batchId, "2030-03-06", corrected, now)).toEqual({ ok: true, changed: 1 });

    const audit = await t.db.select().from(schema.auditLog).orderBy(schema.auditLog.createdAt);
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.entityId, entry.before, entry.after])).toEqual([
      [
        "attendance.register",
        staff.id,
        `${batchId}:2030-03-06`,
        { [ayaan.child.id]: null, [zara.child.id]: null },
        { [ayaan.child.id]: "present", [zara.child.id]: "absent" },
      ],
      [
        "attendance.correct",
        staff.id,
        `${batchId}:2030-03-06`,
        { [zara.child.id]: "absent" },
        { [zara.child.id]: "late" },
      ],
    ]);
    const classes = await recentClasses(batchId, now);
    expect(classes[0]).toMatchObject({ date: "2030-03-06", marked: 2, present: 2 });
    expect(classes.map((c) => c.date)).toEqual([
      "2030-03-06",
      "2030-03-05",
      "2030-03-04",
      "2030-03-03",
      "2030-03-02",
      "2030-03-01",
    ]);
  });

  it("counts 'Attended X of Y' over the month's registers with the child on them", async () => {
    const { staff, batchId, families } = await school(["Ayaan"]);
    const [ayaan] = families as [(typeof families)[0]];
    const now = at("2030-03-20T15:00:00Z");
    const days = {
      "2030-03-02": "present",
      "2030-03-03": "late",
      "2030-03-04": "absent",
      "2030-03-05": "present",
    } as const;
    for (const [date, mark] of Object.entries(days))
      await saveRegister(staff.id, batchId, date, { children: { [ayaan.child.id]: mark }, trials: {} }, now);
    await setCantAttend(ayaan.parent.id, { placeId: ayaan.place.id, classDate: "2030-03-25", cant: true }, now);
    expect((await monthAttendance([ayaan.child.id], "2030-03")).get(ayaan.child.id)).toEqual({ attended: 3, of: 4 });
    expect((await placesAttendance([{ id: ayaan.place.id, childId: ayaan.child.id }], now)).summary).toEqual({
      [ayaan.place.id]: { attended: 3, of: 4 },
    });
  });
});
