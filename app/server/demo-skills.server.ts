import { and, eq } from "drizzle-orm";
import { snapshotOf } from "./data/skills/map.server";
import type { DbOrTx } from "./db.server";
import { schema } from "./db.server";

/**
 * The demo's skills map (docs/product.md#skills-map-and-progress-reviews): invented items, each marked as demo and
 * coded '<area>-demo-<n>', never a protocol's text (decision 023); a baseline and a review of the demo preschool batch,
 * targets, and a published review for the demo parent's child.
 */
const demoItems: Array<[code: string, area: string, max: 1 | 2 | 4, staff: string, en: string, bn: string]> = [
  ["Z-demo-1", "Z", 4, "Threads three large beads on a lace", "Threads large beads on a lace", "ফিতায় বড় পুঁতি গাঁথে"],
  ["Z-demo-2", "Z", 2, "Tears paper into strips", "Tears paper into strips", "কাগজ ছিঁড়ে ফালি করে"],
  [
    "Z-demo-3",
    "Z",
    2,
    "Holds a crayon with the fingers, not the fist",
    "Holds a crayon with the fingers",
    "আঙুল দিয়ে রং-পেনসিল ধরে",
  ],
  ["Y-demo-1", "Y", 4, "Jumps forward with both feet", "Jumps forward with both feet", "দুই পা একসাথে করে সামনে লাফায়"],
  ["Y-demo-2", "Y", 2, "Catches a big soft ball", "Catches a big soft ball", "বড় নরম বল ধরে"],
  [
    "C-demo-1",
    "C",
    4,
    "Points to the picture named, from four",
    "Points to the picture you name",
    "নাম বললে ছবিটি দেখিয়ে দেয়",
  ],
  [
    "C-demo-2",
    "C",
    2,
    "Follows a two-step instruction in class",
    "Follows two-step instructions",
    "দুই ধাপের নির্দেশ মানে",
  ],
  ["F-demo-1", "F", 2, "Asks for a turn with words", "Asks for a turn with words", "কথা বলে নিজের পালা চায়"],
  ["F-demo-2", "F", 4, "Asks for help when stuck", "Asks for help when stuck", "আটকে গেলে সাহায্য চায়"],
  ["K-demo-1", "K", 2, "Plays a pretend game for five minutes", "Plays pretend games", "ভান করে খেলা খেলে"],
  ["U-demo-1", "U", 1, "Puts on shoes without help", "Puts on shoes alone", "নিজে জুতা পরে"],
  ["U-demo-2", "U", 2, "Takes off a jacket and hangs it up", "Takes off and hangs up a jacket", "জ্যাকেট খুলে ঝুলিয়ে রাখে"],
];

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Scores of the demo's rounds, varied by child and item, never above an item's maximum. */
function scoreOf(max: number, child: number, item: number, round: number) {
  const review = 1 + ((child * 5 + item * 3) % max);
  return round === 1 ? Math.min(max, review) : Math.max(0, review - 1 - ((child + item) % 2));
}

export async function seedDemoSkills(
  tx: DbOrTx,
  {
    adminId,
    batchId,
    featuredChildId,
    cycle,
  }: { adminId: string; batchId: string; featuredChildId: string; cycle: { start: string; end: string } },
) {
  const items = await tx
    .insert(schema.skillItems)
    .values(
      demoItems.map(([code, area, maxScore, staffText, parentTextEn, parentTextBn]) => ({
        code,
        area,
        maxScore,
        staffText,
        parentTextEn,
        parentTextBn,
        demo: true,
      })),
    )
    .returning({ id: schema.skillItems.id, code: schema.skillItems.code, max: schema.skillItems.maxScore });
  const placed = await tx
    .select({ childId: schema.applications.childId })
    .from(schema.applications)
    .where(and(eq(schema.applications.batchId, batchId), eq(schema.applications.status, "accepted")));
  const rounds = [
    { kind: "baseline", date: isoDate(daysAgo(40)) },
    { kind: "review", date: isoDate(daysAgo(10)) },
  ] as const;
  for (const [childIndex, { childId }] of placed.entries()) {
    for (const [roundIndex, round] of rounds.entries()) {
      const [assessment] = await tx
        .insert(schema.skillAssessments)
        .values({ childId, kind: round.kind, assessedOn: round.date, assessorId: adminId })
        .returning({ id: schema.skillAssessments.id });
      // The review rescored about two items in three; the others carry their baseline forward.
      const scored = items.filter((_, itemIndex) => roundIndex === 0 || itemIndex % 3 !== 2);
      await tx.insert(schema.skillScores).values(
        scored.map((item) => ({
          assessmentId: assessment!.id,
          itemId: item.id,
          score: scoreOf(item.max, childIndex, items.indexOf(item), roundIndex),
          scoredBy: adminId,
        })),
      );
    }
  }
  const byCode = (code: string) => items.find((item) => item.code === code)!.id;
  const now = daysAgo(9);
  await tx.insert(schema.skillTargets).values([
    {
      childId: featuredChildId,
      itemId: byCode("Z-demo-1"),
      status: "teaching",
      plannedAt: daysAgo(38),
      teachingAt: now,
      setBy: adminId,
    },
    {
      childId: featuredChildId,
      itemId: byCode("F-demo-1"),
      status: "teaching",
      plannedAt: daysAgo(38),
      teachingAt: now,
      setBy: adminId,
    },
    {
      childId: featuredChildId,
      itemId: byCode("U-demo-1"),
      status: "mastered",
      plannedAt: daysAgo(38),
      masteredAt: now,
      setBy: adminId,
    },
  ]);
  await tx.insert(schema.progressReviews).values({
    childId: featuredChildId,
    cycleStart: cycle.start,
    cycleEnd: cycle.end,
    summary:
      "Ayaan has settled well into the evening class. He enjoys threading and asks for his turn with words more often. Next we practise catching and following two-step instructions at home and in class.",
    areaComments: {
      Z: "Steadier hands every week: try threading pasta at home.",
      F: "Asks for help instead of giving up.",
    },
    writtenBy: adminId,
    publishedAt: daysAgo(8),
    publishedBy: adminId,
    snapshot: await snapshotOf(featuredChildId, tx),
  });
}
