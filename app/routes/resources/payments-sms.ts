import crypto from "node:crypto";
import { data } from "react-router";
import { reconcileMessages } from "~/server/data/reconcile.server";
import { env } from "~/server/env.server";
import { BodyTooLargeError, readBoundedBody } from "~/server/forms/read-form.server";
import { clientKey, retryAfterHeader, spend } from "~/server/rate-limit.server";
import type { Route } from "./+types/payments-sms";

/**
 * POST /api/payments/sms: an SMS-forwarding app on the school's phone posts each bKash or Nagad message it receives,
 * and it is matched as a staff member's paste would be (docs/product.md#reconciling-mobile-money). The body is the
 * message text (or JSON with `text` or `message`), signed: `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw
 * body with PAYMENT_SMS_SECRET. Unset, the endpoint answers 503; a wrong signature 401; a body over 16 KB 413; more
 * than its budget of posts from one address 429. Posting the same message again changes nothing.
 */

/** A few messages at most: one SMS is 1 KB or less. */
export const SMS_MAX_BYTES = 16 * 1024;

const json = (body: unknown, status: number, headers?: HeadersInit) =>
  data(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function loader() {
  return json({ error: "Use POST." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, 405, { Allow: "POST" });
  const secret = env().PAYMENT_SMS_SECRET;
  if (!secret) return json({ error: "not set up" }, 503);
  const budget = await spend("paymentSmsPerIp", clientKey(context.clientIp));
  if (!budget.ok) return json({ error: "Too many requests." }, 429, retryAfterHeader(budget.retryAfterSeconds));
  let body: Buffer;
  try {
    body = await readBoundedBody(request, SMS_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: "Too large." }, 413);
    throw error;
  }
  if (!signedWith(secret, body, request.headers.get("X-Signature"))) return json({ error: "Bad signature." }, 401);
  const text = messageText(body, request.headers.get("Content-Type"));
  if (text === null) return json({ error: "No message text." }, 400);
  const lines = await reconcileMessages(text, { via: "sms", actorId: null }, new Date());
  return json(
    {
      messages: lines.map((line) => ({
        transactionId: line.message.transactionId,
        kind: line.message.kind,
        outcome: line.outcome,
      })),
    },
    200,
  );
}

/** The HMAC-SHA256 of `body` under `secret`, in hex: what the forwarder puts after 'sha256='. */
export const signatureOf = (secret: string, body: Buffer | string) =>
  crypto.createHmac("sha256", secret).update(body).digest("hex");

/** Whether the header carries the body's signature, compared in constant time. */
function signedWith(secret: string, body: Buffer, header: string | null) {
  const given = (header ?? "")
    .trim()
    .replace(/^sha256=/i, "")
    .toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(signatureOf(secret, body), "hex"));
}

/** The message text of the body: JSON's `text` or `message`, or the body itself. */
function messageText(body: Buffer, contentType: string | null) {
  const raw = body.toString("utf8");
  if (!/^application\/json\b/i.test(contentType ?? "")) return raw.trim() ? raw : null;
  try {
    const parsed = JSON.parse(raw) as { text?: unknown; message?: unknown };
    const text = typeof parsed.text === "string" ? parsed.text : parsed.message;
    return typeof text === "string" && text.trim() ? text : null;
  } catch {
    return null;
  }
}
