import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FamilyRole } from "~/lib/statuses";
import { familyAccessOf } from "~/server/data/family/access.server";
import { removeMember } from "~/server/data/family/members.server";
import { createOneOffInvoice } from "~/server/data/invoices.server";
import { createSupportMessage } from "~/server/data/support.server";
import { schema } from "~/server/db.server";
import {
  callRoute,
  formOf,
  type RouteHandler,
  setUpTemporaryDataDir,
  signedInUser,
  statusOf,
  toastOf,
} from "../../../tests/support/route-call";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { action as childDetailsAction } from "./child-details";
import { action as classesAction } from "./classes";
import { action as enrolmentAction, loader as enrolmentLoader } from "./enrolment";
import { action as invoiceAction, loader as invoiceLoader } from "./invoice";
import { loader as paymentsLoader } from "./payments";
import { action as profileAction } from "./profile";
import { action as cancelAction } from "./subscription-cancel";
import { loader as supportLoader } from "./support";
import { action as threadAction, loader as threadLoader } from "./support-thread";

await setUpTemporaryDataDir("family-roles-it-");

describe.each(databaseKinds())("what each family role may do, checked on the server, on %s", (kind) => {
  const t = useTestDatabase(kind);

  const signedIn = (name: string) => signedInUser(t.db, name);

  /** An owner with a child, a live place, a live application and a due invoice, and a member with `role`. */
  async function family(role: Exclude<FamilyRole, "owner">) {
    const owner = await signedIn("Nasrin Owner");
    const member = await signedIn("Karim Member");
    const access = await familyAccessOf(owner.id);
    await t.db.insert(schema.familyMembers).values({ userId: member.id, familyId: access.familyId, role });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: owner.id, name: "Mitu", age: 4 })
      .returning({ id: schema.children.id });
    const [batch] = await t.db
      .insert(schema.batches)
      .values({ name: "Preschool Fri-Sat", programme: "preschool", startDate: "2030-04-05" })
      .returning({ id: schema.batches.id });
    const [place] = await t.db
      .insert(schema.subscriptions)
      .values({
        userId: owner.id,
        childId: child!.id,
        batchId: batch!.id,
        planId: "preschool-monthly",
        status: "active",
        startDate: "2030-04-05",
        billedThrough: "2030-04-30",
      })
      .returning({ id: schema.subscriptions.id });
    const [application] = await t.db
      .insert(schema.applications)
      .values({ parentId: owner.id, childId: child!.id, batchId: batch!.id, status: "submitted" })
      .returning({ id: schema.applications.id });
    const staff = await makeUser(t.db, { role: "staff" });
    const invoice = (await createOneOffInvoice(
      staff.id,
      owner.id,
      {
        childId: null,
        description: "Adventure session",
        amountPoisha: 150_000,
        dueDate: "2030-04-12",
        idempotencyKey: crypto.randomUUID(),
      },
      new Date(),
    ))!;
    return { owner, member, access, childId: child!.id, placeId: place!.id, applicationId: application!.id, invoice };
  }

  const notAllowed = { title: "Not available to your role", variant: "destructive" };

  it("'View and pay' sees the family's invoices and pays one, and cannot withdraw, cancel, add or edit children, or answer classes", async () => {
    const f = await family("view-pay");
    const { member } = f;

    const payments = (await callRoute(member.cookie, "/dashboard/payments", paymentsLoader as RouteHandler, {})) as {
      invoices: { data: { id: string }[] };
    };
    expect(payments.invoices.data.map((i) => i.id)).toEqual([f.invoice.id]);
    const invoicePath = `/dashboard/payments/invoices/${f.invoice.id}`;
    expect(
      statusOf(await callRoute(member.cookie, invoicePath, invoiceLoader as RouteHandler, { invoiceId: f.invoice.id })),
    ).toBe(200);

    const paid = await callRoute(
      member.cookie,
      invoicePath,
      invoiceAction as RouteHandler,
      { invoiceId: f.invoice.id },
      formOf({ method: "bkash", senderNumber: "01711000001", transactionId: "TRX0000001" }),
    );
    expect(statusOf(paid)).toBe(303);
    const [transfer] = await t.db.select().from(schema.transfers).where(eq(schema.transfers.parentId, f.owner.id));
    expect(transfer).toMatchObject({ status: "pending", transactionId: "TRX0000001" });
    const [submitted] = await t.db
      .select({ actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "transfer.submit"));
    expect(submitted?.actorId).toBe(member.id);

    const withdraw = await callRoute(
      member.cookie,
      "/dashboard/enrolment",
      enrolmentAction as RouteHandler,
      {},
      formOf({ intent: "withdraw", applicationId: f.applicationId }),
    );
    expect(await toastOf(withdraw)).toMatchObject({
      ...notAllowed,
      description: expect.stringContaining("View and pay"),
    });
    const cancel = await callRoute(
      member.cookie,
      `/dashboard/subscription/${f.placeId}/cancel`,
      cancelAction as RouteHandler,
      { subscriptionId: f.placeId },
      new FormData(),
    );
    expect(await toastOf(cancel)).toMatchObject(notAllowed);
    const addChild = await callRoute(
      member.cookie,
      "/dashboard/profile",
      profileAction as RouteHandler,
      {},
      formOf({ intent: "add-child", name: "Tuhin", age: "5" }),
    );
    expect(await toastOf(addChild)).toMatchObject(notAllowed);
    const details = await callRoute(
      member.cookie,
      `/dashboard/profile/children/${f.childId}`,
      childDetailsAction as RouteHandler,
      { childId: f.childId },
      formOf({ intent: "details", allergies: "Peanuts" }),
    );
    expect(await toastOf(details)).toMatchObject(notAllowed);
    const absence = await callRoute(
      member.cookie,
      "/dashboard/classes",
      classesAction as RouteHandler,
      {},
      formOf({ intent: "absence", placeId: f.placeId, classDate: "2030-04-05", cant: "yes" }),
    );
    expect(await toastOf(absence)).toMatchObject(notAllowed);

    // Nothing changed.
    const [application] = await t.db
      .select({ status: schema.applications.status })
      .from(schema.applications)
      .where(eq(schema.applications.id, f.applicationId));
    expect(application!.status).toBe("submitted");
    const [place] = await t.db
      .select({ endsOn: schema.subscriptions.endsOn })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, f.placeId));
    expect(place!.endsOn).toBeNull();
    const kids = await t.db.select().from(schema.children).where(eq(schema.children.parentId, f.owner.id));
    expect(kids.map((k) => [k.name, k.allergies])).toEqual([["Mitu", null]]);
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, member.id))).toEqual([]);
  });

  it("'Full access' withdraws an application and adds a child to the family", async () => {
    const f = await family("full");
    const withdraw = await callRoute(
      f.member.cookie,
      "/dashboard/enrolment",
      enrolmentAction as RouteHandler,
      {},
      formOf({ intent: "withdraw", applicationId: f.applicationId }),
    );
    expect(await toastOf(withdraw)).toMatchObject({ variant: "success" });
    const [application] = await t.db
      .select({ status: schema.applications.status })
      .from(schema.applications)
      .where(eq(schema.applications.id, f.applicationId));
    expect(application!.status).toBe("withdrawn");
    const [audit] = await t.db
      .select({ actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "application.withdraw"), eq(schema.auditLog.entityId, f.applicationId)));
    // The family's record, the member's act.
    expect(audit?.actorId).toBe(f.member.id);

    await callRoute(
      f.member.cookie,
      "/dashboard/profile",
      profileAction as RouteHandler,
      {},
      formOf({ intent: "add-child", name: "Tuhin", age: "5" }),
    );
    const kids = await t.db.select().from(schema.children).where(eq(schema.children.parentId, f.owner.id));
    expect(kids.map((k) => k.name).sort()).toEqual(["Mitu", "Tuhin"]);
  });

  it("a removed member, and a member of another family, get 404 for the family's pages and see none of its records", async () => {
    const f = await family("full");
    const other = await family("view-pay");
    const invoicePath = `/dashboard/payments/invoices/${f.invoice.id}`;

    expect(
      statusOf(
        await callRoute(other.member.cookie, invoicePath, invoiceLoader as RouteHandler, { invoiceId: f.invoice.id }),
      ),
    ).toBe(404);
    const cancelled = await callRoute(
      other.member.cookie,
      invoicePath,
      invoiceAction as RouteHandler,
      { invoiceId: f.invoice.id },
      formOf({ method: "bkash", senderNumber: "01711000002", transactionId: "TRX0000002" }),
    );
    expect(await t.db.select().from(schema.transfers).where(eq(schema.transfers.parentId, f.owner.id))).toEqual([]);
    expect(statusOf(cancelled)).not.toBe(303);

    expect(await removeMember(f.access, f.member.id)).toEqual({ ok: true });
    expect(
      statusOf(
        await callRoute(f.member.cookie, invoicePath, invoiceLoader as RouteHandler, { invoiceId: f.invoice.id }),
      ),
    ).toBe(404);
    const enrolment = (await callRoute(
      f.member.cookie,
      "/dashboard/enrolment",
      enrolmentLoader as RouteHandler,
      {},
    )) as {
      applications: { data: unknown[] };
    };
    expect(enrolment.applications.data).toEqual([]);
    const withdraw = await callRoute(
      f.member.cookie,
      "/dashboard/enrolment",
      enrolmentAction as RouteHandler,
      {},
      formOf({ intent: "withdraw", applicationId: f.applicationId }),
    );
    expect(statusOf(withdraw)).toBe(404);
    // They now own an empty family of their own.
    expect(await familyAccessOf(f.member.id)).toMatchObject({ accountId: f.member.id, role: "owner" });
  });
  it("a support thread stays with its writer: the owner reads a member's, named, and cannot reply in it; the member never sees the owner's", async () => {
    const f = await family("view-pay");
    const owners = await createSupportMessage(f.owner.id, { subject: "Fees", message: "Owner asks", attachment: null });
    const members = await createSupportMessage(f.member.id, {
      subject: "Homework",
      message: "Member asks",
      attachment: null,
    });
    type Threads = { threads: { data: { id: string; otherWriter: string | null }[] } };

    const ownerList = (await callRoute(
      f.owner.cookie,
      "/dashboard/support",
      supportLoader as RouteHandler,
      {},
    )) as Threads;
    expect(ownerList.threads.data.map((t) => [t.id, t.otherWriter]).sort()).toEqual(
      [
        [owners, null],
        [members, "Karim Member"],
      ].sort(),
    );
    const memberList = (await callRoute(
      f.member.cookie,
      "/dashboard/support",
      supportLoader as RouteHandler,
      {},
    )) as Threads;
    expect(memberList.threads.data.map((t) => t.id)).toEqual([members]);

    const read = (await callRoute(f.owner.cookie, `/dashboard/support/${members}`, threadLoader as RouteHandler, {
      messageId: members,
    })) as { otherWriter: string | null };
    expect(read.otherWriter).toBe("Karim Member");
    const reply = await callRoute(
      f.owner.cookie,
      `/dashboard/support/${members}`,
      threadAction as RouteHandler,
      { messageId: members },
      formOf({ message: "Owner replies", idempotencyKey: crypto.randomUUID() }),
    );
    expect(statusOf(reply)).toBe(404);
    const blocked = await callRoute(f.member.cookie, `/dashboard/support/${owners}`, threadLoader as RouteHandler, {
      messageId: owners,
    });
    expect(statusOf(blocked)).toBe(404);
  });
});
