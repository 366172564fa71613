import { and, asc, type Column, eq, inArray, or, sql } from "drizzle-orm";
import { dhakaTimeOfDay } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { weekStartOf } from "~/lib/practice";
import { type DbOrTx, db, schema } from "../../db.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { kickMailWorker } from "../../mail/outbox.server";
import { type PracticeWeekFacts, practiceWeekMail } from "../../mail/templates/practice-week.server";

/**
 * The weekly home-practice email (docs/product.md#home-practice, decision 025): on Sunday from 10:00 Asia/Dhaka, for
 * each family with activities that week, one mail to each member who has not turned it off in their own profile.
 * Exactly once per family and week: the row of `practice_week_mails` is claimed (insert … on conflict do nothing) in
 * the transaction that queues the mails, so a second run, or another instance running at the same moment, finds it
 * claimed and sends nothing.
 */

/** When the job sends: Sundays, from this time in Dhaka to the end of the day. */
export const PRACTICE_MAIL_TIME = "10:00";

const pa = schema.practiceAssignments;
const fm = schema.familyMembers;
const f = schema.families;

/** Members of the family whose owner is the row's `parent_id`; an account with no family row yet is its own. */
const memberIds = (ownerId: Column | string) =>
  sql`(select ${fm.userId} from ${fm} inner join ${f} on ${f.id} = ${fm.familyId} where ${f.ownerId} = ${ownerId})`;

/** Sends the week's mails when it is time; returns how many families this run mailed. */
export async function sendWeeklyPracticeMails(now: Date) {
  const today = dhakaIsoDate(now);
  const weekStart = weekStartOf(today);
  if (today !== weekStart || dhakaTimeOfDay(now) < PRACTICE_MAIL_TIME) return 0;
  const families = await db
    .selectDistinct({ parentId: schema.children.parentId })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
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
        sql`${schema.practiceWeekMails.parentId} is null`,
        // Someone in the family still has the weekly email on.
        sql`exists (select 1 from ${schema.users} left join ${schema.profiles} on ${schema.profiles.id} = ${schema.users.id}
          where coalesce(${schema.profiles.practiceEmail}, true)
          and (${schema.users.id} = ${schema.children.parentId} or ${schema.users.id} in ${memberIds(schema.children.parentId)}))`,
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
      const off = await turnedOff(tx, parentId);
      const mailed = await enqueueFamilyMail(
        parentId,
        (member) => (off.has(member.userId) ? null : practiceWeekMail({ ...facts, parentName: member.name })),
        tx,
      );
      return mailed.length > 0;
    });
    if (queued) sent++;
  }
  if (sent) kickMailWorker();
  return sent;
}

/** The family's members (the owner among them) who turned the weekly email off in their own profile. */
async function turnedOff(tx: DbOrTx, parentId: string) {
  const rows = await tx
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(
      and(
        eq(schema.profiles.practiceEmail, false),
        or(eq(schema.profiles.id, parentId), inArray(schema.profiles.id, memberIds(parentId))),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Each child's activities that week, oldest child first. */
async function weekFacts(tx: DbOrTx, parentId: string, weekStart: string) {
  const rows = await tx
    .select({
      childName: schema.children.name,
      childId: schema.children.id,
      titleEn: schema.practiceActivities.titleEn,
      titleBn: schema.practiceActivities.titleBn,
    })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
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
  return { weekStart, children };
}
