import type { APIRequestContext, Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, createTransfer, newTransactionId } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, type SeededUser } from "../support/seed";
import { testEnv } from "../support/test-env";

const dhakaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date());
const dhakaMonth = () => dhakaToday().slice(0, 7);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A family with an accepted preschool place (its admission fee and first month invoiced) and a bKash transfer
 * awaiting verification for the first month.
 */
async function familyWithTransfer(request: APIRequestContext, parent: SeededUser) {
  const place = await createPlace(request, parent.id);
  const [admission, firstMonth] = place.invoices as [{ id: string; number: string }, { id: string; number: string }];
  const transactionId = newTransactionId();
  const transfer = await createTransfer(request, parent.id, firstMonth.id, transactionId);
  return { admission, firstMonth, transactionId, transferId: transfer.id };
}

const queueRow = (page: Page, transactionId: string) =>
  page.getByTestId("transfer-row").filter({ hasText: transactionId });
const invoiceRow = (page: Page, number: string) => page.getByTestId("invoice-row").filter({ hasText: number });

/** Posts a console form as the browser would, from the staff member's own session. */
const postForm = (page: Page, path: string, form: Record<string, string>) =>
  page.request.post(path, { form, headers: { Origin: testEnv.baseUrl } });

test.describe("staff verify bKash and Nagad payments", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the queue shows each transfer in full; Approve pays the invoice, with a receipt and its email", async ({
    parent,
    signedInStaff: staff,
  }) => {
    const family = await familyWithTransfer(staff.page.request, parent);
    await staff.page.goto("/staff/payments");
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("Payments");
    await expect(staff.page.getByTestId("nav-count-payments")).toHaveText(/^\d+ awaiting verification$/);
    const row = queueRow(staff.page, family.transactionId);
    await expect(row).toContainText(family.firstMonth.number);
    await expect(row.getByRole("link", { name: parent.fullName })).toHaveAttribute(
      "href",
      `/staff/parents/${parent.id}`,
    );
    await expect(row).toContainText(parent.email);
    await expect(row).toContainText(fees.taka(fees.preschool.monthly));
    await expect(row).toContainText("bKash");
    await expect(row).toContainText("01711000000");
    await expect(row.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

    // Another family claims the same TrxID: refused, and staff see the claim on this transfer before deciding.
    const other = await createUser(staff.page.request, {
      fullName: `Other Claimant ${crypto.randomUUID().slice(0, 6)}`,
    });
    const otherPlace = await createPlace(staff.page.request, other.id);
    await expect(
      createTransfer(staff.page.request, other.id, otherPlace.invoices[0]!.id, family.transactionId),
    ).rejects.toThrow(/answered 409/);
    await staff.page.reload();
    await expect(row.getByTestId("refused-duplicates")).toContainText(other.fullName);
    await expect(row.getByTestId("refused-duplicates")).toContainText(otherPlace.invoices[0]!.number);

    await waitForEnhancement(staff.page);
    await row.getByRole("button", { name: "Approve" }).click();
    const approved = toast(staff.page, "Payment approved");
    await expect(approved).toContainText(`(${family.firstMonth.number}). The parent has been emailed the receipt.`);
    await expect(approved).toContainText(fees.taka(fees.preschool.monthly));
    const receiptNumber = (await approved.textContent())?.match(/RCT-\d{4}-\d{4,}/)?.[0];
    expect(receiptNumber).toBeTruthy();
    await expect(row).toHaveCount(0);

    // The family's invoices: paid, with the receipt; the admission fee is still due.
    await staff.page.goto(`/staff/parents/${parent.id}`);
    await staff.page.getByRole("link", { name: "Invoices", exact: true }).click();
    await expect(staff.page).toHaveURL(`/staff/parents/${parent.id}/invoices`);
    const paid = invoiceRow(staff.page, family.firstMonth.number);
    await expect(paid.getByText("Paid", { exact: true })).toBeVisible();
    await expect(invoiceRow(staff.page, family.admission.number).getByText("Due", { exact: true })).toBeVisible();
    await paid.getByRole("link", { name: `Receipt for ${family.firstMonth.number}` }).click();
    await expect(staff.page).toHaveURL(/\/staff\/payments\/receipts\/[0-9a-f-]{36}$/);
    await expect(staff.page.getByText(receiptNumber!).first()).toBeVisible();
    await expect(staff.page.getByText(family.transactionId).first()).toBeVisible();

    const mail = await mailbox.waitFor(parent.email, `Receipt ${receiptNumber}`);
    expect(mail.text).toContain(fees.taka(fees.preschool.monthly));
    expect(mail.text).toContain(family.transactionId);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("Reject needs a reason; with one, the invoice is due again and the parent is told why", async ({
      parent,
      signedInStaff: staff,
    }) => {
      const family = await familyWithTransfer(staff.page.request, parent);
      await staff.page.goto("/staff/payments");
      const row = queueRow(staff.page, family.transactionId);
      await row.getByText("Reject…").click();
      await row.getByRole("button", { name: "Reject payment" }).click();
      await expect(toast(staff.page, "Error")).toContainText("Please give the reason; the parent will read it.");
      const reason = row.getByLabel("Reason");
      await expect(reason).toBeVisible();
      await expect(reason).toHaveAccessibleDescription(/Please give the reason; the parent will read it\./);

      await reason.fill("No such TrxID on our bKash statement.");
      await row.getByRole("button", { name: "Reject payment" }).click();
      await expect(toast(staff.page, "Payment rejected")).toContainText(
        `${family.firstMonth.number} is due again, and the parent has been emailed the reason.`,
      );
      await expect(row).toHaveCount(0);

      await staff.page.goto(`/staff/parents/${parent.id}/invoices`);
      const invoice = invoiceRow(staff.page, family.firstMonth.number);
      await expect(invoice.getByText("Due", { exact: true })).toBeVisible();
      await expect(invoice).toContainText("Last payment rejected: No such TrxID on our bKash statement.");
      const mail = await mailbox.waitFor(parent.email, "We could not verify your payment");
      expect(mail.text).toContain("No such TrxID on our bKash statement.");
    });

    test("the month's CSV downloads from the GET form", async ({ parent, signedInStaff: staff }) => {
      const family = await familyWithTransfer(staff.page.request, parent);
      await staff.page.goto("/staff/payments");
      await expect(staff.page.getByLabel("Month")).toHaveValue(dhakaMonth());
      const [download] = await Promise.all([
        staff.page.waitForEvent("download"),
        staff.page.getByRole("button", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`payments-${dhakaMonth()}.csv`);
      const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
      expect(text.toString("utf8")).toContain(family.transactionId);
    });
  });

  test("approving twice makes one payment: the second click, and a race, say it was already decided", async ({
    parent,
    signedInStaff: staff,
  }) => {
    const family = await familyWithTransfer(staff.page.request, parent);
    // Two tabs with the same queue; the first approves.
    const other = await staff.context.newPage();
    await staff.page.goto("/staff/payments");
    await other.goto("/staff/payments");
    await waitForEnhancement(other);
    await queueRow(staff.page, family.transactionId).getByRole("button", { name: "Approve" }).click();
    await expect(toast(staff.page, "Payment approved")).toBeVisible();
    await queueRow(other, family.transactionId).getByRole("button", { name: "Approve" }).click();
    await expect(toast(other, "Already decided")).toContainText("Programme Admin already approved this payment on");
    await expect(toast(other, "Already decided")).toContainText("Nothing was changed.");
    await expect(queueRow(other, family.transactionId)).toHaveCount(0);

    // The admission fee's transfer, approved by two posts at once.
    const admissionTrx = newTransactionId();
    const { id } = await createTransfer(staff.page.request, parent.id, family.admission.id, admissionTrx);
    const answers = await Promise.all(
      [1, 2].map(() => postForm(staff.page, "/staff/payments", { intent: "approve", transferId: id })),
    );
    expect(answers.map((answer) => answer.status())).toEqual([200, 200]);

    // One payment for each transfer.
    await staff.page.goto(`/staff/parents/${parent.id}`);
    await expect(staff.page.getByTestId("staff-payment")).toHaveCount(2);
    await expect(staff.page.getByTestId("staff-payment").filter({ hasText: admissionTrx })).toHaveCount(1);
    await staff.page.goto(`/staff/parents/${parent.id}/invoices`);
    await expect(staff.page.getByTestId("invoice-row").getByText("Paid", { exact: true })).toHaveCount(2);
  });

  test("the CSV export: BOM, CRLF, header, plain amounts, a bad month refused", async ({
    parent,
    signedInStaff: staff,
  }) => {
    const family = await familyWithTransfer(staff.page.request, parent);
    const response = await staff.page.request.get(`/staff/payments/export.csv?month=${dhakaMonth()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="payments-${dhakaMonth()}.csv"`);
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Submitted,Invoice(s),Parent,Parent email,Method,Sender number,Transaction ID,Amount,Currency,Status,Decided by,Decided at,Reject reason,Receipt,Credit note,Refund reason",
    );
    expect(lines.at(-1)).toBe("");
    const line = lines.find((l) => l.includes(family.transactionId));
    expect(line).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${family.firstMonth.number},${parent.fullName},${parent.email},bKash,01711000000,${family.transactionId},${fees.preschool.monthly.toFixed(2).replace(".", "\\.")},BDT,Awaiting verification,,,,,,$`,
      ),
    );

    for (const month of ["2026-13", "November", "2026-1"]) {
      const bad = await staff.page.request.get(`/staff/payments/export.csv?month=${encodeURIComponent(month)}`);
      expect(bad.status(), month).toBe(400);
    }
  });

  test("a one-off invoice (once, however often its form is sent), void with a reason, a cash payment", async ({
    parent,
    signedInStaff: staff,
  }) => {
    const place = await createPlace(staff.page.request, parent.id);
    const admission = place.invoices[0]!;
    const page = staff.page;
    await page.goto(`/staff/parents/${parent.id}/invoices`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoices");
    await waitForEnhancement(page);

    const form = page.getByRole("form", { name: "New invoice" });
    await expect(form.getByLabel("For")).toHaveValue("");
    await expect(form.getByLabel("Due date")).toHaveValue(addDays(dhakaToday(), 7));
    await form.getByLabel("For").selectOption({ label: parent.childName });
    await form.getByLabel("Description").fill("Adventure session, 12 December");
    await form.getByLabel("Amount in taka").fill("1500");
    await form.getByRole("button", { name: "Create invoice" }).click();
    const created = toast(page, "Invoice created");
    await expect(created).toContainText(`for ৳1,500.00, due ${longDate(addDays(dhakaToday(), 7))}.`);
    const adventure = page.getByTestId("invoice-row").filter({ hasText: "Adventure session, 12 December" });
    await expect(adventure).toHaveCount(1);
    await expect(adventure).toContainText(parent.childName);
    await expect(adventure).toContainText("৳1,500.00");

    // The same form sent twice (a double click, a retry) makes one invoice.
    const key = await form.locator('input[name="idempotencyKey"]').inputValue();
    const once = {
      intent: "invoice.create",
      idempotencyKey: key,
      childId: "",
      description: "Adventure session, 19 December",
      amountPoisha: "1500",
      dueDate: addDays(dhakaToday(), 7),
    };
    await Promise.all([1, 2].map(() => postForm(page, `/staff/parents/${parent.id}/invoices`, once)));
    await postForm(page, `/staff/parents/${parent.id}/invoices`, once);
    await page.reload();
    const second = page.getByTestId("invoice-row").filter({ hasText: "Adventure session, 19 December" });
    await expect(second).toHaveCount(1);
    await expect(second).toContainText("Whole family");

    // Void needs a reason.
    await waitForEnhancement(page);
    await adventure.getByText("Void…").click();
    await adventure.getByRole("button", { name: "Void invoice" }).click();
    await expect(adventure.getByText("Please give the reason for voiding it.").first()).toBeVisible();
    await adventure.getByLabel("Reason").fill("Booked twice by mistake.");
    await adventure.getByRole("button", { name: "Void invoice" }).click();
    await expect(toast(page, "Invoice voided")).toBeVisible();
    await expect(adventure.getByText("Void", { exact: true })).toBeVisible();
    await expect(adventure).toContainText("Reason: Booked twice by mistake.");
    await expect(adventure.getByRole("button", { name: "Void invoice" })).toHaveCount(0);

    // Cash paid at the office.
    const fee = invoiceRow(page, admission.number);
    await fee.getByText("Record a payment…").click();
    await expect(fee.getByLabel("Method")).toHaveValue("cash");
    await expect(fee.getByLabel("Date paid")).toHaveValue(dhakaToday());
    await fee.getByLabel("Reference (optional)").fill("Cash book 12");
    await fee.getByRole("button", { name: "Record payment" }).click();
    await expect(toast(page, "Payment recorded")).toContainText(
      new RegExp(
        `Receipt RCT-\\d{4}-\\d{4,}: ${fees.takaPattern(fees.preschool.admission)} by Cash\\. The parent has been emailed the receipt\\.`,
      ),
    );
    await expect(fee.getByText("Paid", { exact: true })).toBeVisible();
    await fee.getByRole("link", { name: `Receipt for ${admission.number}` }).click();
    await expect(page.getByText("Cash book 12").first()).toBeVisible();
  });

  test("parents get 404 for the payments pages and the export", async ({ page, signedInParent }) => {
    for (const path of [
      "/staff/payments",
      "/staff/payments/export.csv",
      `/staff/parents/${signedInParent.id}/invoices`,
      "/staff/payments/receipts/00000000-0000-4000-8000-000000000000",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto("/staff/payments");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    const post = await postForm(page, "/staff/payments", { intent: "approve", transferId: crypto.randomUUID() });
    expect(post.status()).toBe(404);
  });

  test("unknown families and receipts are 404 for staff too", async ({ signedInStaff: staff }) => {
    for (const path of [
      "/staff/parents/no-such-parent/invoices",
      "/staff/payments/receipts/00000000-0000-4000-8000-000000000000",
      "/staff/payments/receipts/not-an-id",
    ]) {
      expect((await staff.page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("axe finds nothing and nothing overflows sideways on a 390 px phone", async ({
    parent,
    signedInStaff: staff,
  }) => {
    const family = await familyWithTransfer(staff.page.request, parent);
    const page = staff.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/staff/payments");
    await expect(queueRow(page, family.transactionId)).toBeVisible();
    await queueRow(page, family.transactionId).getByText("Reject…").click();
    await waitForEnhancement(page);
    expect(await axeViolations(page), "/staff/payments").toEqual([]);
    expect(await sidewaysOverflow(page), "/staff/payments").toBeLessThanOrEqual(0);

    await queueRow(page, family.transactionId).getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Payment approved")).toBeVisible();
    await page.goto(`/staff/parents/${parent.id}/invoices`);
    await invoiceRow(page, family.admission.number).getByText("Void…").click();
    await waitForEnhancement(page);
    expect(await axeViolations(page), "invoices").toEqual([]);
    expect(await sidewaysOverflow(page), "invoices").toBeLessThanOrEqual(0);

    await invoiceRow(page, family.firstMonth.number)
      .getByRole("link", { name: /^Receipt/ })
      .click();
    await expect(page).toHaveURL(/\/staff\/payments\/receipts\//);
    await waitForEnhancement(page);
    expect(await axeViolations(page), "receipt").toEqual([]);
    expect(await sidewaysOverflow(page), "receipt").toBeLessThanOrEqual(0);
  });
});
