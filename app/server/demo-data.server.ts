import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { addDays, addMonths, firstDayOf, lastDayOf, monthOf, nextMonth } from "~/lib/dates";
import { classTimesBetween, dhakaInstant, planIdFor } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { toPoisha } from "~/lib/money";
import { enrolment, fees, subscriptionPlans } from "~/lib/site-config";
import type { ApplicationStatus, Programme } from "~/lib/statuses";
import { lockSeries, takeNumber } from "./data/document-numbers.server";
import { familyAccessOf } from "./data/family/access.server";
import { createInvoice } from "./data/invoices.server";
import { monthlyLines } from "./data/place-billing.server";
import { insertUserWithPassword } from "./data/users.server";
import { type DbOrTx, db, schema } from "./db.server";
import { seedDemoPractice } from "./demo-practice.server";
import { seedDemoSkills } from "./demo-skills.server";
import { log } from "./log.server";

/** Demo accounts; the README lists them. */
export const demoAccounts = {
  parent: { email: "parent@example.com", password: "explore-parent-1", name: "Nusrat Jahan" },
  admin: { email: "admin@example.com", password: "explore-admin-1", name: "Programme Admin" },
  /** The demo parent's family's second guardian, 'View and pay', reading in Bangla (docs/product.md#families). */
  guardian: { email: "guardian@example.com", password: "explore-guardian-1", name: "Rafiq Ahmed" },
} as const;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The first Friday at least `days` days from now, as a Dhaka calendar date. */
function fridayAfter(days: number) {
  const start = new Date(`${dhakaIsoDate(daysAgo(-days))}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + ((5 - start.getUTCDay() + 7) % 7));
  return start.toISOString().slice(0, 10);
}

/**
 * Families in the demo batches, so the staff console's Enrolment and Batches pages are not empty. They have no
 * password (no sign-in account): only the demo parent above can log in.
 */
const demoFamilies = [
  {
    name: "Farhana Rahman",
    email: "farhana.rahman@example.com",
    children: [
      ["Zara", 4],
      ["Ibrahim", 7],
    ],
  },
  { name: "Tanvir Hasan", email: "tanvir.hasan@example.com", children: [["Rayan", 5]] },
  { name: "Sadia Islam", email: "sadia.islam@example.com", children: [["Inaya", 3]] },
  { name: "Mahmud Karim", email: "mahmud.karim@example.com", children: [["Arham", 4]] },
  { name: "Nabila Chowdhury", email: "nabila.chowdhury@example.com", children: [["Aisha", 3]] },
  { name: "Rafiq Ahmed", email: "rafiq.ahmed@example.com", children: [["Samir", 8]] },
  { name: "Tasnim Akter", email: "tasnim.akter@example.com", children: [["Nuha", 6]] },
] as const;

type DemoApplication = {
  child: string;
  batch: "preschool" | "adventure";
  status: ApplicationStatus;
  daysAgo: number;
  notes?: string;
  /** The preschool's outdoor sessions. */
  outdoor?: boolean;
};

/** Preschool: 5 of 6 seats taken (nearly full) and one application to decide. Adventure: 1 taken, 2 to decide. */
const demoApplications: DemoApplication[] = [
  { child: "Zara", batch: "preschool", status: "accepted", daysAgo: 60, outdoor: true },
  { child: "Rayan", batch: "preschool", status: "accepted", daysAgo: 58 },
  { child: "Inaya", batch: "preschool", status: "accepted", daysAgo: 55 },
  { child: "Arham", batch: "preschool", status: "accepted", daysAgo: 50 },
  { child: "Aisha", batch: "preschool", status: "submitted", daysAgo: 2 },
  { child: "Samir", batch: "adventure", status: "accepted", daysAgo: 12 },
  {
    child: "Nuha",
    batch: "adventure",
    status: "submitted",
    daysAgo: 4,
    notes: "Nuha is shy at first but loves being outdoors. She has a mild peanut allergy.",
  },
  { child: "Ibrahim", batch: "adventure", status: "submitted", daysAgo: 1 },
];

/**
 * Classes and events: the preschool batch's recordings, a cancelled class, an outdoor session that a
 * family with outdoor sessions said yes to, and the public workshop and adventure, one of them nearly full.
 */
async function seedClassesAndEvents(
  tx: DbOrTx,
  {
    preschool,
    adminId,
    outdoorPlaces,
  }: { preschool: typeof schema.batches.$inferSelect; adminId: string; outdoorPlaces: string[] },
) {
  const now = new Date();
  const today = dhakaIsoDate(now);
  const past = classTimesBetween(preschool, addDays(today, -14), addDays(today, -1));
  await tx.insert(schema.recordings).values(
    past.slice(-2).map((c, i) => ({
      batchId: preschool.id,
      title: i === 0 ? "Colours and shapes: sorting game" : "Story time: The Very Hungry Caterpillar",
      titleBn: i === 0 ? "রং আর আকার: সাজানোর খেলা" : "গল্পের সময়: খুব ক্ষুধার্ত শুঁয়োপোকা",
      classDate: c.date,
      // PLACEHOLDER: where the school keeps its recordings.
      url: `https://recordings.littleexplorers.example/preschool/${c.date}`,
      createdBy: adminId,
    })),
  );
  // The class after next is off, so the Classes page shows a cancelled class and the next one after it.
  const [, toCancel] = classTimesBetween(preschool, addDays(today, 1), addDays(today, 14));
  if (toCancel) {
    await tx.insert(schema.classCancellations).values({
      batchId: preschool.id,
      classStartsAt: toCancel.startsAt,
      reason: "Our teachers are at a training day. The class after it goes ahead as usual.",
      reasonBn: "আমাদের শিক্ষকেরা একটি প্রশিক্ষণে আছেন। এর পরের ক্লাস যথারীতি হবে।",
      cancelledBy: adminId,
    });
  }
  const outdoorDay = addDays(today, 10);
  const [session] = await tx
    .insert(schema.outdoorSessions)
    .values({
      batchId: preschool.id,
      startsAt: dhakaInstant(outdoorDay, "08:30"),
      endsAt: dhakaInstant(outdoorDay, "10:30"),
      place: "Ramna Park, the main gate on Minto Road",
      placeBn: "রমনা পার্ক, মিন্টো রোডের প্রধান ফটক",
      notes: "A water bottle, a cap and shoes that can get muddy.",
      notesBn: "পানির বোতল, একটি টুপি আর কাদা লাগলেও চলে এমন জুতা।",
      createdBy: adminId,
    })
    .returning({ id: schema.outdoorSessions.id });
  if (outdoorPlaces.length) {
    await tx
      .insert(schema.outdoorRsvps)
      .values(outdoorPlaces.map((subscriptionId) => ({ sessionId: session!.id, subscriptionId, answer: "yes" })));
  }
  const workshopDay = addDays(today, 16);
  const adventureDay = addDays(today, 23);
  const [workshopEvent, adventureEvent] = await tx
    .insert(schema.events)
    .values([
      {
        kind: "workshop",
        title: "Parent as Coach: Turning Everyday Moments into Learning",
        titleBn: "কোচ হিসেবে অভিভাবক: প্রতিদিনের মুহূর্তকে শেখার সুযোগে পরিণত করা",
        descriptionBn:
          "ছোট শিশুদের অভিভাবকদের জন্য একটি হাতে-কলমে সেশন। প্রতিদিনের কাজের মধ্যে শেখার সুযোগ চিনে নিতে, সহজ খেলা দিয়ে ভাষা ও স্বাবলম্বিতা গড়ে তুলতে এবং বড় অনুভূতিতে শান্তভাবে সাড়া দিতে শিখুন। প্রশ্ন নিয়ে আসুন: নিজের পরিবারের চ্যালেঞ্জ নিয়ে কথা বলার সময় থাকবে।",
        description:
          "A practical session for parents of young children. Learn how to spot learning opportunities in daily routines, use simple play to build language and independence, and respond calmly to big feelings. Bring your questions: there is time to talk through your own family's challenges.",
        startsAt: dhakaInstant(workshopDay, "20:30"),
        endsAt: dhakaInstant(workshopDay, "21:30"),
        place: null,
        seats: 40,
        createdBy: adminId,
      },
      {
        kind: "adventure",
        title: "Nature Trail at the Botanical Garden",
        titleBn: "উদ্ভিদ উদ্যানে প্রকৃতির পথে",
        descriptionBn:
          "৫ বছর ও তার বেশি বয়সী শিশুদের জন্য, একজন অভিভাবকের সঙ্গে, পথে পথে একটি সকাল: পাতার ছাপ, পাখি গোনা আর বটগাছের নিচে পিকনিক। আমাদের গাইডরা ছোট ছোট দলকে পথ দেখান।",
        description:
          "A morning on the trails for children of 5 and over, with a parent: leaf rubbings, a bird count and a picnic under the banyan trees. Our guides lead small groups.",
        startsAt: dhakaInstant(adventureDay, "08:00"),
        endsAt: dhakaInstant(adventureDay, "11:00"),
        place: "National Botanical Garden, Mirpur: the main gate",
        placeBn: "জাতীয় উদ্ভিদ উদ্যান, মিরপুর: প্রধান ফটক",
        seats: 12,
        createdBy: adminId,
      },
    ])
    .returning({ id: schema.events.id, title: schema.events.title });
  await tx.insert(schema.workshopRegistrations).values([
    {
      eventId: workshopEvent!.id,
      workshop: workshopEvent!.title,
      name: "Sadia Islam",
      contact: "sadia.islam@example.com",
      attendees: 2,
    },
    {
      eventId: adventureEvent!.id,
      workshop: adventureEvent!.title,
      name: "Rafiq Ahmed",
      contact: "+880 1811-000123",
      attendees: 4,
    },
    {
      eventId: adventureEvent!.id,
      workshop: adventureEvent!.title,
      name: "Tanvir Hasan",
      contact: "tanvir.hasan@example.com",
      attendees: 6,
    },
  ]);
}

/** Loads the demo content into an empty database; does nothing when any user exists. */
/** A second guardian in the demo parent's family, and an invitation still open, so Profile → Family has both. */
async function seedDemoGuardian(tx: DbOrTx, parentId: string) {
  const guardianId = await insertUserWithPassword(tx, {
    ...demoAccounts.guardian,
    emailVerified: true,
    language: "bn",
  });
  await tx
    .insert(schema.profiles)
    .values({ id: guardianId, fullName: demoAccounts.guardian.name, termsAccepted: true });
  const family = await familyAccessOf(parentId, tx);
  await tx.insert(schema.familyMembers).values({ userId: guardianId, familyId: family.familyId, role: "view-pay" });
  await tx.insert(schema.familyInvitations).values({
    familyId: family.familyId,
    email: "nani@example.com",
    role: "view-pay",
    // Not a hash of any token anyone holds: the demo invitation's link was never sent.
    tokenHash: `demo-${crypto.randomUUID()}`,
    invitedBy: parentId,
    expiresAt: daysAgo(-5),
  });
}

export async function seedDemoData() {
  const [row] = await db.select({ n: count() }).from(schema.users);
  if ((row?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const parentId = await insertUserWithPassword(tx, { ...demoAccounts.parent, emailVerified: true });
    const adminId = await insertUserWithPassword(tx, { ...demoAccounts.admin, role: "admin", emailVerified: true });

    await tx.insert(schema.profiles).values([
      {
        id: parentId,
        fullName: demoAccounts.parent.name,
        phoneNumber: "+880 1711-000000",
        termsAccepted: true,
        mediaConsent: false,
      },
      { id: adminId, fullName: demoAccounts.admin.name, termsAccepted: true },
    ]);
    await seedDemoGuardian(tx, parentId);
    const [ayaan] = await tx
      .insert(schema.children)
      .values({ parentId, name: "Ayaan", age: 4 })
      .returning({ id: schema.children.id });

    // Two open batches: Ayaan's preschool batch, nearly full, and an adventure batch starting soon.
    const preschoolStart = isoDate(daysAgo(45));
    const [preschool, adventure] = await tx
      .insert(schema.batches)
      .values([
        {
          programme: "preschool",
          name: "Preschool Friday-Saturday Evenings",
          nameBn: "প্রি-স্কুল শুক্র-শনি সন্ধ্যা",
          classDays: [...enrolment.classDefaults.days],
          startTime: enrolment.classDefaults.startTime,
          endTime: enrolment.classDefaults.endTime,
          startDate: preschoolStart,
          endDate: addMonths(preschoolStart, 4),
          capacity: enrolment.defaultCapacity,
          // PLACEHOLDER: the demo class's meeting room.
          joinUrl: "https://meet.jit.si/LittleExplorersDemoPreschool",
        },
        {
          programme: "adventure",
          name: "Friday Morning Adventurers",
          nameBn: "শুক্রবার সকালের অভিযাত্রী",
          classDays: [5],
          startTime: "09:30",
          endTime: "11:30",
          startDate: fridayAfter(21),
          capacity: enrolment.defaultCapacity,
        },
      ])
      .returning();

    // Ayaan's place is paid to the end of this month, and next month is invoiced (below, with the payments).
    const plan = subscriptionPlans[0];
    const thisMonth = monthOf(dhakaIsoDate());
    const [place] = await tx
      .insert(schema.subscriptions)
      .values({
        userId: parentId,
        planId: plan.id,
        status: "active",
        startDate: isoDate(daysAgo(45)),
        expiryDate: isoDate(daysAgo(-320)),
        childId: ayaan!.id,
        batchId: preschool!.id,
        paidThrough: lastDayOf(thisMonth),
        billedThrough: lastDayOf(nextMonth(thisMonth)),
      })
      .returning({ id: schema.subscriptions.id });

    await tx.insert(schema.applications).values({
      parentId,
      childId: ayaan!.id,
      batchId: preschool!.id,
      status: "accepted",
      decidedBy: adminId,
      decidedAt: daysAgo(50),
      createdAt: daysAgo(52),
    });

    const batchOf = { preschool: preschool!, adventure: adventure! };
    const outdoorPlaces: string[] = [];
    const childIds = new Map<string, { parentId: string; childId: string }>();
    for (const family of demoFamilies) {
      const familyId = crypto.randomUUID();
      await tx
        .insert(schema.users)
        .values({ id: familyId, name: family.name, email: family.email, emailVerified: true, createdAt: daysAgo(61) });
      await tx.insert(schema.profiles).values({ id: familyId, fullName: family.name, termsAccepted: true });
      for (const [name, age] of family.children) {
        const [child] = await tx
          .insert(schema.children)
          .values({ parentId: familyId, name, age })
          .returning({ id: schema.children.id });
        childIds.set(name, { parentId: familyId, childId: child!.id });
      }
    }
    for (const application of demoApplications) {
      const { parentId: familyId, childId } = childIds.get(application.child)!;
      const batch = batchOf[application.batch];
      const accepted = application.status === "accepted";
      await tx.insert(schema.applications).values({
        parentId: familyId,
        childId,
        batchId: batch.id,
        status: application.status,
        outdoor: application.outdoor ?? false,
        notes: application.notes ?? null,
        decidedBy: accepted ? adminId : null,
        decidedAt: accepted ? daysAgo(application.daysAgo - 1) : null,
        createdAt: daysAgo(application.daysAgo),
      });
      if (accepted) {
        const [placeOf] = await tx
          .insert(schema.subscriptions)
          .values({
            userId: familyId,
            childId,
            batchId: batch.id,
            planId: planIdFor(batch.programme as Programme, application.outdoor ?? false),
            status: batch.startDate > isoDate(new Date()) ? "pending" : "active",
            startDate: batch.startDate,
            expiryDate: batch.endDate,
          })
          .returning({ id: schema.subscriptions.id });
        if (application.outdoor) outdoorPlaces.push(placeOf!.id);
      }
    }
    await seedClassesAndEvents(tx, { preschool: preschool!, adminId, outdoorPlaces });
    await seedDemoSkills(tx, {
      adminId,
      batchId: preschool!.id,
      featuredChildId: ayaan!.id,
      cycle: { start: preschool!.startDate, end: preschool!.endDate ?? addMonths(preschool!.startDate, 4) },
    });
    await seedDemoPractice(tx, { adminId, parentId, batchId: preschool!.id, childId: ayaan!.id });

    const payments = await tx
      .insert(schema.payments)
      .values([
        {
          userId: parentId,
          amountPoisha: toPoisha(fees.onlinePreschool.admission),
          currency: "BDT",
          paymentDate: daysAgo(45),
          paymentMethod: "bkash",
          status: "completed",
          transactionRef: "DEMO-ADM-1",
        },
        {
          userId: parentId,
          amountPoisha: toPoisha(fees.onlinePreschool.monthly),
          currency: "BDT",
          paymentDate: daysAgo(45),
          paymentMethod: "bkash",
          status: "completed",
          transactionRef: "DEMO-M1",
        },
        {
          userId: parentId,
          amountPoisha: toPoisha(fees.onlinePreschool.monthly),
          currency: "BDT",
          paymentDate: daysAgo(15),
          paymentMethod: "nagad",
          status: "completed",
          transactionRef: "8N7A6B5C4D",
        },
        {
          userId: parentId,
          // An adventure session paid in cash, which staff have yet to confirm.
          amountPoisha: toPoisha(fees.adventureFromPerSession),
          currency: "BDT",
          paymentDate: daysAgo(2),
          paymentMethod: "cash",
          status: "pending",
        },
      ])
      .returning({ id: schema.payments.id });

    // This month's fee was paid by Nagad: that payment has its invoice and receipt. Next month's is due on its first day.
    const invoiceFor = (month: string) => ({
      parentId,
      childId: ayaan!.id,
      subscriptionId: place!.id,
      periodMonth: month,
      dueDate: firstDayOf(month),
      lines: monthlyLines("preschool", plan.id, month),
      idempotencyKey: `monthly:${place!.id}:${month}`,
      actorId: null,
    });
    const paid = await createInvoice(tx, invoiceFor(thisMonth), daysAgo(20));
    const nagad = payments[2]!.id;
    const receiptNumber = await takeNumber(tx, await lockSeries(tx, "RCT", daysAgo(15)));
    await tx.update(schema.payments).set({ receiptNumber }).where(eq(schema.payments.id, nagad));
    await tx
      .update(schema.invoices)
      .set({ status: "paid", paymentId: nagad, paidAt: daysAgo(15) })
      .where(eq(schema.invoices.id, paid.id));
    await createInvoice(tx, invoiceFor(nextMonth(thisMonth)), new Date());
    // Part of it came back: two classes were not held (docs/product.md#refunds-and-credit-notes).
    await tx.insert(schema.creditNotes).values({
      number: await takeNumber(tx, await lockSeries(tx, "CN", daysAgo(5))),
      paymentId: nagad,
      parentId,
      amountPoisha: toPoisha(500),
      method: "nagad",
      reason: "Two classes in Eid week were not held and not made up.",
      createdBy: adminId,
      createdAt: daysAgo(5),
    });
    // Money the school's phone received that no parent has claimed yet: Payments → Reconcile lists it.
    await tx.insert(schema.paymentMessages).values({
      provider: "bkash",
      transactionId: "BKD4R7T2QX",
      amountPoisha: toPoisha(fees.onlinePreschool.monthly),
      senderNumber: "01812345678",
      reference: null,
      receivedAt: daysAgo(1),
      text: `You have received Tk ${fees.onlinePreschool.monthly.toLocaleString("en-US")}.00 from 01812345678. Fee Tk 0.00. Balance Tk 12,400.00. TrxID BKD4R7T2QX`,
      source: "sms",
    });

    const [message] = await tx
      .insert(schema.supportMessages)
      .values({
        userId: parentId,
        subject: "Recording of last Friday's class",
        message: "Assalamu alaikum. Ayaan missed Friday's live class because of a fever. Could we get the recording?",
        status: "in_progress",
        createdAt: daysAgo(3),
      })
      .returning({ id: schema.supportMessages.id });
    await tx.insert(schema.supportReplies).values({
      messageId: message!.id,
      authorId: adminId,
      body: "Wishing Ayaan a quick recovery! The recording is now in your class folder; we will send the link on WhatsApp too.",
      createdAt: daysAgo(2),
    });
  });
  log.info("demo data loaded", { accounts: Object.values(demoAccounts).map((a) => a.email) });
  return true;
}
