import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { inLanguage } from "../language.server";
import { enqueueMail } from "./outbox.server";
import { transferSubmittedStaffMail } from "./templates/billing-staff.server";
import { applicationAcceptedMail } from "./templates/enrolment-parent.server";

const facts = {
  parentName: "Rumana",
  childName: "Tuhin",
  batchName: "Shapla",
  programme: "preschool" as const,
  classDays: [5],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2027-01-08",
};
/** The first class and the first bill the acceptance mail names. */
const accepted = {
  ...facts,
  bill: {
    firstClass: {
      startsAt: new Date("2027-01-08T19:00:00+06:00"),
      endsAt: new Date("2027-01-08T20:00:00+06:00"),
      date: "2027-01-08",
    },
    totalPoisha: 360_000,
    dueDate: "2027-01-08",
  },
};

describe.each(databaseKinds())("each mail in its recipient's language on %s", (kind) => {
  const t = useTestDatabase(kind);

  const sent = async (id: string) => {
    const [row] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
    return row!;
  };

  async function parent(language: "en" | "bn") {
    const user = await makeUser(t.db, { name: "Rumana" });
    await t.db.update(schema.users).set({ language }).where(eq(schema.users.id, user.id));
    return user;
  }

  it("a Bangla-speaking parent's mail is in Bangla, whatever the language of the request that sent it", async () => {
    const bangla = await parent("bn");
    const row = await sent(
      await enqueueMail(
        bangla.email.toUpperCase(),
        inLanguage("en", () => applicationAcceptedMail(accepted)),
      ),
    );
    expect(row.subject).toBe("আসন নিশ্চিত: Tuhin, Shapla");
    expect(row.text).toContain("Tuhin-এর প্রথম ক্লাস: শুক্রবার, ৮ জানুয়ারি");
    expect(row.text).toContain("৮ জানুয়ারি ২০২৭-এর মধ্যে");
    expect(row.html).toContain('<html lang="bn">');
  });

  it("an English-speaking parent's is in English, even when a Bangla page sent it", async () => {
    const english = await parent("en");
    const row = await sent(
      await enqueueMail(
        english.email,
        inLanguage("bn", () => applicationAcceptedMail(accepted)),
      ),
    );
    expect(row.subject).toBe("Place confirmed: Tuhin, Shapla");
    expect(row.text).toContain("Tuhin's first class: Friday, January 8, 2027, 7:00-8:00 PM, Dhaka time.");
    expect(row.text).toContain("please pay ৳3,600.00 by January 8, 2027.");
  });

  it("an address with no account gets the language the mail was written in (the page's)", async () => {
    const row = await sent(
      await enqueueMail(
        "no-account@test.example",
        inLanguage("bn", () => applicationAcceptedMail(accepted)),
      ),
    );
    expect(row.subject).toBe("আসন নিশ্চিত: Tuhin, Shapla");
  });

  it("a mail for the school's inbox stays English", async () => {
    const bangla = await parent("bn");
    const mail = inLanguage("bn", () =>
      transferSubmittedStaffMail({
        parentName: "Rumana",
        parentEmail: bangla.email,
        method: "bkash",
        senderNumber: "01712345678",
        transactionId: "TX1",
        amountPoisha: 200000,
        invoiceNumbers: ["INV-2026-0001"],
        submittedAt: new Date("2026-12-04T13:00:00Z"),
      }),
    );
    const row = await sent(await enqueueMail(bangla.email, mail));
    expect(row.subject).toBe("Payment to verify: ৳2,000.00 by bKash (INV-2026-0001)");
    expect(row.text).toContain("Submitted: Dec 4, 2026, 7:00 PM");
  });
});
