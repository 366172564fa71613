import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { env } from "../env.server";
import { log } from "../log.server";
import { inRecipientLanguage, type RenderedEmail } from "./render.server";
import { type MailTransport, transportFromEnv } from "./transport.server";

const { mailOutbox } = schema;

const MAX_ATTEMPTS = 12;
const LOCK_MS = 60_000;
const POLL_MS = 5_000;

/** Backoff after the nth failed attempt: 5 s, 10 s, 20 s … capped at 30 min. */
export function retryDelayMs(attempts: number) {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** A mail for STAFF_EMAIL, put in the outbox like any other; nothing when STAFF_EMAIL is unset. */
export async function enqueueStaffMail(email: RenderedEmail, tx: DbOrTx = db) {
  const to = env().STAFF_EMAIL;
  return to ? enqueueMail(to, email, tx) : null;
}

/**
 * The language a mail to `to` is written in (docs/product.md#mail): the language of the account with that address;
 * English for the school's own inbox (STAFF_EMAIL) when no account has it; else null, and the mail stays in the
 * language it was written in, the page's (a trial booked from a Bangla page, say).
 */
async function recipientLanguage(to: string, tx: DbOrTx): Promise<Language | null> {
  const address = to.trim().toLowerCase();
  const [user] = await tx
    .select({ language: schema.users.language })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, address))
    .limit(1);
  if (user) return user.language;
  return address === env().STAFF_EMAIL?.trim().toLowerCase() ? "en" : null;
}

/**
 * Puts a mail in the durable outbox. The caller's request never waits on SMTP:
 * the worker sends it, and retries until the server takes it. Pass a transaction to commit the
 * mail with the change it announces (then call kickMailWorker after the commit). A mail made by a template is
 * written again in its recipient's language when that is not the one it was written in.
 */
export async function enqueueMail(to: string, email: RenderedEmail, tx: DbOrTx = db) {
  const language = await recipientLanguage(to, tx);
  if (language) email = inRecipientLanguage(email, language);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      kind: email.kind,
      attachments: email.attachments?.length ? email.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  kickMailWorker();
  return row!.id;
}

/** `now()` plus some milliseconds, on the database's clock. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims the next due mail in one statement: the row is locked for a minute with FOR UPDATE SKIP LOCKED, so however
 * many instances run their worker, each mail is taken by one of them. "Due" is read on the database's clock, the
 * clock that stamped the row: a server's own clock may lag it (another instance's, or this one's milliseconds
 * against the database's microseconds), and a mail queued in the same millisecond would not yet be due.
 */
async function claimNextMail() {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ lockedUntil: fromNow(LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed ?? null;
}

/** Sends due mail one claimed row at a time until none is left or the transport fails. */
export async function processOutbox(transport: MailTransport) {
  let sent = 0;
  for (;;) {
    const claimed = await claimNextMail();
    if (!claimed) return sent;

    try {
      await transport.send(claimed);
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
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
          nextAttemptAt: fromNow(retryDelayMs(claimed.attempts)),
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

export const MAIL_BODY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A week after a mail went out (or failed for good), its body, which may hold a sign-in or reset link, is cleared
 * with its attachments; the row keeps who it went to, the subject, the kind and when.
 */
export async function clearOldMailBodies() {
  const cleared = await db
    .update(mailOutbox)
    .set({ html: "", text: "", attachments: null })
    .where(
      and(
        inArray(mailOutbox.status, ["sent", "failed"]),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, fromNow(-MAIL_BODY_RETENTION_MS)),
        or(ne(mailOutbox.html, ""), ne(mailOutbox.text, ""), isNotNull(mailOutbox.attachments)),
      ),
    )
    .returning({ id: mailOutbox.id });
  if (cleared.length) log.info("old mail bodies cleared", { count: cleared.length });
  return cleared.length;
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
