import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOneOffInvoice } from "~/server/data/invoices.server";
import { submitTransfer } from "~/server/data/transfers.server";
import { schema } from "~/server/db.server";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";

const SECRET = crypto.randomBytes(32).toString("hex");
const before = process.env.PAYMENT_SMS_SECRET;
afterAll(() => {
  if (before === undefined) delete process.env.PAYMENT_SMS_SECRET;
  else process.env.PAYMENT_SMS_SECRET = before;
});

/** The route module as a fresh server would load it, with PAYMENT_SMS_SECRET as given (env is read once per load). */
async function route(secret: string | undefined) {
  if (secret === undefined) delete process.env.PAYMENT_SMS_SECRET;
  else process.env.PAYMENT_SMS_SECRET = secret;
  vi.resetModules();
  const rateLimits = await import("~/server/rate-limit.server");
  rateLimits.resetLimiters();
  return import("./payments-sms");
}

const sign = (body: string, secret = SECRET) =>
  `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;

let ip = 0;
function post(
  action: (args: never) => unknown,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  clientIp = `10.77.0.${++ip % 250}`,
) {
  const request = new Request("http://localhost:3000/api/payments/sms", {
    method: "POST",
    body,
    headers: { "Content-Type": "text/plain", ...headers },
    duplex: "half",
  } as RequestInit);
  return Promise.resolve(action({ request, params: {}, context: { clientIp } } as never)).catch((e: unknown) => e);
}

const statusOf = (outcome: unknown) => (outcome as { init?: { status?: number } }).init?.status ?? 200;
const bodyOf = (outcome: unknown) => (outcome as { data: unknown }).data;

describe.each(databaseKinds())("the SMS forwarder's endpoint on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function pendingTransfer(transactionId: string) {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const invoice = (await createOneOffInvoice(
      staff.id,
      parent.id,
      {
        childId: null,
        description: "Session",
        amountPoisha: 200_000,
        dueDate: "2026-12-12",
        idempotencyKey: crypto.randomUUID(),
      },
      new Date(),
    ))!;
    const submitted = await submitTransfer(
      parent.id,
      [invoice.id],
      { method: "bkash", senderNumber: "01712000042", transactionId },
      new Date(),
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    return { parent, transferId: submitted.transferId };
  }

  const message = (trx: string) =>
    `You have received Tk 2,000.00 from 01712000042. Fee Tk 0.00. Balance Tk 9,000.00. TrxID ${trx} at 30/12/2024 13:22`;
  const trx = () => `SM${crypto.randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

  beforeEach(() => {
    ip += 7;
  });

  it("answers 503 'not set up' while PAYMENT_SMS_SECRET is unset, without reading the body", async () => {
    const { action } = await route(undefined);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++;
          controller.enqueue(new TextEncoder().encode("x"));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await post(action, body);
    expect(statusOf(answer)).toBe(503);
    expect(bodyOf(answer)).toEqual({ error: "not set up" });
    expect(pulled).toBe(0);
  });

  it("a wrong or missing signature is 401 and approves nothing; a signed message approves its transfer once", async () => {
    const { action } = await route(SECRET);
    const id = trx();
    const { parent, transferId } = await pendingTransfer(id);
    const text = message(id);
    expect(statusOf(await post(action, text))).toBe(401);
    expect(
      statusOf(await post(action, text, { "X-Signature": sign(text, "another-secret-of-enough-length-0000") })),
    ).toBe(401);
    expect(statusOf(await post(action, text, { "X-Signature": sign(`${text} `) }))).toBe(401);
    expect(statusOf(await post(action, text, { "X-Signature": "sha256=zz" }))).toBe(401);
    const [still] = await t.db.select().from(schema.transfers).where(eq(schema.transfers.id, transferId));
    expect(still!.status).toBe("pending");

    const answer = await post(action, text, { "X-Signature": sign(text) });
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toEqual({ messages: [{ transactionId: id, kind: "received", outcome: "approved" }] });
    const replay = await post(action, text, { "X-Signature": sign(text).replace("sha256=", "").toUpperCase() });
    expect(bodyOf(replay)).toEqual({ messages: [{ transactionId: id, kind: "received", outcome: "already-decided" }] });

    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.transferId, transferId));
    expect(payments).toHaveLength(1);
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, parent.email));
    expect(mails.filter((mail) => mail.subject.startsWith("Receipt"))).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, transferId))
      .then((rows) => rows.filter((row) => row.action === "transfer.approve"));
    expect(audit).toMatchObject({ actorId: null, after: expect.objectContaining({ via: "sms" }) });
  });

  it("takes JSON with the text, and answers 400 to a body without any", async () => {
    const { action } = await route(SECRET);
    const id = trx();
    await pendingTransfer(id);
    const json = JSON.stringify({ from: "bKash", text: message(id) });
    const answer = await post(action, json, { "Content-Type": "application/json", "X-Signature": sign(json) });
    expect(bodyOf(answer)).toMatchObject({ messages: [{ outcome: "approved" }] });
    const empty = JSON.stringify({ from: "bKash" });
    expect(
      statusOf(await post(action, empty, { "Content-Type": "application/json", "X-Signature": sign(empty) })),
    ).toBe(400);
  });

  it("refuses a body over 16 KB with 413, declared or not, before checking anything else", async () => {
    const { action, SMS_MAX_BYTES } = await route(SECRET);
    const big = "a".repeat(SMS_MAX_BYTES + 1);
    expect(statusOf(await post(action, big, { "X-Signature": sign(big) }))).toBe(413);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        if (sent > 1024 * 1024) return controller.close();
        controller.enqueue(new Uint8Array(4096).fill(97));
      },
    });
    expect(statusOf(await post(action, endless))).toBe(413);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("refuses more than its budget of posts from one address with 429 and Retry-After", async () => {
    const { action } = await route(SECRET);
    const { budgets } = await import("~/server/rate-limit.server");
    const from = "10.78.1.1";
    for (let i = 0; i < budgets.paymentSmsPerIp.points; i++)
      expect(statusOf(await post(action, "x", {}, from))).toBe(401);
    const refused = await post(action, "x", {}, from);
    expect(statusOf(refused)).toBe(429);
    expect((refused as { init: { headers: Record<string, string> } }).init.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(statusOf(await post(action, "x", {}, "10.78.1.2"))).toBe(401);
  });
});
