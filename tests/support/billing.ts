import type { APIRequestContext } from "@playwright/test";
import { testEnv } from "./test-env";

/**
 * Billing fixtures (app/routes/resources/test-fixtures.ts): a place accepted with its first invoices, a transfer
 * awaiting verification, and the billing job run at a chosen time. Made on the server, as the e2e database is its own.
 */
export async function postFixture<T>(
  request: APIRequestContext,
  fixture: string,
  form: Record<string, string | number>,
) {
  const response = await request.post(`/__test/${fixture}`, { form, headers: { Origin: testEnv.baseUrl } });
  if (!response.ok())
    throw new Error(`POST /__test/${fixture} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export type SeededPlace = {
  batchId: string;
  applicationId: string;
  subscriptionId: string;
  /** The admission invoice first, then the first month's (for the preschool and hybrid). */
  invoices: Array<{ id: string; number: string }>;
};

/**
 * The parent's first child accepted into a new batch starting in `startInDays` days (or into `batchId`), with its
 * first invoices; `paid` pays them, so the place is active.
 */
export const createPlace = (
  request: APIRequestContext,
  parentId: string,
  options: {
    programme?: "preschool" | "adventure" | "hybrid";
    outdoor?: boolean;
    startInDays?: number;
    acceptedDaysAgo?: number;
    /** The first invoices paid and the place active. */
    paid?: boolean;
    /** Into this batch instead of a new one. */
    batchId?: string;
    /** The new batch ends this many days from today. */
    endInDays?: number;
  } = {},
) =>
  postFixture<SeededPlace>(request, "places", {
    parentId,
    programme: options.programme ?? "preschool",
    outdoor: options.outdoor ? "on" : "off",
    startInDays: options.startInDays ?? 14,
    acceptedDaysAgo: options.acceptedDaysAgo ?? 0,
    paid: options.paid ? "on" : "off",
    ...(options.batchId ? { batchId: options.batchId } : {}),
    ...(options.endInDays === undefined ? {} : { endInDays: options.endInDays }),
  });

/** A transfer for one invoice, as the parent's form submits it: awaiting staff's verification. */
export const createTransfer = (
  request: APIRequestContext,
  parentId: string,
  invoiceId: string,
  transactionId: string,
  method: "bkash" | "nagad" = "bkash",
) => postFixture<{ id: string }>(request, "transfers", { parentId, invoiceId, transactionId, method });

/** The billing job's monthly invoices for one family, as if the clock read `now`. */
export const runBillingAt = (request: APIRequestContext, parentId: string, now: Date) =>
  postFixture<{ invoiced: number }>(request, "billing", { parentId, now: now.toISOString() });

/** A TrxID nobody has used: 10 upper-case letters and digits. */
export const newTransactionId = () => `T${crypto.randomUUID().replace(/-/g, "").slice(0, 9)}`.toUpperCase();
