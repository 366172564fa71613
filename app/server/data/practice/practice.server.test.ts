import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser, soleParent } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { setTargets } from "../skills/targets.server";
import { createActivity, setActivityActive } from "./activities.server";
import { assignPractice, batchWeekLog, recentChildPractice } from "./assignments.server";
import { setPracticeEmail } from "./email-choice.server";
import { logPractice, parentPracticeWeek, practiceCard } from "./home.server";
import { practiceOverview } from "./overview.server";
import { sendWeeklyPracticeMails } from "./weekly-mail.server";

/** Sunday 3 March 2030; 10:00 in Dhaka is 04:00 UTC. */
const SUNDAY = "2030-03-03";
const at = (iso: string) => new Date(iso);
const TUESDAY_NOON = at("2030-03-05T06:00:00Z");

const activity = (title: string, titleBn: string | null = null) => ({
  titleEn: title,
  titleBn,
  skills: [],
  materialsEn: "Five spoons",
  materialsBn: null,
  stepsEn: "Count them together.",
  stepsBn: null,
  lookForEn: "Pointing at each one",
  lookForBn: null,
  link: null,
});

describe.each(databaseKinds())("home practice on %s", (kind) => {
  const t = useTestDatabase(kind);

  beforeEach(async () => {
    for (const table of [
      schema.practiceWeekMails,
      schema.practiceLogs,
      schema.practiceAssignments,
      schema.practiceActivitySkills,
      schema.practiceActivities,
      schema.mailOutbox,
    ])
      await t.db.delete(table);
  });

  /** A staff member, a preschool batch with these children placed, each in a family of its own, and activities. */
  async function school(names: string[], activities = 4) {
    const staff = await makeUser(t.db, { role: "staff" });
    const [batch] = await t.db
      .insert(schema.batches)
      .values({ programme: "preschool", name: `Batch ${crypto.randomUUID().slice(0, 6)}`, startDate: "2030-02-01" })
      .returning();
    const families = [];
    for (const name of names) {
      const parent = await makeUser(t.db, { name: `Parent of ${name}`, children: [name] });
      const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
      await t.db
        .insert(schema.applications)
        .values({ parentId: parent.id, childId: child!.id, batchId: batch!.id, status: "accepted" });
      families.push({ parent, child: child! });
    }
    const ids: string[] = [];
    for (let n = 1; n <= activities; n++) {
      const made = await createActivity(staff.id, activity(`Activity ${n}`, n === 1 ? `অনুশীলনী ${n}` : null));
      if (!made.ok) throw new Error("activity not made");
      ids.push(made.id);
    }
    return { staff, batchId: batch!.id, families, activities: ids };
  }

  it("assigns at most 3 activities per child per week, all or nothing, and racing assigns keep the limit", async () => {
    const { staff, batchId, families, activities } = await school(["Ayaan", "Zara"], 5);
    const both = families.map((f) => f.child.id);
    const ayaan = families[0]!.child.id;
    const assign = (activityId: string, childIds: string[], weekStart = SUNDAY) =>
      assignPractice(staff.id, batchId, { weekStart, activityId, childIds });

    expect(await assign(activities[0]!, both)).toEqual({ ok: true, assigned: 2, already: 0 });
    expect(await assign(activities[0]!, both)).toEqual({ ok: true, assigned: 0, already: 2 });
    expect(await assign(activities[1]!, [ayaan])).toMatchObject({ ok: true, assigned: 1 });
    expect(await assign(activities[2]!, [ayaan])).toMatchObject({ ok: true, assigned: 1 });
    // A fourth for Ayaan is refused, and Zara, ticked with him, gets nothing either.
    expect(await assign(activities[3]!, both)).toEqual({ ok: false, reason: "limit", childName: "Ayaan" });
    const counts = await t.db
      .select({ childId: schema.practiceAssignments.childId, n: sql<number>`count(*)::int` })
      .from(schema.practiceAssignments)
      .groupBy(schema.practiceAssignments.childId);
    expect(Object.fromEntries(counts.map((row) => [row.childId, row.n]))).toEqual({
      [ayaan]: 3,
      [families[1]!.child.id]: 1,
    });
    // Another week has room again.
    expect(await assign(activities[3]!, [ayaan], "2030-03-10")).toMatchObject({ ok: true, assigned: 1 });

    // Zara has 1: three different activities assigned to her at once leave her with exactly 3.
    const zara = families[1]!.child.id;
    const raced = await Promise.all(
      [activities[1]!, activities[2]!, activities[3]!, activities[4]!].map((id) => assign(id, [zara])),
    );
    expect(raced.filter((r) => r.ok)).toHaveLength(2);
    expect(raced.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "limit", childName: "Zara" },
      { ok: false, reason: "limit", childName: "Zara" },
    ]);

    // Outsiders, retired activities, unknown batches.
    const outsider = await makeUser(t.db, { children: ["Outsider"] });
    const [stranger] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, outsider.id));
    expect(await assign(activities[0]!, [stranger!.id], "2030-03-17")).toEqual({ ok: false, reason: "outsider" });
    await setActivityActive(staff.id, activities[4]!, false);
    expect(await assign(activities[4]!, [ayaan], "2030-03-17")).toEqual({ ok: false, reason: "unknown-activity" });
    expect(
      await assignPractice(staff.id, crypto.randomUUID(), {
        weekStart: SUNDAY,
        activityId: activities[0]!,
        childIds: [],
      }),
    ).toEqual({ ok: false, reason: "outsider" });
    // The database refuses a week that does not start on a Sunday.
    await expect(
      t.db
        .insert(schema.practiceAssignments)
        .values({ childId: ayaan, activityId: activities[0]!, weekStart: "2030-03-04" }),
    ).rejects.toThrow();
  });

  it("keeps one log per activity per day: a second tap changes it, a double submit is one row", async () => {
    const { staff, batchId, families, activities } = await school(["Nila"]);
    const { parent, child } = families[0]!;
    await assignPractice(staff.id, batchId, { weekStart: SUNDAY, activityId: activities[0]!, childIds: [child.id] });
    const week = await parentPracticeWeek(parent.id, TUESDAY_NOON);
    expect(week).toMatchObject({ today: "2030-03-05", weekStart: SUNDAY });
    expect(week.days).toEqual([
      SUNDAY,
      "2030-03-04",
      "2030-03-05",
      "2030-03-06",
      "2030-03-07",
      "2030-03-08",
      "2030-03-09",
    ]);
    const assignmentId = week.children[0]!.activities[0]!.assignmentId;

    expect(
      await logPractice(soleParent(parent.id), { assignmentId, outcome: "helped", note: "Counted to 4" }, TUESDAY_NOON),
    ).toEqual({
      ok: true,
      changed: false,
    });
    const later = new Date(TUESDAY_NOON.getTime() + 60_000);
    expect(
      await logPractice(soleParent(parent.id), { assignmentId, outcome: "done", note: null }, later),
    ).toMatchObject({
      ok: true,
    });
    await Promise.all(
      [1, 2, 3].map(() => logPractice(soleParent(parent.id), { assignmentId, outcome: "done", note: "twice" }, later)),
    );
    const rows = await t.db.select().from(schema.practiceLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: "2030-03-05", outcome: "done", note: "twice" });

    // The next day is a row of its own; the week's days show both.
    await logPractice(
      soleParent(parent.id),
      { assignmentId, outcome: "not-yet", note: null },
      at("2030-03-06T06:00:00Z"),
    );
    const shown = await parentPracticeWeek(parent.id, at("2030-03-06T06:00:00Z"));
    expect(shown.children[0]!.activities[0]!.logs.map((log) => [log.day, log.outcome])).toEqual([
      ["2030-03-05", "done"],
      ["2030-03-06", "not-yet"],
    ]);
    expect(await practiceCard(parent.id, at("2030-03-06T06:00:00Z"))).toEqual({
      activities: 1,
      loggedToday: 1,
      children: ["Nila"],
    });
    // Staff read it on the batch page and the child's page.
    const log = await batchWeekLog(batchId, SUNDAY);
    expect(log).toMatchObject([
      { name: "Nila", activities: [{ titleEn: "Activity 1", logs: [{ note: "twice" }, {}] }] },
    ]);
    expect(await recentChildPractice(child.id, at("2030-03-06T06:00:00Z"))).toMatchObject([
      { weekStart: SUNDAY, logs: [{ outcome: "done" }, { outcome: "not-yet" }] },
    ]);
    // A week that is over can't be logged.
    expect(
      await logPractice(
        soleParent(parent.id),
        { assignmentId, outcome: "done", note: null },
        at("2030-03-10T06:00:00Z"),
      ),
    ).toEqual({ ok: false, reason: "not-this-week" });
  });

  it("answers not-found to another family, and shows it none of this batch's activities", async () => {
    const { staff, batchId, families, activities } = await school(["Mira"]);
    const { child } = families[0]!;
    await assignPractice(staff.id, batchId, { weekStart: SUNDAY, activityId: activities[0]!, childIds: [child.id] });
    const [assignment] = await t.db.select().from(schema.practiceAssignments);
    const other = await makeUser(t.db, { children: ["Other"] });
    expect(
      await logPractice(
        soleParent(other.id),
        { assignmentId: assignment!.id, outcome: "done", note: null },
        TUESDAY_NOON,
      ),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await logPractice(
        soleParent(other.id),
        { assignmentId: "not-a-uuid", outcome: "done", note: null },
        TUESDAY_NOON,
      ),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await parentPracticeWeek(other.id, TUESDAY_NOON)).children).toEqual([]);
    expect(await t.db.select().from(schema.practiceLogs)).toEqual([]);
  });

  it("never changes a target: logs are the parent's report", async () => {
    const { staff, batchId, families } = await school(["Tara"]);
    const { parent, child } = families[0]!;
    const [item] = await t.db
      .insert(schema.skillItems)
      .values({
        code: `P-${crypto.randomUUID().slice(0, 6)}`,
        area: "Z",
        maxScore: 2,
        staffText: "x",
        parentTextEn: "y",
      })
      .returning();
    await setTargets(staff.id, child.id, [{ itemId: item!.id, status: "teaching" }], TUESDAY_NOON);
    const before = await t.db.select().from(schema.skillTargets);
    const made = await createActivity(staff.id, { ...activity("Beads"), skills: [item!.id] });
    expect(made.ok).toBe(true);
    await assignPractice(staff.id, batchId, {
      weekStart: SUNDAY,
      activityId: made.ok ? made.id : "",
      childIds: [child.id],
    });
    const week = await parentPracticeWeek(parent.id, TUESDAY_NOON);
    for (const outcome of ["done", "helped", "not-yet", "done"] as const)
      await logPractice(
        soleParent(parent.id),
        { assignmentId: week.children[0]!.activities[0]!.assignmentId, outcome, note: null },
        TUESDAY_NOON,
      );
    expect(await t.db.select().from(schema.skillTargets)).toEqual(before);
    expect(before).toMatchObject([{ status: "teaching", masteredAt: null }]);
  });

  it("mails each family once a week, in its language, across two workers and a rerun; not to those who turned it off", async () => {
    const { staff, batchId, families, activities } = await school(["Ayaan", "Zara", "Rafi"]);
    const [ayaan, zara, rafi] = families;
    await t.db.update(schema.users).set({ language: "bn" }).where(eq(schema.users.id, zara!.parent.id));
    // Ayaan's family has a second child in another batch of the same school.
    await t.db
      .insert(schema.children)
      .values({ parentId: ayaan!.parent.id, name: "Ayra", createdAt: new Date(Date.now() + 5) });
    const [ayra] = await t.db.select().from(schema.children).where(eq(schema.children.name, "Ayra"));
    const [otherBatch] = await t.db
      .insert(schema.batches)
      .values({ programme: "preschool", name: "Other batch", startDate: "2030-02-01" })
      .returning();
    await t.db
      .insert(schema.applications)
      .values({ parentId: ayaan!.parent.id, childId: ayra!.id, batchId: otherBatch!.id, status: "accepted" });
    const all = families.map((f) => f.child.id);
    await assignPractice(staff.id, batchId, { weekStart: SUNDAY, activityId: activities[0]!, childIds: all });
    await assignPractice(staff.id, batchId, {
      weekStart: SUNDAY,
      activityId: activities[1]!,
      childIds: [ayaan!.child.id],
    });
    await assignPractice(staff.id, otherBatch!.id, {
      weekStart: SUNDAY,
      activityId: activities[2]!,
      childIds: [ayra!.id],
    });
    await setPracticeEmail(rafi!.parent.id, false);

    // Not before Sunday 10:00 in Dhaka, nor on Monday.
    expect(await sendWeeklyPracticeMails(at("2030-03-03T03:59:00Z"))).toBe(0);
    expect(await sendWeeklyPracticeMails(at("2030-03-04T04:30:00Z"))).toBe(0);

    const ten = at("2030-03-03T04:05:00Z");
    const sent = await Promise.all([sendWeeklyPracticeMails(ten), sendWeeklyPracticeMails(ten)]);
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(await sendWeeklyPracticeMails(at("2030-03-03T04:15:00Z"))).toBe(0);
    expect(await sendWeeklyPracticeMails(at("2030-03-03T17:59:00Z"))).toBe(0);

    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "practice-week"));
    expect(mails.map((mail) => mail.to).sort()).toEqual([ayaan!.parent.email, zara!.parent.email].sort());
    const toAyaan = mails.find((mail) => mail.to === ayaan!.parent.email)!;
    expect(toAyaan.subject).toBe("This week at home: activities for the week of March 3, 2030");
    expect(toAyaan.text).toMatch(/Ayaan\n- Activity 1\n- Activity 2\n\nAyra\n- Activity 3/);
    expect(toAyaan.text).toContain("/dashboard/progress#practice");
    const toZara = mails.find((mail) => mail.to === zara!.parent.email)!;
    expect(toZara.subject).toBe("এই সপ্তাহে বাড়িতে: ৩ মার্চ ২০৩০ থেকে শুরু সপ্তাহের অনুশীলনী");
    expect(toZara.text).toContain("Zara\n- অনুশীলনী 1");
    expect(toZara.text).toContain("/dashboard/progress?lang=bn#practice");
    expect(toZara.html).toContain('lang="bn"');
    expect(await t.db.select().from(schema.practiceWeekMails)).toHaveLength(2);

    // The next week is a new mail; a family without activities that week gets none.
    await assignPractice(staff.id, batchId, {
      weekStart: "2030-03-10",
      activityId: activities[0]!,
      childIds: [zara!.child.id],
    });
    expect(await sendWeeklyPracticeMails(at("2030-03-10T05:00:00Z"))).toBe(1);
  });

  it("gives the owner the share of preschool families that logged in 7 days, and those quiet for 14", async () => {
    const { staff, batchId, families, activities } = await school(["Ayaan", "Zara", "Rafi", "Nila"]);
    const all = families.map((f) => f.child.id);
    await assignPractice(staff.id, batchId, { weekStart: "2030-02-17", activityId: activities[0]!, childIds: all });
    await assignPractice(staff.id, batchId, { weekStart: SUNDAY, activityId: activities[1]!, childIds: all });
    const assignment = async (childId: string, week: string) =>
      (
        await t.db
          .select()
          .from(schema.practiceAssignments)
          .where(
            sql`${schema.practiceAssignments.childId} = ${childId} and ${schema.practiceAssignments.weekStart} = ${week}`,
          )
      )[0]!.id;
    const log = async (index: number, week: string, day: string) =>
      t.db.insert(schema.practiceLogs).values({
        assignmentId: await assignment(families[index]!.child.id, week),
        day,
        outcome: "done",
      });
    await log(0, SUNDAY, "2030-03-05"); // today
    await log(1, SUNDAY, "2030-03-03"); // 2 days ago
    await log(2, "2030-02-17", "2030-02-22"); // 11 days ago: not active, not quiet either
    // Nila never logged.
    const overview = await practiceOverview(TUESDAY_NOON);
    expect(overview).toMatchObject({ active: 2, percent: expect.any(Number) });
    const mine = new Set<string>(families.map((f) => f.parent.id));
    expect(overview.quiet.filter((family) => mine.has(family.id))).toEqual([
      { id: families[3]!.parent.id, name: "Parent of Nila", lastLog: null },
    ]);
  });
});
