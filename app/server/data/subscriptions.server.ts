import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "../db.server";

export type Subscription = {
  id: string;
  planName: string | null;
  status: string | null;
  startDate: string | null;
  expiryDate: string | null;
};

const columns = {
  id: schema.subscriptions.id,
  planName: schema.subscriptions.planName,
  status: schema.subscriptions.status,
  startDate: schema.subscriptions.startDate,
  expiryDate: schema.subscriptions.expiryDate,
};

/** The parent's subscriptions, newest start first (SPEC §7). */
export function listSubscriptions(userId: string): Promise<Subscription[]> {
  return db
    .select(columns)
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId))
    .orderBy(sql`${schema.subscriptions.startDate} desc nulls last`, desc(schema.subscriptions.createdAt));
}

/** The subscription the overview shows: the newest active one, else the newest of any status. */
export async function currentSubscription(userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select(columns)
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId))
    .orderBy(
      sql`case when ${schema.subscriptions.status} = 'active' then 0 else 1 end`,
      sql`${schema.subscriptions.startDate} desc nulls last`,
      desc(schema.subscriptions.createdAt),
    )
    .limit(1);
  return row ?? null;
}
