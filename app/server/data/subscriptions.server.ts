import { and, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { planLabel } from "~/lib/labels";
import { findPlan } from "~/lib/site-config";
import { db, schema } from "../db.server";

export type Subscription = {
  id: string;
  planId: string | null;
  /** The plan's name and price from site config; a name stored before plans had ids; else null. */
  planName: string | null;
  status: string | null;
  startDate: string | null;
  expiryDate: string | null;
  /**
   * A place's child and batch (docs/product.md#fees-and-billing); null for subscriptions staff entered before
   * enrolment.
   */
  childName: string | null;
  batchId: string | null;
  /** The last day paid, and the day a cancelled place ends. */
  paidThrough: string | null;
  endsOn: string | null;
};

const columns = {
  id: schema.subscriptions.id,
  planId: schema.subscriptions.planId,
  planName: schema.subscriptions.planName,
  status: schema.subscriptions.status,
  startDate: schema.subscriptions.startDate,
  expiryDate: schema.subscriptions.expiryDate,
  childName: schema.children.name,
  batchId: schema.subscriptions.batchId,
  paidThrough: schema.subscriptions.paidThrough,
  endsOn: schema.subscriptions.endsOn,
};

/** The parent's subscriptions, newest start first. */
export async function listSubscriptions(userId: string): Promise<Subscription[]> {
  const rows = await db
    .select(columns)
    .from(schema.subscriptions)
    .leftJoin(schema.children, eq(schema.children.id, schema.subscriptions.childId))
    .where(eq(schema.subscriptions.userId, userId))
    .orderBy(sql`${schema.subscriptions.startDate} desc nulls last`, desc(schema.subscriptions.createdAt));
  return rows.map(named);
}

/** Names a subscription from its plan in site config, falling back to a name stored before plans had ids. */
function named<T extends { planId: string | null; planName: string | null }>(row: T): T {
  const plan = findPlan(row.planId);
  return { ...row, planName: plan ? planLabel(plan) : row.planName };
}

/** The subscription the overview shows: the newest active one, else the newest of any status. */
export async function currentSubscription(userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select(columns)
    .from(schema.subscriptions)
    .leftJoin(schema.children, eq(schema.children.id, schema.subscriptions.childId))
    .where(eq(schema.subscriptions.userId, userId))
    .orderBy(
      sql`case when ${schema.subscriptions.status} = 'active' then 0 else 1 end`,
      sql`${schema.subscriptions.startDate} desc nulls last`,
      desc(schema.subscriptions.createdAt),
    )
    .limit(1);
  return row ? named(row) : null;
}

/** One of the parent's subscriptions; null when it is not theirs. */
export async function getSubscription(userId: string, subscriptionId: string): Promise<Subscription | null> {
  if (!isUuid(subscriptionId)) return null;
  const [row] = await db
    .select(columns)
    .from(schema.subscriptions)
    .leftJoin(schema.children, eq(schema.children.id, schema.subscriptions.childId))
    .where(and(eq(schema.subscriptions.userId, userId), eq(schema.subscriptions.id, subscriptionId)));
  return row ? named(row) : null;
}
