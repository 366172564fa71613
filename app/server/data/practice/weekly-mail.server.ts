import { and, asc, eq, sql } from "drizzle-orm";
import { dhakaTimeOfDay } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { weekStartOf } from "~/lib/practice";
import { type DbOrTx, db, schema } from "../../db.server";
import { enqueueMail, kickMailWorker } from "../../mail/outbox.server";
import { type PracticeWeekFacts, practiceWeekMail } from "../../mail/templates/practice-week.server";

/**
 * The weekly home-practice email (docs/product.md#home-practice, decision 025): on Sunday from 10:00 Asia/Dhaka, one
 * mail to each family with activities that week that has not turned it off. Exactly once per family and week: the
 * row of `practice_week_mails` is claimed (insert … on conflict do nothing) in the transaction that queues the mail,
 * so a second run, or another instance running at the same moment, finds it claimed and sends nothing.
 */

/** When the job sends: Sundays, from this time in Dhaka to the end of the day. */
export const PRACTICE_MAIL_TIME = "10:00";

const pa = schema.practiceAssignments;

/** Sends the week's mails when it is time; returns how many this run queued. */
export async function sendWeeklyPracticeMails(now: Date) {
  const today = dhakaIsoDate(now);
  const weekStart = weekStartOf(today);
  if (today !== weekStart || dhakaTimeOfDay(now) < PRACTICE_MAIL_TIME) return 0;
  const families = await db
    .selectDistinct({ parentId: schema.children.parentId })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.children.parentId))
    .leftJoin(
      schema.practiceWeekMails,
      and(
        eq(schema.practiceWeekMails.parentId, schema.children.parentId),
        eq(schema.practiceWeekMails.weekStart, weekStart),
      ),
    )
    .where(
      and(
        eq(pa.weekStart, weekStart),
        sql`coalesce(${schema.profiles.practiceEmail}, true)`,
        sql`${schema.practiceWeekMails.parentId} is null`,
      ),
    );
  let sent = 0;
  for (const { parentId } of families) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(schema.practiceWeekMails)
        .values({ parentId, weekStart })
        .onConflictDoNothing()
        .returning({ parentId: schema.practiceWeekMails.parentId });
      if (!claimed) return false;
      const facts = await weekFacts(tx, parentId, weekStart);
      if (!facts) return false;
      await enqueueMail(facts.email, practiceWeekMail(facts.mail), tx);
      return true;
    });
    if (queued) sent++;
  }
  if (sent) kickMailWorker();
  return sent;
}

/** The family's address and name, and each child's activities that week, oldest child first. */
async function weekFacts(tx: DbOrTx, parentId: string, weekStart: string) {
  const rows = await tx
    .select({
      email: schema.users.email,
      parentName: sql<string | null>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      childName: schema.children.name,
      childId: schema.children.id,
      titleEn: schema.practiceActivities.titleEn,
      titleBn: schema.practiceActivities.titleBn,
    })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
    .innerJoin(schema.users, eq(schema.users.id, schema.children.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.children.parentId))
    .innerJoin(schema.practiceActivities, eq(schema.practiceActivities.id, pa.activityId))
    .where(and(eq(schema.children.parentId, parentId), eq(pa.weekStart, weekStart)))
    .orderBy(asc(schema.children.createdAt), asc(schema.children.id), asc(pa.createdAt), asc(pa.id));
  if (!rows.length) return null;
  const children: PracticeWeekFacts["children"] = [];
  const ids: string[] = [];
  for (const row of rows) {
    let at = ids.indexOf(row.childId);
    if (at < 0) {
      ids.push(row.childId);
      children.push({ name: row.childName, activities: [] });
      at = ids.length - 1;
    }
    children[at]!.activities.push({ titleEn: row.titleEn, titleBn: row.titleBn });
  }
  return { email: rows[0]!.email, mail: { parentName: rows[0]!.parentName, weekStart, children } };
}
