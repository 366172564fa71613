import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { cancelClass } from "../data/batch-classes.server";
import { createBatch } from "../data/batches.server";
import { applyForPlace } from "../data/enrolment/apply.server";
import { decideApplication } from "../data/enrolment/changes.server";
import { familyAccessOf } from "../data/family/access.server";
import { removeMember } from "../data/family/members.server";
import { sendInvoiceReminders } from "../data/invoices.server";
import { recordInvoicePayment } from "../data/payments.server";
import { createActivity } from "../data/practice/activities.server";
import { assignPractice } from "../data/practice/assignments.server";
import { setPracticeEmail } from "../data/practice/email-choice.server";
import { sendWeeklyPracticeMails } from "../data/practice/weekly-mail.server";
import { refundPayment } from "../data/refunds.server";
import { importItems } from "../data/skills/import.server";
import { saveReview } from "../data/skills/reviews.server";
import { saveScores } from "../data/skills/scores.server";
import { rejectTransfer, submitTransfer } from "../data/transfers.server";
import { schema } from "../db.server";

/** Accepted on 1 March 2030 (Dhaka), for a batch whose first class is Friday 5 April 2030, 19:00 in Dhaka. */
const T0 = new Date("2030-03-01T06:00:00Z");
const FIRST_CLASS = "2030-04-05T13:00:00.000Z";

const batchInput = (): BatchInput => ({
  programme: "preschool",
  name: "Family batch",
  nameBn: "পরিবার ব্যাচ",
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-04-05",
  endDate: null,
  capacity: 6,
});

describe.each(databaseKinds())("a family's mail on %s", (kind) => {
  const t = useTestDatabase(kind);

  beforeEach(async () => {
    await t.db.delete(schema.mailOutbox);
  });

  /**
   * An English owner with a child; with `members`, a family row and those members (each in the language given),
   * inserted directly. Without, the owner has no family row yet, as an account made before families.
   */
  async function family(members: Array<{ name: string; role: "full" | "view-pay"; language: "en" | "bn" }> = []) {
    const owner = await makeUser(t.db, { name: "Rumana", children: ["Tuhin"] });
    const others = [];
    if (members.length > 0) {
      const [row] = await t.db.insert(schema.families).values({ ownerId: owner.id }).returning();
      await t.db.insert(schema.familyMembers).values({ userId: owner.id, familyId: row!.id, role: "owner" });
      for (const member of members) {
        const user = await makeUser(t.db, { name: member.name });
        await t.db.update(schema.users).set({ language: member.language }).where(eq(schema.users.id, user.id));
        await t.db.insert(schema.familyMembers).values({ userId: user.id, familyId: row!.id, role: member.role });
        others.push(user);
      }
    }
    const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, owner.id));
    return { owner, others, child: child! };
  }

  /** The family's child accepted into a new batch by staff. */
  async function placed(ownerId: string, childId: string) {
    const staff = await makeUser(t.db, { role: "staff" });
    const batchId = await createBatch(staff.id, batchInput(), T0);
    const applied = await applyForPlace(
      ownerId,
      { child: { kind: "existing", id: childId }, batchId, outdoor: false, notes: null },
      T0,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(staff.id, applied.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    return { staff, batchId };
  }

  const mailsOf = (kind: string) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, kind));

  /** Each mail of `kind` by its address, expecting one per address. */
  async function oncePerAddress(kind: string) {
    const mails = await mailsOf(kind);
    const byAddress = new Map(mails.map((mail) => [mail.to, mail]));
    expect(byAddress.size).toBe(mails.length);
    return byAddress;
  }

  const bangla = { name: "Karim", role: "view-pay" as const, language: "bn" as const };

  it("an enrolment acceptance reaches the owner and the member once each, in their language, by their name", async () => {
    const { owner, others, child } = await family([bangla]);
    await placed(owner.id, child.id);
    const accepted = await oncePerAddress("enrolment-accepted");
    expect([...accepted.keys()].sort()).toEqual([owner.email, others[0]!.email].sort());
    const toOwner = accepted.get(owner.email)!;
    expect(toOwner.subject).toBe("Place confirmed: Tuhin, Family batch");
    expect(toOwner.text).toMatch(/^Hello Rumana,\n/);
    expect(toOwner.html).toContain('lang="en"');
    const toMember = accepted.get(others[0]!.email)!;
    expect(toMember.subject).toContain("পরিবার ব্যাচ");
    expect(toMember.text).toMatch(/^প্রিয় Karim,\n/);
    expect(toMember.text).not.toContain("Rumana");
    expect(toMember.html).toContain('lang="bn"');
    // The application's own mail went to both as well.
    expect([...(await oncePerAddress("enrolment-received")).keys()]).toHaveLength(2);
  });

  it("an invoice reminder reaches each member once per invoice, however often the job runs", async () => {
    const { owner, others, child } = await family([bangla]);
    await placed(owner.id, child.id);
    const invoices = await t.db.select().from(schema.invoices).where(eq(schema.invoices.parentId, owner.id));
    expect(invoices.length).toBeGreaterThan(0);
    const soon = new Date("2030-04-02T06:00:00Z");
    await Promise.all([sendInvoiceReminders(soon), sendInvoiceReminders(soon)]);
    await sendInvoiceReminders(soon);
    // Families of earlier tests have invoices too: only this family's addresses count here.
    const reminders = await mailsOf("billing-reminder");
    const toOwner = reminders.filter((mail) => mail.to === owner.email);
    const toMember = reminders.filter((mail) => mail.to === others[0]!.email);
    expect(toOwner).toHaveLength(invoices.length);
    expect(toMember).toHaveLength(invoices.length);
    expect(toOwner.every((mail) => mail.text.startsWith("Hello Rumana,\n"))).toBe(true);
    expect(toMember.every((mail) => mail.text.startsWith("প্রিয় Karim,\n") && mail.html.includes('lang="bn"'))).toBe(
      true,
    );
  });

  it("a rejected transfer, a receipt and a credit note reach each member once, by their name", async () => {
    const { owner, others, child } = await family([bangla]);
    const { staff } = await placed(owner.id, child.id);
    const [first, second] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.parentId, owner.id));
    const sent = await submitTransfer(
      owner.id,
      [first!.id],
      { method: "bkash", senderNumber: "01712345678", transactionId: "FAM0000001" },
      T0,
    );
    if (!sent.ok) throw new Error(sent.reason);
    expect(await rejectTransfer(staff.id, sent.transferId, "No such transfer in our statement", T0)).toBe("rejected");
    const paid = await recordInvoicePayment(
      staff.id,
      owner.id,
      {
        invoiceId: second!.id,
        method: "cash",
        reference: null,
        paidOn: "2030-03-02",
        idempotencyKey: crypto.randomUUID(),
      },
      T0,
    );
    if (!paid.ok) throw new Error(paid.reason);
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.receiptNumber, paid.receiptNumber));
    const refund = {
      amountPoisha: 10_000,
      method: "cash" as const,
      reason: "A class did not run",
      idempotencyKey: crypto.randomUUID(),
    };
    expect(await refundPayment(staff.id, payment!.id, refund, T0)).toMatchObject({ ok: true });
    for (const kind of ["billing-transfer-rejected", "billing-receipt", "billing-credit-note"]) {
      const mails = await oncePerAddress(kind);
      expect([...mails.keys()].sort()).toEqual([owner.email, others[0]!.email].sort());
      expect(mails.get(owner.email)!.text).toMatch(/^Hello Rumana,\n/);
      expect(mails.get(others[0]!.email)!.text).toMatch(/^প্রিয় Karim,\n/);
    }
  });

  it("a cancelled class reaches each member once; a removed member gets nothing", async () => {
    const { owner, others, child } = await family([bangla, { name: "Nasrin", role: "full", language: "en" }]);
    const { staff, batchId } = await placed(owner.id, child.id);
    const [karim, nasrin] = others;
    const removed = await removeMember(await familyAccessOf(owner.id), nasrin!.id);
    expect(removed).toEqual({ ok: true });
    const input = { classStartsAt: FIRST_CLASS, reason: "Teacher unwell", reasonBn: "শিক্ষক অসুস্থ" };
    expect(await cancelClass(staff.id, batchId, input, T0)).toBe("cancelled");
    const cancelled = await oncePerAddress("class-cancelled");
    expect([...cancelled.keys()].sort()).toEqual([owner.email, karim!.email].sort());
    expect(cancelled.get(owner.email)!.text).toMatch(/^Hello Rumana,\n[\s\S]*Teacher unwell[\s\S]*Tuhin/);
    expect(cancelled.get(karim!.email)!.text).toMatch(/^প্রিয় Karim,\n[\s\S]*শিক্ষক অসুস্থ[\s\S]*Tuhin/);
  });

  it("a published progress review reaches each member once, in their language, by their name", async () => {
    const { owner, others, child } = await family([bangla]);
    const { staff, batchId } = await placed(owner.id, child.id);
    const items = "code,area,max_score,staff_text,parent_text_en,parent_text_bn\nT1,Z,4,Threads beads,Threads,গাঁথে";
    await importItems(staff.id, { name: "items.csv", text: items }, true);
    const [item] = await t.db.select().from(schema.skillItems);
    const round = { kind: "baseline" as const, date: "2030-04-06" };
    await saveScores(staff.id, batchId, round, [{ childId: child.id, itemId: item!.id, score: 2 }]);
    const review = { cycleStart: "2030-04-05", cycleEnd: "2030-08-04", summary: "A good start.", comments: {} };
    expect(await saveReview(staff.id, child.id, review, { publish: true, now: T0 })).toMatchObject({ ok: true });
    const published = await oncePerAddress("review-published");
    expect([...published.keys()].sort()).toEqual([owner.email, others[0]!.email].sort());
    const toOwner = published.get(owner.email)!;
    expect(toOwner.subject).toBe("Tuhin's progress review is ready");
    expect(toOwner.text).toMatch(/^Hello Rumana,\n/);
    const toMember = published.get(others[0]!.email)!;
    expect(toMember.text).toMatch(/^প্রিয় Karim,\n/);
    expect(toMember.html).toContain('lang="bn"');
  });

  it("a family of one gets exactly one mail, with or without its family row", async () => {
    const alone = await family();
    await placed(alone.owner.id, alone.child.id);
    const withRow = await family([]);
    await familyAccessOf(withRow.owner.id);
    await placed(withRow.owner.id, withRow.child.id);
    const accepted = await oncePerAddress("enrolment-accepted");
    expect([...accepted.keys()].sort()).toEqual([alone.owner.email, withRow.owner.email].sort());
  });

  it("the weekly practice mail goes to each member with it on, and is claimed once per family and week", async () => {
    const { owner, others, child } = await family([bangla, { name: "Nasrin", role: "full", language: "en" }]);
    const { staff, batchId } = await placed(owner.id, child.id);
    const [karim, nasrin] = others;
    await setPracticeEmail(nasrin!.id, false);
    // Another family whose owner turned it off: its member still gets it.
    const second = await family([{ name: "Shapla", role: "full", language: "en" }]);
    await t.db
      .insert(schema.applications)
      .values({ parentId: second.owner.id, childId: second.child.id, batchId, status: "accepted" });
    await setPracticeEmail(second.owner.id, false);
    const activity = await createActivity(staff.id, {
      titleEn: "Count spoons",
      titleBn: "চামচ গোনা",
      skills: [],
      materialsEn: "Five spoons",
      materialsBn: null,
      stepsEn: "Count them together.",
      stepsBn: null,
      lookForEn: "Pointing at each one",
      lookForBn: null,
      link: null,
    });
    if (!activity.ok) throw new Error("activity not made");
    const week = "2030-04-07";
    await assignPractice(staff.id, batchId, { weekStart: week, activityId: activity.id, childIds: [child.id] });
    await assignPractice(staff.id, batchId, { weekStart: week, activityId: activity.id, childIds: [second.child.id] });

    const sunday = new Date("2030-04-07T04:30:00Z");
    const runs = await Promise.all([sendWeeklyPracticeMails(sunday), sendWeeklyPracticeMails(sunday)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await sendWeeklyPracticeMails(new Date("2030-04-07T05:30:00Z"))).toBe(0);
    const mails = await oncePerAddress("practice-week");
    expect([...mails.keys()].sort()).toEqual([owner.email, karim!.email, second.others[0]!.email].sort());
    expect(mails.get(owner.email)!.text).toMatch(/^Hello Rumana,\n[\s\S]*Tuhin\n- Count spoons/);
    expect(mails.get(karim!.email)!.text).toMatch(/^প্রিয় Karim,\n[\s\S]*Tuhin\n- চামচ গোনা/);
    expect(mails.get(second.others[0]!.email)!.text).toMatch(/^Hello Shapla,\n/);
    const claims = await t.db.select().from(schema.practiceWeekMails);
    expect(claims.map((claim) => claim.parentId).sort()).toEqual([owner.id, second.owner.id].sort());
  });
});
