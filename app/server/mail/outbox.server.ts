import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { db, schema } from "../db.server";
import type { DbOrTx } from "../data/users.server";
import { log } from "../log.server";
import { transportFromEnv, type MailTransport } from "./transport.server";
import type { RenderedEmail } from "./render.server";

const { mailOutbox } = schema;

const MAX_ATTEMPTS = 12;
const LOCK_MS = 60_000;
const POLL_MS = 5_000;

/** Backoff after the nth failed attempt: 5 s, 10 s, 20 s … capped at 30 min. */
export function retryDelayMs(attempts: number) {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Puts a mail in the durable outbox. The caller's request never waits on SMTP:
 * the worker sends it, and retries until the server takes it. Pass a transaction to commit the
 * mail with the change it announces (then call kickMailWorker after the commit).
 */
export async function enqueueMail(to: string, email: RenderedEmail, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ to, subject: email.subject, html: email.html, text: email.text, kind: email.kind })
    .returning({ id: mailOutbox.id });
  kickMailWorker();
  return row!.id;
}

/** Claims due mail one row at a time (a lock makes each row go out at most once) and sends it. */
export async function processOutbox(transport: MailTransport, now = new Date()) {
  let sent = 0;
  for (;;) {
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1);
    const candidate = due[0];
    if (!candidate) return sent;

    const [claimed] = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        and(
          eq(mailOutbox.id, candidate.id),
          eq(mailOutbox.status, "pending"),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .returning();
    if (!claimed) continue;

    try {
      await transport.send(claimed);
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, claimed.id));
      sent++;
      log.info("mail sent", { id: claimed.id, kind: claimed.kind, attempts: claimed.attempts });
    } catch (error) {
      const gaveUp = claimed.attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        })
        .where(eq(mailOutbox.id, claimed.id));
      log.warn(gaveUp ? "mail failed for good" : "mail send failed; will retry", {
        id: claimed.id,
        kind: claimed.kind,
        attempts: claimed.attempts,
        error: message,
      });
      // Transport is down: leave the rest for the next tick instead of failing them all now.
      return sent;
    }
  }
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;
let transport: MailTransport | undefined;

function tick() {
  if (running || !transport) return;
  running = processOutbox(transport)
    .catch((error) => log.error("mail worker error", { error }))
    .finally(() => (running = undefined));
}

/** Sends promptly after enqueueing instead of waiting for the next poll. */
export function kickMailWorker() {
  if (timer) setImmediate(tick);
}

export function startMailWorker(t: MailTransport = transportFromEnv()) {
  transport = t;
  timer ??= setInterval(tick, POLL_MS);
  timer.unref();
  tick();
}

export async function stopMailWorker() {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
