import { endCancelledPlaces } from "../data/enrolment/jobs.server";
import { sendInvoiceReminders } from "../data/invoices.server";
import { invoiceNextMonths } from "../data/place-billing.server";

/** How often the scheduler runs the billing job. Each step is idempotent, so running it often only costs queries. */
export const BILLING_EVERY_MS = 60 * 60 * 1000;

/**
 * Billing (docs/product.md#fees-and-billing): next month's invoices 7 days before a place's billed period ends, the
 * reminders before and after the due date, and places whose parent cancelled ending after their last paid day. The
 * scheduler runs it on one instance at a time (runExclusive); each step also holds on its own if two runs overlap.
 */
export async function runBilling(now: Date = new Date()) {
  const invoiced = await invoiceNextMonths(now);
  const reminded = await sendInvoiceReminders(now);
  const ended = await endCancelledPlaces(now);
  return { invoiced, reminded, ended };
}
