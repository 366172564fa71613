import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import {
  countUnansweredSupport,
  getSupportThread,
  listSupportMessages,
  replyToSupportMessage,
  setSupportStatus,
} from "./staff-support.server";
import { createSupportMessage, listSupportThreads } from "./support.server";

describe.each(databaseKinds())("staff support on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("lists every parent's messages with open and in-progress first, and filters by status", async () => {
    const a = await makeUser(t.db, { name: "Amina" });
    const b = await makeUser(t.db, { name: "Bilal" });
    const staff = await makeUser(t.db, { role: "staff" });
    const closed = await createSupportMessage(a.id, { subject: "Old question", message: "…", attachment: null });
    await setSupportStatus(staff.id, closed, "closed");
    const open = await createSupportMessage(b.id, { subject: "Class link", message: "Where is it?", attachment: null });
    const progressing = await createSupportMessage(a.id, { subject: "Fees", message: "How much?", attachment: null });
    await setSupportStatus(staff.id, progressing, "in_progress");

    const { messages } = await listSupportMessages({});
    const order = messages.map((m) => m.id).filter((id) => [closed, open, progressing].includes(id));
    expect(order).toEqual([open, progressing, closed]);
    expect(messages.find((m) => m.id === open)?.parent).toMatchObject({ name: "Bilal", email: b.email });

    const onlyClosed = await listSupportMessages({ status: "closed" });
    expect(onlyClosed.messages.every((m) => m.status === "closed")).toBe(true);
    expect(onlyClosed.messages.map((m) => m.id)).toContain(closed);
    expect(await countUnansweredSupport()).toBeGreaterThanOrEqual(2);
  });

  it("replies with an attachment, moves the status, audits, and queues a mail that holds only the subject", async () => {
    const parent = await makeUser(t.db, { name: "Nadia Islam" });
    const staff = await makeUser(t.db, { role: "staff", name: "Teacher Tania" });
    const id = await createSupportMessage(parent.id, {
      subject: "Absence on Friday",
      message: "My son has a fever",
      attachment: { key: "attachments/a.pdf", name: "note.pdf", type: "application/pdf", size: 10 },
    });

    const result = await replyToSupportMessage(staff.id, id, {
      idempotencyKey: crypto.randomUUID(),
      body: "Get well soon; the recording is in your folder.",
      attachment: { key: "attachments/b.png", name: "schedule.png", type: "image/png", size: 20 },
      status: "in_progress",
    });
    expect(result?.replyId).toBeTruthy();

    const thread = await getSupportThread(id);
    expect(thread).toMatchObject({
      status: "in_progress",
      parent: { name: "Nadia Islam", email: parent.email },
      attachment: { name: "note.pdf" },
    });
    expect(thread?.replies).toMatchObject([
      {
        body: "Get well soon; the recording is in your folder.",
        authorName: "Teacher Tania",
        attachment: { name: "schedule.png" },
      },
    ]);
    expect(JSON.stringify(thread)).not.toContain("attachments/");

    // The parent sees the reply and the status in Message History.
    const [history] = await listSupportThreads(parent.id);
    expect(history).toMatchObject({
      status: "in_progress",
      replies: [{ body: "Get well soon; the recording is in your folder." }],
    });

    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, parent.email));
    expect(mail).toMatchObject({ kind: "support-reply", subject: "A reply is waiting: Absence on Friday" });
    expect(mail!.text).toContain("/dashboard/support");
    expect(mail!.text).not.toContain("recording");
    expect(mail!.html).not.toContain("recording");

    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id));
    expect(audit).toMatchObject({
      actorId: staff.id,
      action: "support.reply",
      before: { status: "open" },
      after: { status: "in_progress", attachment: "schedule.png" },
    });
  });

  it("changes status once, reports unchanged and missing messages", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createSupportMessage(parent.id, { subject: "S", message: "M", attachment: null });
    expect(await setSupportStatus(staff.id, id, "closed")).toBe("changed");
    expect(await setSupportStatus(staff.id, id, "closed")).toBe("unchanged");
    expect(await setSupportStatus(staff.id, crypto.randomUUID(), "closed")).toBe("missing");
    expect(await setSupportStatus(staff.id, "nope", "closed")).toBe("missing");
    expect(
      await replyToSupportMessage(staff.id, crypto.randomUUID(), {
        idempotencyKey: crypto.randomUUID(),
        body: "x",
        attachment: null,
        status: "open",
      }),
    ).toBeNull();
    const audits = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id));
    expect(audits).toMatchObject([
      { action: "support.status", before: { status: "open" }, after: { status: "closed" } },
    ]);
    expect(await getSupportThread(crypto.randomUUID())).toBeNull();
  });
});
