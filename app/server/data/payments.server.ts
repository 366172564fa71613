import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "../db.server";

export type Payment = {
  id: string;
  amount: number;
  currency: string;
  paymentDate: Date | null;
  paymentMethod: string | null;
  status: string | null;
  invoiceUrl: string | null;
};

const columns = {
  id: schema.payments.id,
  amount: schema.payments.amount,
  currency: schema.payments.currency,
  paymentDate: schema.payments.paymentDate,
  paymentMethod: schema.payments.paymentMethod,
  status: schema.payments.status,
  invoiceUrl: schema.payments.invoiceUrl,
};

const newestFirst = [sql`${schema.payments.paymentDate} desc nulls last`, desc(schema.payments.createdAt)];

/** The parent's payments, newest first (SPEC §7). */
export function listPayments(userId: string): Promise<Payment[]> {
  return db
    .select(columns)
    .from(schema.payments)
    .where(eq(schema.payments.userId, userId))
    .orderBy(...newestFirst);
}

export async function latestPayment(userId: string): Promise<Payment | null> {
  const [row] = await db
    .select(columns)
    .from(schema.payments)
    .where(eq(schema.payments.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}
