import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { adjustmentLine } from "~/lib/invoice-lines";
import type { AdjustmentInput } from "~/lib/schemas/money";
import { db, schema } from "../db.server";
import { writeAudit } from "./audit.server";

/**
 * Staff adjustments (docs/product.md#discounts-and-adjustments): a discount or a charge added to a due invoice as a
 * line of its own with the reason, and the total computed again. Never on an invoice awaiting verification, paid or
 * void: the parent's transfer was for the total they saw. The invoice row is locked, as a parent's submission locks
 * it, so the two never cross.
 */

const inv = schema.invoices;
const items = schema.invoiceItems;

export type AdjustResult =
  | { ok: true; number: string; totalPoisha: number }
  | { ok: false; reason: "missing" | "not-due" | "too-large"; totalPoisha: number };

export async function adjustInvoice(
  actorId: string,
  parentId: string,
  input: AdjustmentInput,
  now: Date,
): Promise<AdjustResult> {
  if (!isUuid(input.invoiceId)) return { ok: false, reason: "missing", totalPoisha: 0 };
  return db.transaction(async (tx): Promise<AdjustResult> => {
    const [invoice] = await tx
      .select({ number: inv.number, status: inv.status, totalPoisha: inv.totalPoisha })
      .from(inv)
      .where(and(eq(inv.id, input.invoiceId), eq(inv.parentId, parentId)))
      .for("update");
    if (!invoice) return { ok: false, reason: "missing", totalPoisha: 0 };
    // Checked once the invoice is locked: a second post of the same form waits there, then finds the first's line.
    const [already] = await tx
      .select({ id: items.id })
      .from(items)
      .where(eq(items.idempotencyKey, input.idempotencyKey));
    if (already) return { ok: true, number: invoice.number, totalPoisha: invoice.totalPoisha };
    if (invoice.status !== "due") return { ok: false, reason: "not-due", totalPoisha: invoice.totalPoisha };
    const signed = input.kind === "discount" ? -input.amountPoisha : input.amountPoisha;
    const totalPoisha = invoice.totalPoisha + signed;
    if (totalPoisha <= 0) return { ok: false, reason: "too-large", totalPoisha: invoice.totalPoisha };
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${items.position}), -1)`.mapWith(Number) })
      .from(items)
      .where(eq(items.invoiceId, input.invoiceId));
    const description = adjustmentLine(input.kind, input.reason);
    await tx.insert(items).values({
      invoiceId: input.invoiceId,
      position: (last?.position ?? -1) + 1,
      description,
      amountPoisha: signed,
      idempotencyKey: input.idempotencyKey,
    });
    await tx.update(inv).set({ totalPoisha, updatedAt: now }).where(eq(inv.id, input.invoiceId));
    await writeAudit(tx, {
      actorId,
      action: "invoice.adjust",
      entityType: "invoice",
      entityId: input.invoiceId,
      before: { number: invoice.number, totalPoisha: invoice.totalPoisha },
      after: { kind: input.kind, amountPoisha: signed, reason: input.reason, totalPoisha },
    });
    return { ok: true, number: invoice.number, totalPoisha };
  });
}
