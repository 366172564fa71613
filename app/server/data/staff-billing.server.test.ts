import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMonths } from "~/lib/dates";
import { paymentSchema, subscriptionSchema } from "~/lib/schemas/staff-billing";
import { perMonth, preschool } from "../../../tests/support/fees";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { listPayments } from "./payments.server";
import {
  cancelSubscription,
  createSubscription,
  recordPayment,
  renewSubscription,
  setPaymentStatus,
  updateSubscription,
} from "./staff-billing.server";
import { listSubscriptions } from "./subscriptions.server";

describe("billing rules", () => {
  it("adds months, clamping to the end of shorter months", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-03-01", 12)).toBe("2027-03-01");
  });

  it("wants a positive amount, a real date and an expiry after the start", () => {
    const base = {
      currency: "BDT",
      paymentDate: "2026-02-01",
      paymentMethod: "bkash",
      status: "completed",
      idempotencyKey: crypto.randomUUID(),
    };
    expect(paymentSchema.safeParse({ ...base, amount: "2000" }).success).toBe(true);
    expect(paymentSchema.safeParse({ ...base, amount: "0" }).error?.issues[0]?.message).toBe(
      "The amount must be more than zero.",
    );
    expect(paymentSchema.safeParse({ ...base, amount: "-5" }).success).toBe(false);
    expect(paymentSchema.safeParse({ ...base, amount: "10.555" }).success).toBe(false);
    expect(
      paymentSchema.safeParse({ ...base, amount: "10", paymentDate: "2026-02-30" }).error?.issues[0]?.message,
    ).toBe("Please enter a valid payment date.");
    expect(paymentSchema.safeParse({ ...base, amount: "10", invoiceUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(paymentSchema.parse({ ...base, amount: "10", currency: undefined }).currency).toBe("BDT");
    const sub = { planId: "preschool-monthly", status: "active", startDate: "2026-02-01", expiryDate: "2026-03-01" };
    expect(subscriptionSchema.safeParse(sub).success).toBe(true);
    expect(subscriptionSchema.safeParse({ ...sub, expiryDate: "2026-01-01" }).error?.issues[0]?.message).toBe(
      "The expiry date must be after the start date.",
    );
    expect(subscriptionSchema.safeParse({ ...sub, planId: "gold" }).success).toBe(false);
  });
});

describe.each(databaseKinds())("staff billing on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("creates, edits, renews and cancels a subscription the parent then sees, each step audited", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    expect(
      await createSubscription(staff.id, parent.id, {
        idempotencyKey: crypto.randomUUID(),
        planId: "preschool-monthly",
        status: "pending",
        startDate: "2026-01-01",
        expiryDate: "2026-02-01",
      }),
    ).toBe("done");
    const [created] = await listSubscriptions(parent.id);
    expect(created).toMatchObject({
      planName: `Online Pre School — ${perMonth(preschool.monthly)}`,
      status: "pending",
      startDate: "2026-01-01",
      expiryDate: "2026-02-01",
    });

    expect(
      await updateSubscription(staff.id, parent.id, created!.id, {
        planId: "preschool-outdoor-monthly",
        status: "active",
        startDate: "2026-01-01",
        expiryDate: "2026-02-01",
      }),
    ).toBe("done");
    expect(await renewSubscription(staff.id, parent.id, created!.id, 3, "2026-01-20")).toEqual({
      status: "active",
      expiryDate: "2026-05-01",
    });
    // An expired subscription renews from today.
    expect(await renewSubscription(staff.id, parent.id, created!.id, 1, "2026-06-10")).toEqual({
      status: "active",
      expiryDate: "2026-07-10",
    });
    expect(await cancelSubscription(staff.id, parent.id, created!.id)).toBe("done");
    expect(await listSubscriptions(parent.id)).toMatchObject([
      {
        planName: `Online Pre School + Outdoor — ${perMonth(preschool.monthly + preschool.outdoorMonthly)}`,
        status: "cancelled",
        expiryDate: "2026-07-10",
      },
    ]);

    const audits = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, created!.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "subscription.cancel",
      "subscription.create",
      "subscription.renew",
      "subscription.renew",
      "subscription.update",
    ]);
    expect(audits.find((a) => a.action === "subscription.cancel")).toMatchObject({
      actorId: staff.id,
      before: { status: "active" },
      after: { status: "cancelled" },
    });
  });

  it("never touches another parent's subscription or payment", async () => {
    const a = await makeUser(t.db);
    const b = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    await createSubscription(staff.id, a.id, {
      idempotencyKey: crypto.randomUUID(),
      planId: "adventure-session",
      status: "active",
      startDate: "2026-01-01",
      expiryDate: "2026-02-01",
    });
    await recordPayment(staff.id, a.id, {
      idempotencyKey: crypto.randomUUID(),
      amount: 1500,
      currency: "BDT",
      paymentDate: "2026-01-02",
      paymentMethod: "cash",
      status: "pending",
      transactionRef: null,
      invoiceUrl: null,
    });
    const [sub] = await listSubscriptions(a.id);
    const [payment] = await listPayments(a.id);
    expect(await cancelSubscription(staff.id, b.id, sub!.id)).toBe("missing");
    expect(await renewSubscription(staff.id, b.id, sub!.id, 1)).toBeNull();
    expect(await setPaymentStatus(staff.id, b.id, payment!.id, "completed")).toBe("missing");
    expect(
      await createSubscription(staff.id, crypto.randomUUID(), {
        idempotencyKey: crypto.randomUUID(),
        planId: "adventure-session",
        status: "active",
        startDate: "2026-01-01",
        expiryDate: "2026-02-01",
      }),
    ).toBe("missing");
    expect(await listSubscriptions(a.id)).toMatchObject([{ status: "active" }]);
    expect(await listPayments(a.id)).toMatchObject([{ status: "pending" }]);
  });

  it("records a BDT payment on the Dhaka calendar day and changes its status, audited", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    expect(
      await recordPayment(staff.id, parent.id, {
        idempotencyKey: crypto.randomUUID(),
        amount: 2000,
        currency: "BDT",
        paymentDate: "2026-02-01",
        paymentMethod: "bkash",
        status: "pending",
        transactionRef: "TX-1",
        invoiceUrl: "https://invoices.example/1",
      }),
    ).toBe("done");
    const [payment] = await listPayments(parent.id);
    expect(payment).toMatchObject({
      amountPoisha: 200000,
      currency: "BDT",
      paymentMethod: "bkash",
      status: "pending",
      invoiceUrl: "https://invoices.example/1",
    });
    expect(payment!.paymentDate?.toISOString()).toBe("2026-02-01T06:00:00.000Z");
    expect(await setPaymentStatus(staff.id, parent.id, payment!.id, "completed")).toBe("changed");
    expect(await setPaymentStatus(staff.id, parent.id, payment!.id, "completed")).toBe("unchanged");
    const audits = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, payment!.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["payment.create", "payment.status"]);
    expect(audits.find((a) => a.action === "payment.status")).toMatchObject({
      before: { status: "pending" },
      after: { status: "completed" },
    });
  });
});
