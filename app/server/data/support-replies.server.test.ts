import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import {
  countUnansweredSupport,
  getSupportThread,
  replyToSupportMessage,
  setSupportStatus,
} from "./staff-support.server";
import {
  addParentReply,
  countSupportThreadsWithNewReply,
  createSupportMessage,
  getOwnSupportThread,
  listSupportThreads,
  markSupportThreadSeen,
} from "./support.server";

process.env.STAFF_EMAIL ||= "staff-support@test.example";
const staffEmail = process.env.STAFF_EMAIL;

const staffReply = (staffId: string, messageId: string, body = "We are on it.") =>
  replyToSupportMessage(staffId, messageId, {
    idempotencyKey: crypto.randomUUID(),
    body,
    attachment: null,
    status: "in_progress",
  });

describe.each(databaseKinds())("parents' replies and new replies on %s", (kind) => {
  const t = useTestDatabase(kind);

  const staffMails = (messageId: string) =>
    t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, staffEmail), eq(schema.mailOutbox.kind, "support-new-message-staff")))
      .then((rows) => rows.filter((row) => row.text.includes(messageId)));

  it("emails staff a new message, with its text and the thread's console link", async () => {
    const parent = await makeUser(t.db, { name: "Rumana Akter" });
    const id = await createSupportMessage(parent.id, {
      subject: "Fever on Friday",
      message: "Rafi has a fever and will miss class.",
      attachment: { key: "attachments/x.pdf", name: "note.pdf", type: "application/pdf", size: 9 },
    });
    const [mail] = await staffMails(id);
    expect(mail).toMatchObject({ subject: "New support message: Fever on Friday" });
    expect(mail!.text).toContain("Rafi has a fever and will miss class.");
    expect(mail!.text).toContain("note.pdf");
    expect(mail!.text).toContain(`/staff/support/${id}`);
    expect(mail!.text).toContain(parent.email);
  });

  it("adds a reply only in the parent's own thread, reopens a closed one and emails staff once", async () => {
    const parent = await makeUser(t.db);
    const other = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createSupportMessage(parent.id, { subject: "Books", message: "Which book?", attachment: null });
    await setSupportStatus(staff.id, id, "closed");

    const key = crypto.randomUUID();
    expect(await addParentReply(other.id, id, { body: "Not mine", attachment: null, idempotencyKey: key })).toBeNull();
    expect(await getOwnSupportThread(other.id, id)).toBeNull();
    expect(
      await addParentReply(parent.id, crypto.randomUUID(), { body: "x", attachment: null, idempotencyKey: key }),
    ).toBeNull();

    const input = {
      body: "Still need the book list, please.",
      attachment: { key: "attachments/l.txt", name: "list.txt", type: "text/plain", size: 4 },
      idempotencyKey: key,
    };
    const first = await addParentReply(parent.id, id, input);
    expect(first).toMatchObject({ duplicate: false });
    // The same form posted twice: one reply, one mail.
    expect(await addParentReply(parent.id, id, input)).toEqual({ replyId: first!.replyId, duplicate: true });

    const thread = await getOwnSupportThread(parent.id, id);
    expect(thread).toMatchObject({
      status: "open",
      newReply: false,
      replies: [{ body: "Still need the book list, please.", fromParent: true, attachment: { name: "list.txt" } }],
    });
    expect((await getSupportThread(id))?.replies).toMatchObject([{ fromParent: true }]);

    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, staffEmail), eq(schema.mailOutbox.kind, "support-parent-reply-staff")));
    const mine = mails.filter((mail) => mail.text.includes(`/staff/support/${id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: "Parent replied: Books" });
    expect(mine[0]!.text).toContain("Still need the book list, please.");
  });

  it("flags a staff reply as new until the parent opens the thread, not their own reply", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createSupportMessage(parent.id, { subject: "Link", message: "Where?", attachment: null });
    const quiet = await createSupportMessage(parent.id, { subject: "Other", message: "…", attachment: null });
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(0);

    await staffReply(staff.id, id);
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(1);
    // Opening that very thread: the count leaves it out.
    expect(await countSupportThreadsWithNewReply(parent.id, id)).toBe(0);
    const listed = await listSupportThreads(parent.id);
    expect(listed.find((thread) => thread.id === id)?.newReply).toBe(true);
    expect(listed.find((thread) => thread.id === quiet)?.newReply).toBe(false);

    // Another parent cannot mark it read.
    const other = await makeUser(t.db);
    await markSupportThreadSeen(other.id, id);
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(1);

    await markSupportThreadSeen(parent.id, id);
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(0);
    expect((await getOwnSupportThread(parent.id, id))?.newReply).toBe(false);

    // The parent's own reply is never new to them; staff's next one is.
    await addParentReply(parent.id, id, { body: "Thanks", attachment: null, idempotencyKey: crypto.randomUUID() });
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(0);
    await staffReply(staff.id, id, "Here it is.");
    expect(await countSupportThreadsWithNewReply(parent.id)).toBe(1);
  });
});

describe.each(databaseKinds())("unanswered support threads on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("counts a thread until staff answer the parent's latest word, and not once closed", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const before = await countUnansweredSupport();
    const id = await createSupportMessage(parent.id, { subject: "Q", message: "Hello?", attachment: null });
    expect(await countUnansweredSupport()).toBe(before + 1);

    await staffReply(staff.id, id);
    expect(await countUnansweredSupport()).toBe(before);

    await addParentReply(parent.id, id, {
      body: "One more thing",
      attachment: null,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await countUnansweredSupport()).toBe(before + 1);

    await setSupportStatus(staff.id, id, "closed");
    expect(await countUnansweredSupport()).toBe(before);
  });
});
