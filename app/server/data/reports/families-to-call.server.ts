import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { db, schema } from "../../db.server";

/**
 * Families to call (decision 024): each reason is its own query giving the parents it finds with a detail; the list
 * merges them by parent. A new reason is one more entry in `reasons`.
 */

export const callReasons = ["missed-classes", "overdue-invoice", "no-practice"] as const;
export type CallReason = (typeof callReasons)[number];

type Found = { parentId: string; reason: CallReason; detail: string };

/** An invoice due, 14 or more days past its due date: the detail is its number. */
export const OVERDUE_CALL_DAYS = 14;

async function overdueInvoices(today: string): Promise<Found[]> {
  const inv = schema.invoices;
  const rows = await db
    .select({ parentId: inv.parentId, number: inv.number })
    .from(inv)
    .where(and(eq(inv.status, "due"), lte(inv.dueDate, addDays(today, -OVERDUE_CALL_DAYS))))
    .orderBy(inv.dueDate, inv.number);
  return rows.map((row) => ({ parentId: row.parentId, reason: "overdue-invoice", detail: row.number }));
}

/** A child with an active place marked Absent on both of the last two registers of its batch: the detail is the name. */
async function missedClasses(): Promise<Found[]> {
  const s = schema.subscriptions;
  // Per place, its last two marks through attendance (child_id, batch_id, class_date): a few index rows each.
  const rows = await db
    .select({ parentId: s.userId, childName: schema.children.name })
    .from(s)
    .innerJoin(schema.children, eq(schema.children.id, s.childId))
    .where(
      and(
        eq(s.status, "active"),
        sql`2 = (select count(*) filter (where last_two.mark = 'absent') from (select a.mark from attendance as a
          where a.child_id = subscriptions.child_id and a.batch_id = subscriptions.batch_id and a.mark is not null
          order by a.class_date desc limit 2) as last_two)`,
      ),
    )
    .orderBy(schema.children.name);
  return rows.map((row) => ({ parentId: row.parentId, reason: "missed-classes", detail: row.childName }));
}

/** Home practice goes quiet after this many days without a log. */
export const QUIET_PRACTICE_DAYS = 14;

/**
 * A child given home practice for a week that overlaps the last 14 days, whose family logged none of it in those
 * days: the detail is the child's name. A family given no activities is not called about practice.
 */
async function quietPractice(today: string): Promise<Found[]> {
  const since = addDays(today, -(QUIET_PRACTICE_DAYS - 1));
  const result = (await db.execute(sql`
    select c."parent_id" as "parentId", c."name" as "childName"
    from "children" c
    where exists (
        select 1 from "practice_assignments" pa
        where pa."child_id" = c."id" and pa."week_start" >= ${addDays(since, -6)} and pa."week_start" <= ${today})
      and not exists (
        select 1 from "practice_logs" l
        join "practice_assignments" pa on pa."id" = l."assignment_id"
        join "children" sibling on sibling."id" = pa."child_id"
        where sibling."parent_id" = c."parent_id" and l."day" >= ${since} and l."day" <= ${today})
    order by c."name"
  `)) as unknown as { rows: Array<{ parentId: string; childName: string }> };
  return result.rows.map((row) => ({ parentId: row.parentId, reason: "no-practice", detail: row.childName }));
}

const reasons: Array<(today: string) => Promise<Found[]>> = [missedClasses, overdueInvoices, quietPractice];

export type FamilyToCall = {
  parentId: string;
  name: string;
  phone: string | null;
  reasons: Array<{ reason: CallReason; details: string[] }>;
};

export async function familiesToCall(today: string): Promise<FamilyToCall[]> {
  const found = (await Promise.all(reasons.map((reason) => reason(today)))).flat();
  if (found.length === 0) return [];
  // Details by parent and reason in one pass: thousands of overdue invoices meet thousands of parents.
  const detailsOf = new Map<string, Map<CallReason, string[]>>();
  for (const row of found) {
    const byReason = detailsOf.get(row.parentId) ?? new Map<CallReason, string[]>();
    detailsOf.set(row.parentId, byReason);
    const details = byReason.get(row.reason);
    if (details) details.push(row.detail);
    else byReason.set(row.reason, [row.detail]);
  }
  const people = await db
    .select({
      id: schema.users.id,
      name: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      phone: schema.profiles.phoneNumber,
    })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.users.id))
    .where(inArray(schema.users.id, [...detailsOf.keys()]));
  return people
    .map((person) => {
      const byReason = detailsOf.get(person.id)!;
      return {
        parentId: person.id,
        name: person.name,
        phone: person.phone,
        reasons: callReasons
          .filter((reason) => byReason.has(reason))
          .map((reason) => ({ reason, details: byReason.get(reason)! })),
      };
    })
    .sort((x, y) => x.name.localeCompare(y.name) || x.parentId.localeCompare(y.parentId));
}
