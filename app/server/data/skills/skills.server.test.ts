import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { importProblemText } from "~/lib/refusals/skills";
import { changeOf, percentOf } from "~/lib/skills/map";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser, soleParent } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { requireOwnChild } from "../family/access.server";
import { importItems, parseItemsCsv } from "./import.server";
import { listAreas } from "./items.server";
import { childMap } from "./map.server";
import { parentProgress } from "./progress.server";
import { acknowledgeReview, parentReview, publishedReviewsOf, saveReview } from "./reviews.server";
import { loadGrid, saveScores } from "./scores.server";
import { setTargets } from "./targets.server";

const HEADER = "code,area,max_score,staff_text,parent_text_en,parent_text_bn";
const T0 = new Date("2030-03-01T06:00:00Z");

/** Test items, invented (no protocol text). */
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const items = csv(
  "T1,Z,4,Threads three large beads,Threads large beads,বড় পুঁতি গাঁথে",
  "T2,Z,2,Stacks four blocks,Stacks blocks,",
  'T3,Z,2,"Copies a circle, with a crayon",Draws a circle,বৃত্ত আঁকে',
  "T4,Y,4,Hops on one foot,Hops,লাফায়",
);

describe("the items CSV, read", () => {
  const letters = ["A", "C", "Y", "Z"];

  it("reads valid rows, quoted commas and a Bangla text, with an optional Bangla column", () => {
    const parsed = parseItemsCsv(`\uFEFF${items}\n\n`, letters);
    expect(parsed.ok && parsed.items.map((item) => [item.code, item.area, item.maxScore, item.parentTextBn])).toEqual([
      ["T1", "Z", 4, "বড় পুঁতি গাঁথে"],
      ["T2", "Z", 2, null],
      ["T3", "Z", 2, "বৃত্ত আঁকে"],
      ["T4", "Y", 4, "লাফায়"],
    ]);
    expect(parsed.ok && parsed.items[2]!.staffText).toBe("Copies a circle, with a crayon");
  });

  it("names the row (the header is row 1) and the column of every problem, in words", () => {
    const parsed = parseItemsCsv(
      csv("C1,C,2,a,b,", "C2,O,3,a,b,", ",C,1,a,b,", "C1,C,1,,b,", "bad code,C,1,a,b,"),
      letters,
    );
    expect(parsed.ok).toBe(false);
    const words = parsed.ok ? [] : parsed.problems.map(importProblemText);
    expect(words).toEqual([
      "Row 3: area must be one of the letters A to Z, without O.",
      "Row 3: max_score must be 1, 2 or 4.",
      "Row 4: code is empty.",
      "Row 5: code is also on row 2.",
      "Row 5: staff_text is empty.",
      "Row 6: code must be letters, digits, '.', '_' or '-' (at most 20), such as C12.",
    ]);
    const noColumn = parseItemsCsv("code,area,max_score,staff_text\nC1,C,1,a", letters);
    expect(noColumn.ok ? [] : noColumn.problems.map(importProblemText)).toEqual([
      "Row 1: the column parent_text_en is missing.",
      "Row 1: the column parent_text_bn is missing.",
    ]);
    const fourteen = parseItemsCsv(
      csv(...Array.from({ length: 12 }, (_, n) => `C${n},C,1,a,b,`), "C99,C,3,a,b,"),
      letters,
    );
    expect(fourteen.ok ? [] : fourteen.problems.map(importProblemText)).toEqual([
      "Row 14: max_score must be 1, 2 or 4.",
    ]);
    expect(parseItemsCsv(HEADER, letters)).toEqual({ ok: false, problems: [{ row: null, reason: "no-rows" }] });
    const unreadable = parseItemsCsv(`${HEADER}\nC1,C,1,"open quote,b,`, letters);
    expect(unreadable.ok ? "" : importProblemText(unreadable.problems[0]!)).toMatch(/^Row 2: the file cannot be read/);
  });
});

describe.each(databaseKinds())("the skills map on %s", (kind) => {
  const t = useTestDatabase(kind);

  // Each test starts with no items and no scores (the areas stay: they come with the product).
  beforeEach(async () => {
    for (const table of [
      schema.progressReviews,
      schema.skillTargets,
      schema.skillScores,
      schema.skillAssessments,
      schema.skillItems,
      schema.skillImports,
    ])
      await t.db.delete(table);
    await t.db.delete(schema.auditLog);
    await t.db.delete(schema.mailOutbox);
  });

  /** A staff member, a batch with `names` children placed in it, and the test items imported. */
  async function school(names = ["Ayaan", "Zara"]) {
    const staff = await makeUser(t.db, { role: "staff" });
    const [batch] = await t.db
      .insert(schema.batches)
      .values({ programme: "preschool", name: `Batch ${crypto.randomUUID().slice(0, 6)}`, startDate: "2030-03-01" })
      .returning();
    const families = [];
    for (const name of names) {
      const parent = await makeUser(t.db, { children: [name] });
      const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
      await t.db
        .insert(schema.applications)
        .values({ parentId: parent.id, childId: child!.id, batchId: batch!.id, status: "accepted" });
      families.push({ parent, child: child! });
    }
    return { staff, batchId: batch!.id, families };
  }

  async function itemIds() {
    const rows = await t.db.select({ id: schema.skillItems.id, code: schema.skillItems.code }).from(schema.skillItems);
    return Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<string, string>;
  }

  it("ships the 25 areas, A to Z without O, named in English and Bangla", async () => {
    const areas = await listAreas();
    expect(areas.map((area) => area.letter).join("")).toBe("ABCDEFGHIJKLMNPQRSTUVWXYZ");
    expect(areas.every((area) => area.nameEn && /[\u0980-\u09FF]/.test(area.nameBn))).toBe(true);
    expect(await t.db.select().from(schema.skillItems)).toEqual([]);
  });

  it("imports all or nothing, records who imported it under licence, and re-imports by code", async () => {
    const { staff } = await school([]);
    const refused = await importItems(staff.id, { name: "bad.csv", text: csv("T1,Z,4,a,b,", "T9,Z,5,a,b,") }, true);
    expect(refused.ok ? [] : refused.problems.map(importProblemText)).toEqual(["Row 3: max_score must be 1, 2 or 4."]);
    expect(await t.db.select().from(schema.skillItems)).toEqual([]);

    const first = await importItems(staff.id, { name: "items.csv", text: items }, true);
    expect(first).toMatchObject({ ok: true, created: 4, updated: 0 });
    const [record] = await t.db.select().from(schema.skillImports);
    expect(record).toMatchObject({ importedBy: staff.id, fileName: "items.csv", licenceConfirmed: true, rowCount: 4 });

    const again = await importItems(
      staff.id,
      {
        name: "items-2.csv",
        text: csv("T2,Z,4,Stacks six blocks,Stacks more blocks,উঁচু করে সাজায়", "T5,A,1,Waits,Waits,অপেক্ষা করে"),
      },
      true,
    );
    expect(again).toMatchObject({ ok: true, created: 1, updated: 1 });
    const t2 = await t.db.select().from(schema.skillItems).where(eq(schema.skillItems.code, "T2"));
    expect(t2).toHaveLength(1);
    expect(t2[0]).toMatchObject({ maxScore: 4, staffText: "Stacks six blocks", parentTextBn: "উঁচু করে সাজায়" });
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "skills.import"));
    expect(audit).toHaveLength(2);
  });

  it("scores a grid: a double save is one row; refuses above the maximum, unknown items and outsiders", async () => {
    const { staff, batchId, families } = await school();
    await importItems(staff.id, { name: "items.csv", text: items }, true);
    const ids = await itemIds();
    const [ayaan, zara] = families.map((f) => f.child.id) as [string, string];
    const round = { kind: "baseline" as const, date: "2030-03-02" };
    const cells = [
      { childId: ayaan, itemId: ids.T1!, score: 3 },
      { childId: zara, itemId: ids.T2!, score: 2 },
    ];
    expect(await saveScores(staff.id, batchId, round, cells)).toMatchObject({ ok: true, saved: 2 });
    expect(await saveScores(staff.id, batchId, round, cells)).toMatchObject({ ok: true, saved: 2 });
    expect(await t.db.select().from(schema.skillScores)).toHaveLength(2);
    expect(await t.db.select().from(schema.skillAssessments)).toHaveLength(2);

    expect(await saveScores(staff.id, batchId, round, [{ childId: ayaan, itemId: ids.T2!, score: 3 }])).toEqual({
      ok: false,
      reason: "above-max",
      code: "T2",
      max: 2,
      score: 3,
    });
    expect(
      await saveScores(staff.id, batchId, round, [{ childId: ayaan, itemId: crypto.randomUUID(), score: 1 }]),
    ).toMatchObject({ ok: false, reason: "unknown-item" });
    const outsider = await makeUser(t.db, { children: ["Rafi"] });
    const [rafi] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, outsider.id));
    expect(
      await saveScores(staff.id, batchId, round, [{ childId: rafi!.id, itemId: ids.T1!, score: 1 }]),
    ).toMatchObject({ ok: false, reason: "child-outside-batch" });

    // An item's maximum never goes below a score already given, by a re-import either.
    const lowered = await importItems(staff.id, { name: "lower.csv", text: csv("T1,Z,2,a,b,") }, true);
    expect(lowered.ok ? [] : lowered.problems.map(importProblemText)).toEqual([
      "Row 2: max_score cannot be lower than a score already given (3).",
    ]);

    // The grid pre-fills the latest score on or before the round; a later round carries it forward.
    const grid = await loadGrid([ayaan, zara], "Z", { kind: "review", date: "2030-05-01" });
    expect(grid.items.map((item) => item.code)).toEqual(["T1", "T2", "T3"]);
    expect(grid.cells.get(`${ayaan}:${ids.T1}`)).toEqual({ score: 3, thisRound: false });
    expect(grid.cells.get(`${zara}:${ids.T1}`)).toBeUndefined();
    // Taking this round's score away.
    expect(await saveScores(staff.id, batchId, round, [{ childId: zara, itemId: ids.T2!, score: null }])).toMatchObject(
      {
        ok: true,
        removed: 1,
      },
    );
  });

  it("keeps every cell of two staff saving the same grid at once, the last value of each, and audits both", async () => {
    const { staff, batchId, families } = await school(["A1", "A2", "A3"]);
    const other = await makeUser(t.db, { role: "staff" });
    await importItems(staff.id, { name: "items.csv", text: items }, true);
    const ids = await itemIds();
    const children = families.map((f) => f.child.id);
    const round = { kind: "baseline" as const, date: "2030-03-02" };
    const mine = children.map((childId) => ({ childId, itemId: ids.T1!, score: 2 }));
    const theirs = children.map((childId) => ({ childId, itemId: ids.T3!, score: 1 }));
    const both = { childId: children[0]!, itemId: ids.T2! };
    const results = await Promise.all([
      saveScores(staff.id, batchId, round, [...mine, { ...both, score: 1 }]),
      saveScores(other.id, batchId, round, [...theirs, { ...both, score: 2 }]),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const scores = await t.db.select().from(schema.skillScores);
    expect(scores).toHaveLength(7);
    expect(await t.db.select().from(schema.skillAssessments)).toHaveLength(3);
    expect([1, 2]).toContain(scores.find((s) => s.itemId === ids.T2)!.score);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "skills.scores"));
    expect(audit.map((entry) => entry.actorId).sort()).toEqual([staff.id, other.id].sort());
  });

  it("works out each area's share, the change since the round before and the skills scored", async () => {
    const { staff, batchId, families } = await school(["Mira"]);
    await importItems(staff.id, { name: "items.csv", text: items }, true);
    const ids = await itemIds();
    const mira = families[0]!.child.id;
    // Z: T1 (max 4), T2 (max 2), T3 (max 2): 8 in all. Y: T4 (max 4).
    await saveScores(staff.id, batchId, { kind: "baseline", date: "2030-03-02" }, [
      { childId: mira, itemId: ids.T1!, score: 1 },
      { childId: mira, itemId: ids.T2!, score: 1 },
      { childId: mira, itemId: ids.T4!, score: 2 },
    ]);
    let map = await childMap(mira);
    let z = map.areas.find((area) => area.letter === "Z")!;
    expect(z).toMatchObject({ items: 3, max: 8, scored: 2, reached: 2, reachedBefore: null });
    expect(percentOf(z.reached, z.max)).toBe(25);
    expect(changeOf(z)).toBeNull();

    // The review rescored T1 and scored T3; T2 carries forward; Y was not rescored.
    await saveScores(staff.id, batchId, { kind: "review", date: "2030-05-02" }, [
      { childId: mira, itemId: ids.T1!, score: 4 },
      { childId: mira, itemId: ids.T3!, score: 1 },
    ]);
    map = await childMap(mira);
    expect(map.rounds).toEqual([
      { kind: "review", date: "2030-05-02" },
      { kind: "baseline", date: "2030-03-02" },
    ]);
    z = map.areas.find((area) => area.letter === "Z")!;
    expect(z).toMatchObject({ scored: 3, reached: 6, reachedBefore: 2 });
    expect(percentOf(z.reached, z.max)).toBe(75);
    expect(changeOf(z)).toBe(50);
    const y = map.areas.find((area) => area.letter === "Y")!;
    expect([percentOf(y.reached, y.max), changeOf(y)]).toEqual([50, 0]);
    expect(map.areas.find((area) => area.letter === "A")).toMatchObject({ items: 0, scored: 0 });

    // A retired item leaves the map.
    await t.db.update(schema.skillItems).set({ active: false }).where(eq(schema.skillItems.code, "T3"));
    z = (await childMap(mira)).areas.find((area) => area.letter === "Z")!;
    expect([z.max, z.reached, percentOf(z.reached, z.max)]).toEqual([6, 5, 83]);
  });

  it("freezes a published review, mails the parent, and shows it to that family only", async () => {
    const { staff, batchId, families } = await school(["Nila"]);
    await importItems(staff.id, { name: "items.csv", text: items }, true);
    const ids = await itemIds();
    const { parent, child } = families[0]!;
    await saveScores(staff.id, batchId, { kind: "baseline", date: "2030-03-02" }, [
      { childId: child.id, itemId: ids.T1!, score: 2 },
    ]);
    await t.db.insert(schema.skillScores).values({
      assessmentId: (await t.db.select().from(schema.skillAssessments))[0]!.id,
      itemId: ids.T2!,
      score: 1,
      note: "Staff only: needed help",
    });
    expect(await setTargets(staff.id, child.id, [{ itemId: ids.T1!, status: "teaching" }], T0)).toEqual({
      ok: true,
      changed: 1,
    });
    const input = {
      cycleStart: "2030-03-01",
      cycleEnd: "2030-06-30",
      summary: "A good start.",
      comments: { Z: "Busy hands." },
    };
    const draft = await saveReview(staff.id, child.id, input, { publish: false, now: T0 });
    expect(draft).toMatchObject({ ok: true, published: false });
    expect(await publishedReviewsOf(parent.id)).toEqual([]);
    const published = await saveReview(staff.id, child.id, input, { publish: true, now: T0 });
    expect(published).toMatchObject({ ok: true, published: true });
    const reviewId = published.ok ? published.reviewId : "";
    expect(await t.db.select().from(schema.progressReviews)).toHaveLength(1);
    expect(await saveReview(staff.id, child.id, input, { publish: true, now: T0 })).toEqual({
      ok: false,
      reason: "published",
    });
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, "review-published"));
    expect(mail).toMatchObject({ to: parent.email, subject: "Nila's progress review is ready" });
    expect(mail!.text).toContain(`/dashboard/progress/reviews/${reviewId}`);

    const before = await parentReview(parent.id, reviewId);
    expect(before?.snapshot.areas.find((area) => area.letter === "Z")).toMatchObject({ reached: 3, max: 8 });
    expect(before?.snapshot.targets).toEqual([
      { code: "T1", area: "Z", status: "teaching", textEn: "Threads large beads", textBn: "বড় পুঁতি গাঁথে" },
    ]);
    expect(JSON.stringify(before)).not.toContain("Staff only");

    // Later scores and targets change the live map, never the published review.
    await saveScores(staff.id, batchId, { kind: "review", date: "2030-05-02" }, [
      { childId: child.id, itemId: ids.T1!, score: 4 },
    ]);
    await setTargets(staff.id, child.id, [{ itemId: ids.T1!, status: "mastered" }], T0);
    const after = await parentReview(parent.id, reviewId);
    expect(after?.snapshot).toEqual(before?.snapshot);
    expect((await childMap(child.id)).areas.find((area) => area.letter === "Z")!.reached).toBe(5);

    // Another family: no child, no review, no acknowledgement.
    const stranger = await makeUser(t.db, { children: ["Other"] });
    expect(await requireOwnChild(stranger.id, child.id)).toBeNull();
    expect(await requireOwnChild(parent.id, child.id)).toMatchObject({ name: "Nila" });
    expect(await parentReview(stranger.id, reviewId)).toBeNull();
    expect(await acknowledgeReview(soleParent(stranger.id), reviewId, T0)).toBe(false);
    expect((await parentProgress(stranger.id)).children).toEqual([]);

    expect(await acknowledgeReview(soleParent(parent.id), reviewId, T0)).toBe(true);
    expect(await acknowledgeReview(soleParent(parent.id), reviewId, new Date(T0.getTime() + 1000))).toBe(true);
    expect((await parentReview(parent.id, reviewId))?.acknowledgedAt).toEqual(T0);

    const progress = await parentProgress(parent.id);
    expect(progress.children[0]).toMatchObject({ name: "Nila", reviews: [{ id: reviewId }], teaching: [] });
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, "review.publish")),
    ).toEqual([{ n: 1 }]);
  });
});
