import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { adventureSession, hybrid, preschool as preschoolFees, taka } from "../../tests/support/fees";
import { applicationContext, feeRule, feeSummary, feesDueNote, outdoorLabelText } from "./application-form";
import { seatsLeftText, waitlistPositionText } from "./enrolment";
import { applicationSchema, NEW_CHILD } from "./schemas/application";
import { parseForm } from "./schemas/parse-form";

const preschool = "11111111-1111-4111-8111-111111111111";
const adventure = "22222222-2222-4222-8222-222222222222";
const ishaan = "33333333-3333-4333-8333-333333333333";

const context = applicationContext({
  batches: [
    { id: preschool, programme: "preschool" },
    { id: adventure, programme: "adventure" },
  ],
  children: [{ id: ishaan, age: 4 }],
  live: [{ childId: ishaan, batchId: preschool }],
});

const check = (fields: Record<string, string>) => {
  const form = new FormData();
  // Every form the page renders carries its one-time key.
  form.set("idempotencyKey", "3b1f0c2a-7d4e-4f5a-9b6c-8d7e6f5a4b3c");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseForm(form, applicationSchema(context));
};
const errors = (fields: Record<string, string>) => {
  const result = check(fields);
  return result.status === "error" ? result.error : null;
};

describe("the application form's context", () => {
  it("gives the age message of the chosen batch's programme", () => {
    expect(errors({ childId: ishaan, batchId: adventure })).toEqual({
      childId: ["This programme is for ages 5 and up."],
    });
  });

  it("gives the duplicate message for a child who already applied to that batch", () => {
    expect(errors({ childId: ishaan, batchId: preschool })).toEqual({
      batchId: ["Your child already has an application for this batch."],
    });
  });

  it("checks a child added inline against the programme, and lets a fitting one through", () => {
    expect(errors({ childId: NEW_CHILD, childName: "Tara", childAge: "2", batchId: preschool })).toEqual({
      childAge: ["This programme is for ages 3-5."],
    });
    const ok = check({ childId: NEW_CHILD, childName: "Tara", childAge: "7", batchId: adventure, outdoor: "on" });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({
      child: { kind: "new", name: "Tara", age: 7 },
      batchId: adventure,
      outdoor: true,
      notes: null,
      idempotencyKey: "3b1f0c2a-7d4e-4f5a-9b6c-8d7e6f5a4b3c",
    });
  });
});

/** A fee as the form shows it, from site config: '৳1,600'. */
const whole = (amount: number) => taka(amount, { whole: true });

describe("fees in words", () => {
  it("names each programme's fees from site config", () => {
    expect(outdoorLabelText()).toBe(`Add outdoor sessions (${whole(preschoolFees.outdoorMonthly)}/month)`);
    expect(feeRule("preschool")).toBe(
      `Admission ${whole(preschoolFees.admission)} once, ${whole(preschoolFees.monthly)} a month, plus ${whole(preschoolFees.outdoorMonthly)} a month for outdoor sessions (optional).`,
    );
    expect(feeRule("adventure")).toMatch(new RegExp(`^From ${whole(adventureSession)} per session`));
    expect(feeRule("hybrid")).toBe(
      `Admission ${whole(hybrid.admission)} once, ${whole(hybrid.monthly)} a month, outdoor sessions included.`,
    );
  });

  it("sums what is due to start and each month with the choices made", () => {
    expect(feeSummary("preschool", false).totals).toEqual([
      { label: "To start (admission and first month)", amount: whole(preschoolFees.admission + preschoolFees.monthly) },
      { label: "Then", amount: `${whole(preschoolFees.monthly)} a month` },
    ]);
    const outdoor = feeSummary("preschool", true);
    expect(outdoor.lines.map((l) => l.label)).toEqual(["Admission (once)", "Monthly fee", "Outdoor sessions"]);
    const withOutdoor = preschoolFees.monthly + preschoolFees.outdoorMonthly;
    expect(outdoor.totals).toEqual([
      { label: "To start (admission and first month)", amount: whole(preschoolFees.admission + withOutdoor) },
      { label: "Then", amount: `${whole(withOutdoor)} a month` },
    ]);
    expect(feeSummary("hybrid", true).totals[0]).toEqual({
      label: "To start (admission and first month)",
      amount: whole(hybrid.admission + hybrid.monthly),
    });
    expect(feeSummary("adventure", true).lines).toEqual([
      { label: "Each session", amount: `from ${whole(adventureSession)}` },
    ]);
  });

  it("says which month is billed first, the days to pay, and when the outdoor fee is left out", () => {
    const firstMonth =
      "Your first month is the month of your child's first class, or the next month when that class falls after the 15th.";
    const toPay =
      "Nothing is due now. Once your place is confirmed, you pay the admission and your first month, with at least 3 days to pay.";
    const noOutdoor = "No outdoor fee is charged for a month with no outdoor session left.";
    expect(feeSummary("preschool", false).note).toBe(`${toPay} ${firstMonth}`);
    expect(feeSummary("preschool", true).note).toBe(`${toPay} ${firstMonth} ${noOutdoor}`);
    expect(feeSummary("hybrid", false).note).toBe(`${toPay} ${firstMonth}`);
    expect(feesDueNote()).toContain(firstMonth);
  });
});

describe("in Bangla", () => {
  afterEach(() => overwriteGetLocale(() => "en"));

  it("says the fees, seats, waitlist and the form's messages in Bangla, with Bangla digits", () => {
    overwriteGetLocale(() => "bn");
    const inBangla = (amount: number) => taka(amount, { language: "bn", whole: true });
    expect(outdoorLabelText()).toBe(`আউটডোর সেশন যোগ করুন (মাসে ${inBangla(preschoolFees.outdoorMonthly)})`);
    expect(feeSummary("preschool", false).totals).toEqual([
      { label: "শুরুতে (ভর্তি ফি ও প্রথম মাস)", amount: inBangla(preschoolFees.admission + preschoolFees.monthly) },
      { label: "এরপর", amount: `মাসে ${inBangla(preschoolFees.monthly)}` },
    ]);
    expect(feeSummary("preschool", false).note).toContain("অন্তত ৩ দিন");
    expect(feeSummary("preschool", false).note).toContain("মাসের ১৫ তারিখের পরে");
    expect(seatsLeftText(3, 6)).toBe("৬টি আসনের মধ্যে ৩টি খালি");
    expect(seatsLeftText(0, 6)).toBe("আসন পূর্ণ: অপেক্ষমাণ তালিকায় নাম লেখান");
    expect(waitlistPositionText(2)).toBe("অপেক্ষমাণ তালিকায় ২ নম্বরে");
    expect(errors({ childId: "", batchId: "" })).toMatchObject({
      childId: ["অনুগ্রহ করে একজন সন্তান বেছে নিন।"],
      batchId: ["অনুগ্রহ করে একটি ব্যাচ বেছে নিন।"],
    });
    // A new child's age typed in Bangla digits, refused against the preschool's ages in Bangla.
    expect(errors({ childId: NEW_CHILD, childName: "Rafi", childAge: "৯", batchId: preschool })).toMatchObject({
      childAge: ["এই প্রোগ্রামটি ৩-৫ বছর বয়সী শিশুদের জন্য।"],
    });
    const taken = check({ childId: NEW_CHILD, childName: "Rafi", childAge: "৪", batchId: preschool });
    expect(taken.status === "success" && taken.value.child).toEqual({ kind: "new", name: "Rafi", age: 4 });
  });
});
