import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { schema } from "../db.server";
import { addChild, listChildren, removeExtraChild, updateExtraChild } from "./children.server";
import { latestPayment, listPayments } from "./payments.server";
import { getProfile, replacePassword, saveProfile } from "./profiles.server";
import { currentSubscription, listSubscriptions } from "./subscriptions.server";
import { countOpenSupportMessages, createSupportMessage, getOwnAttachment, listSupportThreads } from "./support.server";
import { insertUserWithPassword } from "./users.server";

describe.each(databaseKinds())("parent data on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function parent(name = "Parent") {
    const id = await insertUserWithPassword(t.db, {
      email: `${crypto.randomUUID()}@test.example`,
      password: "kite-runner-42",
      name,
      emailVerified: true,
    });
    await t.db.insert(schema.profiles).values({ id, fullName: name, termsAccepted: true });
    await t.db
      .insert(schema.children)
      .values({ parentId: id, name: "First", age: 4, createdAt: new Date(Date.now() - 60_000) });
    return id;
  }

  it("saves the profile form: name, first child and avatar, returning the replaced avatar", async () => {
    const a = await parent("Ayesha Siddiqua");
    expect(
      await saveProfile(a, {
        fullName: "Ayesha S. Karim",
        firstChild: { name: "Rayan", age: 5 },
        avatarKey: "k1.webp",
      }),
    ).toEqual({ replacedAvatarKey: null });
    expect(
      await saveProfile(a, {
        fullName: "Ayesha S. Karim",
        firstChild: { name: "Rayan", age: 5 },
        avatarKey: "k2.webp",
      }),
    ).toEqual({ replacedAvatarKey: "k1.webp" });
    expect(await saveProfile(a, { fullName: "Ayesha Karim", firstChild: { name: "Rayan", age: 6 } })).toEqual({
      replacedAvatarKey: null,
    });
    const profile = await getProfile(a);
    expect(profile).toMatchObject({ fullName: "Ayesha Karim", avatarKey: "k2.webp" });
    expect(await listChildren(a)).toMatchObject([{ name: "Rayan", age: 6 }]);
  });

  it("creates the first child when a parent has none", async () => {
    const id = await insertUserWithPassword(t.db, {
      email: `${crypto.randomUUID()}@test.example`,
      password: "kite-runner-42",
      name: "No Child",
    });
    await saveProfile(id, { fullName: "No Child", firstChild: { name: "Zara", age: 3 } });
    expect(await listChildren(id)).toMatchObject([{ name: "Zara", age: 3 }]);
  });

  it("edits and removes only a parent's own extra children, never the first", async () => {
    const a = await parent();
    const b = await parent();
    const [firstOfA] = await listChildren(a);
    const extra = await addChild(a, { name: "Second", age: 7 });
    expect((await listChildren(a)).map((c) => c.name)).toEqual(["First", "Second"]);

    expect(await updateExtraChild(b, extra.id, { name: "Stolen", age: 9 })).toBe(false);
    expect(await removeExtraChild(b, extra.id)).toBe(false);
    expect(await updateExtraChild(a, firstOfA!.id, { name: "Nope", age: 9 })).toBe(false);
    expect(await removeExtraChild(a, firstOfA!.id)).toBe(false);
    expect(await updateExtraChild(a, "not-a-uuid", { name: "x", age: 1 })).toBe(false);

    expect(await updateExtraChild(a, extra.id, { name: "Second Child", age: 8 })).toBe(true);
    expect((await listChildren(a)).map((c) => `${c.name}:${c.age}`)).toEqual(["First:4", "Second Child:8"]);
    expect(await removeExtraChild(a, extra.id)).toBe(true);
    expect((await listChildren(a)).map((c) => c.name)).toEqual(["First"]);
  });

  it("lists subscriptions newest start first and picks the active one for the overview", async () => {
    const a = await parent();
    const b = await parent();
    await t.db.insert(schema.subscriptions).values([
      { userId: a, planName: "Old", status: "cancelled", startDate: "2025-01-01", expiryDate: "2025-02-01" },
      { userId: a, planName: "Current", status: "active", startDate: "2026-01-01", expiryDate: "2026-12-31" },
      { userId: a, planName: "Future", status: "pending", startDate: "2027-01-01", expiryDate: null },
      { userId: b, planName: "B's plan", status: "active", startDate: "2026-06-01" },
    ]);
    expect((await listSubscriptions(a)).map((s) => s.planName)).toEqual(["Future", "Current", "Old"]);
    expect((await currentSubscription(a))?.planName).toBe("Current");
    expect((await listSubscriptions(b)).map((s) => s.planName)).toEqual(["B's plan"]);
    expect(await currentSubscription(await parent())).toBeNull();
  });

  it("lists payments newest first, scoped to the parent", async () => {
    const a = await parent();
    const b = await parent();
    await t.db.insert(schema.payments).values([
      { userId: a, amountPoisha: 200000, paymentDate: new Date("2026-02-01T10:00:00Z"), status: "completed" },
      {
        userId: a,
        amountPoisha: 150050,
        currency: "USD",
        paymentDate: new Date("2026-03-01T10:00:00Z"),
        status: "pending",
      },
      { userId: b, amountPoisha: 999900, paymentDate: new Date("2026-04-01T10:00:00Z") },
    ]);
    const list = await listPayments(a);
    expect(list.map((p) => [p.amountPoisha, p.currency])).toEqual([
      [150050, "USD"],
      [200000, "BDT"],
    ]);
    expect((await latestPayment(a))?.amountPoisha).toBe(150050);
    expect((await listPayments(b)).map((p) => p.amountPoisha)).toEqual([999900]);
    expect(await latestPayment(await parent())).toBeNull();
  });

  it("support: messages are created open, threads show replies in order, attachments are the owner's only", async () => {
    const a = await parent();
    const b = await parent();
    const staff = await insertUserWithPassword(t.db, {
      email: `${crypto.randomUUID()}@test.example`,
      password: "kite-runner-42",
      name: "Staff Member",
      role: "staff",
    });
    const attachment = {
      key: "attachments/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
      name: "report.pdf",
      type: "application/pdf",
      size: 1234,
    };
    const first = await createSupportMessage(a, { subject: "General Inquiry", message: "First", attachment: null });
    const second = await createSupportMessage(a, { subject: "Fees", message: "Second", attachment });
    await t.db
      .update(schema.supportMessages)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(schema.supportMessages.id, first));
    const [reply] = await t.db
      .insert(schema.supportReplies)
      .values([
        {
          messageId: first,
          authorId: staff,
          body: "Later reply",
          createdAt: new Date(Date.now() - 60_000),
          attachmentKey: "attachments/2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
          attachmentName: "answer.txt",
          attachmentType: "text/plain",
          attachmentSize: 5,
        },
        { messageId: first, authorId: staff, body: "Earlier reply", createdAt: new Date(Date.now() - 120_000) },
      ])
      .returning();

    const threads = await listSupportThreads(a);
    expect(threads.map((m) => [m.message, m.status])).toEqual([
      ["Second", "open"],
      ["First", "open"],
    ]);
    expect(threads[0]!.attachment).toEqual({ name: "report.pdf", type: "application/pdf", size: 1234 });
    expect(JSON.stringify(threads)).not.toContain("attachments/");
    expect(threads[1]!.replies.map((r) => [r.body, r.authorName])).toEqual([
      ["Earlier reply", "Staff Member"],
      ["Later reply", "Staff Member"],
    ]);
    expect(await countOpenSupportMessages(a)).toBe(2);
    await t.db.update(schema.supportMessages).set({ status: "closed" }).where(eq(schema.supportMessages.id, first));
    expect(await countOpenSupportMessages(a)).toBe(1);

    expect(await getOwnAttachment(a, second)).toEqual(attachment);
    expect(await getOwnAttachment(a, first, reply!.id)).toMatchObject({ name: "answer.txt" });
    expect(await getOwnAttachment(a, first)).toBeNull(); // no attachment on that message
    // Parent B sees none of it.
    expect(await listSupportThreads(b)).toEqual([]);
    expect(await countOpenSupportMessages(b)).toBe(0);
    expect(await getOwnAttachment(b, second)).toBeNull();
    expect(await getOwnAttachment(b, first, reply!.id)).toBeNull();
    expect(await getOwnAttachment(b, "nonsense")).toBeNull();
    expect(await getOwnAttachment(a, second, reply!.id)).toBeNull(); // reply of another thread
  });

  it("a new password ends every other session and keeps the current one", async () => {
    const a = await parent();
    const b = await parent();
    const session = (userId: string) => ({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [current, other, elsewhere] = [session(a), session(a), session(b)];
    await t.db.insert(schema.sessions).values([current, other, elsewhere]);
    const before = (await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, a)))[0]!.password;

    expect(await replacePassword(a, "new-hash", current.id)).toBe(true);
    const after = (await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, a)))[0]!.password;
    expect(after).toBe("new-hash");
    expect(after).not.toBe(before);
    const left = (await t.db.select({ id: schema.sessions.id }).from(schema.sessions)).map((s) => s.id);
    expect(left).toContain(current.id);
    expect(left).toContain(elsewhere.id);
    expect(left).not.toContain(other.id);
  });
});
