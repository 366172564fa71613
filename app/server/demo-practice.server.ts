import { inArray } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { weekStartOf } from "~/lib/practice";
import type { DbOrTx } from "./db.server";
import { schema } from "./db.server";

/**
 * The demo's home practice (docs/product.md#home-practice): two activities of the school's library, practising demo
 * items of the skills map, given to the demo parent's child for this week and the next three (the furthest ahead
 * staff can give one), so the parent's 'This week at home' is filled for a month after the demo loads; this week's
 * Sunday is logged 'With help', with a note.
 */
const demoActivities = [
  {
    skills: ["Z-demo-1"],
    titleEn: "Pasta necklace",
    titleBn: "পাস্তার মালা",
    materialsEn: "A shoelace and a handful of tube pasta (penne).",
    materialsBn: "একটি জুতার ফিতা আর এক মুঠো নলের মতো পাস্তা।",
    stepsEn:
      "Knot one end of the lace. Show one piece going on, then hold the lace while your child pushes the next ones on. Stop after five minutes or ten pieces, whichever comes first.",
    stepsBn:
      "ফিতার এক মাথায় গিঁট দিন। একটি টুকরো পরিয়ে দেখান, তারপর ফিতা ধরে রাখুন আর শিশু বাকিগুলো পরাক। পাঁচ মিনিট বা দশটি টুকরো, যেটা আগে হয়, সেখানেই থামুন।",
    lookForEn: "Does your child hold the lace's tip in the fingers and push the piece on without your hand?",
    lookForBn: "শিশু কি আঙুলে ফিতার মাথা ধরে নিজে টুকরোটি পরাতে পারে?",
  },
  {
    skills: ["F-demo-1"],
    titleEn: "My turn, your turn",
    titleBn: "আমার পালা, তোমার পালা",
    materialsEn: "A ball, or any toy your child likes to roll.",
    materialsBn: "একটি বল, বা শিশুর পছন্দের গড়ানো যায় এমন খেলনা।",
    stepsEn:
      "Roll the ball to each other. Before rolling it back, wait: when your child asks ('My turn!' or 'Ball, please'), roll it at once.",
    stepsBn: "একে অপরের দিকে বল গড়ান। ফেরত দেওয়ার আগে একটু অপেক্ষা করুন: শিশু চাইলে ('আমার পালা!') সঙ্গে সঙ্গে দিন।",
    lookForEn: "Does your child ask with words, without pointing or reaching first?",
    lookForBn: "শিশু কি আঙুল দেখানো বা হাত বাড়ানোর আগে কথা বলে চায়?",
  },
];

const weeksAhead = 4;

export async function seedDemoPractice(
  tx: DbOrTx,
  { adminId, parentId, batchId, childId }: { adminId: string; parentId: string; batchId: string; childId: string },
) {
  const items = await tx
    .select({ id: schema.skillItems.id, code: schema.skillItems.code })
    .from(schema.skillItems)
    .where(
      inArray(
        schema.skillItems.code,
        demoActivities.flatMap((activity) => activity.skills),
      ),
    );
  const thisWeek = weekStartOf(dhakaIsoDate());
  const assignments = [];
  for (const { skills, ...texts } of demoActivities) {
    const [activity] = await tx
      .insert(schema.practiceActivities)
      .values({ ...texts, createdBy: adminId })
      .returning({ id: schema.practiceActivities.id });
    await tx
      .insert(schema.practiceActivitySkills)
      .values(
        items
          .filter((item) => skills.includes(item.code))
          .map((item) => ({ activityId: activity!.id, itemId: item.id })),
      );
    for (let week = 0; week < weeksAhead; week++) {
      assignments.push({
        childId,
        activityId: activity!.id,
        batchId,
        weekStart: addDays(thisWeek, week * 7),
        assignedBy: adminId,
      });
    }
  }
  const given = await tx
    .insert(schema.practiceAssignments)
    .values(assignments)
    .returning({ id: schema.practiceAssignments.id, weekStart: schema.practiceAssignments.weekStart });
  const first = given.find((assignment) => assignment.weekStart === thisWeek);
  await tx.insert(schema.practiceLogs).values({
    assignmentId: first!.id,
    day: thisWeek,
    outcome: "helped",
    note: "He needed help with the first two pieces, then did four on his own.",
    loggedBy: parentId,
  });
}
