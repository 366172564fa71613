import { count } from "drizzle-orm";
import { addMonths } from "~/lib/dates";
import { planIdFor } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { enrolment, subscriptionPlans } from "~/lib/site-config";
import type { ApplicationStatus, Programme } from "~/lib/statuses";
import { insertUserWithPassword } from "./data/users.server";
import { db, schema } from "./db.server";
import { log } from "./log.server";

/** Demo accounts; the README lists them. */
export const demoAccounts = {
  parent: { email: "parent@example.com", password: "explore-parent-1", name: "Nusrat Jahan" },
  admin: { email: "admin@example.com", password: "explore-admin-1", name: "Programme Admin" },
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
};

/** Preschool: 5 of 6 seats taken (nearly full) and one application to decide. Adventure: 1 taken, 2 to decide. */
const demoApplications: DemoApplication[] = [
  { child: "Zara", batch: "preschool", status: "accepted", daysAgo: 60 },
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

/** Loads the demo content into an empty database; does nothing when any user exists. */
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
    const [ayaan] = await tx
      .insert(schema.children)
      .values({ parentId, name: "Ayaan", age: 4 })
      .returning({ id: schema.children.id });

    // Two open batches (issue 14): Ayaan's preschool batch, nearly full, and an adventure batch starting soon.
    const preschoolStart = isoDate(daysAgo(45));
    const [preschool, adventure] = await tx
      .insert(schema.batches)
      .values([
        {
          programme: "preschool",
          name: "Preschool Friday-Saturday Evenings",
          classDays: [...enrolment.classDefaults.days],
          startTime: enrolment.classDefaults.startTime,
          endTime: enrolment.classDefaults.endTime,
          startDate: preschoolStart,
          endDate: addMonths(preschoolStart, 4),
          capacity: enrolment.defaultCapacity,
        },
        {
          programme: "adventure",
          name: "Friday Morning Adventurers",
          classDays: [5],
          startTime: "09:30",
          endTime: "11:30",
          startDate: fridayAfter(21),
          capacity: enrolment.defaultCapacity,
        },
      ])
      .returning();

    const plan = subscriptionPlans[0];
    await tx.insert(schema.subscriptions).values({
      userId: parentId,
      planId: plan.id,
      status: "active",
      startDate: isoDate(daysAgo(45)),
      expiryDate: isoDate(daysAgo(-320)),
      childId: ayaan!.id,
      batchId: preschool!.id,
    });
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
        notes: application.notes ?? null,
        decidedBy: accepted ? adminId : null,
        decidedAt: accepted ? daysAgo(application.daysAgo - 1) : null,
        createdAt: daysAgo(application.daysAgo),
      });
      if (accepted) {
        await tx.insert(schema.subscriptions).values({
          userId: familyId,
          childId,
          batchId: batch.id,
          planId: planIdFor(batch.programme as Programme, false),
          status: batch.startDate > isoDate(new Date()) ? "pending" : "active",
          startDate: batch.startDate,
          expiryDate: batch.endDate,
        });
      }
    }

    await tx.insert(schema.payments).values([
      {
        userId: parentId,
        amount: 1600,
        currency: "BDT",
        paymentDate: daysAgo(45),
        paymentMethod: "bkash",
        status: "completed",
        transactionRef: "DEMO-ADM-1",
      },
      {
        userId: parentId,
        amount: 2000,
        currency: "BDT",
        paymentDate: daysAgo(45),
        paymentMethod: "bkash",
        status: "completed",
        transactionRef: "DEMO-M1",
      },
      {
        userId: parentId,
        amount: 2000,
        currency: "BDT",
        paymentDate: daysAgo(15),
        paymentMethod: "nagad",
        status: "completed",
        transactionRef: "DEMO-M2",
      },
      {
        userId: parentId,
        amount: 1500,
        currency: "BDT",
        paymentDate: daysAgo(2),
        paymentMethod: "cash",
        status: "pending",
      },
    ]);

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
