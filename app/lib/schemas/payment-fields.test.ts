import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { parseTaka } from "../money";
import { parseForm } from "./parse-form";
import { normaliseMobile, normaliseTransactionId, oneOffInvoiceSchema, transferSchema } from "./payment";

/** A refused submission's messages by field. */
const errorsOf = (submission: { status?: string }) => ("error" in submission ? submission.error : undefined);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("payment fields", () => {
  it("a Bangladeshi mobile number, with or without +880, spaces or dashes", () => {
    for (const typed of ["01712345678", "+8801712345678", "8801712-345678", " 01712 345 678 ", "+880 1912-345678"])
      expect(normaliseMobile(typed), typed).toMatch(/^01[3-9]\d{8}$/);
    for (const typed of ["0171234567", "017123456789", "02123456789", "01212345678", "+1 555 123 4567", "", "abc"])
      expect(normaliseMobile(typed), typed).toBeNull();
  });

  it("a transaction ID is 8 to 12 letters and digits, kept in upper case", () => {
    expect(normaliseTransactionId(" 8n7a6b5c4d ")).toBe("8N7A6B5C4D");
    expect(normaliseTransactionId("ABCDEFGH")).toBe("ABCDEFGH");
    expect(normaliseTransactionId("ABCDEFGHIJKL")).toBe("ABCDEFGHIJKL");
    for (const typed of ["ABCDEFG", "ABCDEFGHIJKLM", "ABC-DEFGH", "ABCD EFGH", ""])
      expect(normaliseTransactionId(typed), typed).toBeNull();
  });

  it("taka as typed becomes exact poisha", () => {
    expect(parseTaka("2000")).toBe(200000);
    expect(parseTaka("2,000.5")).toBe(200050);
    expect(parseTaka("0.01")).toBe(1);
    expect(parseTaka("1500.00")).toBe(150000);
    // 0.1 + 0.2 would not be 0.3 in floating point; here it is exact.
    expect(parseTaka("0.1")! + parseTaka("0.2")!).toBe(parseTaka("0.3"));
    for (const typed of ["1.234", "abc", "", "-5", "1e3"]) expect(parseTaka(typed), typed).toBeNull();
  });

  it("the Submit Payment form gives its messages word for word", () => {
    const refused = parseForm(form({ method: "bkash", senderNumber: "12345", transactionId: "abc" }), transferSchema);
    expect(refused.status).toBe("error");
    expect(errorsOf(refused)).toMatchObject({
      senderNumber: ["Please enter the number you paid from."],
      transactionId: ["Please enter the transaction ID from your confirmation SMS."],
    });
    const noMethod = parseForm(form({ senderNumber: "01712345678", transactionId: "ABCDEFGH" }), transferSchema);
    expect(errorsOf(noMethod)).toMatchObject({ method: ["Please choose a payment method."] });
    const ok = parseForm(
      form({ method: "nagad", senderNumber: "+880 1812-345678", transactionId: "8n7a6b5c4d" }),
      transferSchema,
    );
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({
      method: "nagad",
      senderNumber: "01812345678",
      transactionId: "8N7A6B5C4D",
    });
  });

  it("a one-off invoice's amount is taka, more than zero", () => {
    const base = { description: "Adventure session", dueDate: "2026-12-12", idempotencyKey: crypto.randomUUID() };
    const ok = parseForm(form({ ...base, amountPoisha: "1500" }), oneOffInvoiceSchema);
    expect(ok.status === "success" && ok.value.amountPoisha).toBe(150000);
    for (const [amount, message] of [
      ["", "Please enter the amount."],
      ["0", "The amount must be more than zero."],
      ["15.555", "Enter taka, for example 1500 or 1500.50."],
    ] as const) {
      const refused = parseForm(form({ ...base, amountPoisha: amount }), oneOffInvoiceSchema);
      expect(errorsOf(refused), amount).toMatchObject({ amountPoisha: [message] });
    }
  });

  describe("in Bangla", () => {
    afterEach(() => overwriteGetLocale(() => "en"));

    it("takes Bangla digits in the number, the TrxID and an amount, and says what is wrong in Bangla", () => {
      overwriteGetLocale(() => "bn");
      const ok = parseForm(
        form({ method: "bkash", senderNumber: "০১৭১২-৩৪৫৬৭৮", transactionId: "৮n৭a৬b৫c৪d" }),
        transferSchema,
      );
      expect(ok.status === "success" && ok.value).toEqual({
        method: "bkash",
        senderNumber: "01712345678",
        transactionId: "8N7A6B5C4D",
      });
      expect(normaliseMobile("+৮৮০ ১৯১২ ৩৪৫৬৭৮")).toBe("01912345678");
      expect(parseTaka("১,৫০০.৫০")).toBe(150050);
      const refused = parseForm(form({ senderNumber: "১২৩", transactionId: "" }), transferSchema);
      expect(errorsOf(refused)).toMatchObject({
        method: ["অনুগ্রহ করে পেমেন্টের মাধ্যম বেছে নিন।"],
        senderNumber: ["যে নম্বর থেকে টাকা পাঠিয়েছেন, অনুগ্রহ করে সেটি লিখুন।"],
        transactionId: ["অনুগ্রহ করে নিশ্চিতকরণ এসএমএস-এ পাওয়া ট্রানজেকশন আইডিটি লিখুন।"],
      });
    });
  });
});
