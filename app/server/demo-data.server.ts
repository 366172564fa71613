import { count } from "drizzle-orm";
import { subscriptionPlans } from "~/lib/site-config";
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
    await tx.insert(schema.children).values({ parentId, name: "Ayaan", age: 4 });

    const plan = subscriptionPlans[0];
    await tx.insert(schema.subscriptions).values({
      userId: parentId,
      planId: plan.id,
      status: "active",
      startDate: isoDate(daysAgo(45)),
      expiryDate: isoDate(daysAgo(-320)),
    });

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
