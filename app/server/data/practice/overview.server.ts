import { sql } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { db } from "../../db.server";

/**
 * 'Home practice this week' on the staff overview (docs/product.md#home-practice): of the families with a child
 * placed in a preschool batch that has not ended, the share that logged any practice in the last 7 days (today
 * included), and those that logged none in the last 14.
 */
export async function practiceOverview(now: Date) {
  const today = dhakaIsoDate(now);
  const week = addDays(today, -6);
  const fortnight = addDays(today, -13);
  const result = (await db.execute(sql`
    with families as (
      select distinct c."parent_id" as id
      from "applications" ap
      join "batches" b on b."id" = ap."batch_id"
      join "children" c on c."id" = ap."child_id"
      where ap."status" = 'accepted' and b."programme" = 'preschool'
        and (b."end_date" is null or b."end_date" >= ${today})
    ),
    last_log as (
      select c."parent_id" as id, max(l."day") as day
      from "practice_logs" l
      join "practice_assignments" pa on pa."id" = l."assignment_id"
      join "children" c on c."id" = pa."child_id"
      group by c."parent_id"
    )
    select f.id, coalesce(p."full_name", u."name") as name, ll.day::text as "lastLog"
    from families f
    join "users" u on u."id" = f.id
    left join "profiles" p on p."id" = f.id
    left join last_log ll on ll.id = f.id
    order by coalesce(p."full_name", u."name"), f.id
  `)) as unknown as { rows: Array<{ id: string; name: string; lastLog: string | null }> };
  const families = result.rows;
  const active = families.filter((family) => family.lastLog !== null && family.lastLog >= week).length;
  return {
    families: families.length,
    active,
    percent: families.length ? Math.round((active / families.length) * 100) : 0,
    quiet: families
      .filter((family) => family.lastLog === null || family.lastLog < fortnight)
      .map(({ id, name, lastLog }) => ({ id, name, lastLog })),
  };
}
