import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { SupportStatus } from "../../../db/schema";
import { db, schema } from "../db.server";
import { enqueueMail, kickMailWorker } from "../mail/outbox.server";
import { supportReplyMail } from "../mail/templates/support-reply.server";
import { writeAudit } from "./audit.server";
import { type Attachment, publicAttachment } from "./support.server";

type PublicAttachment = Omit<Attachment, "key">;

/** Staff side of support: every parent's messages, threads, replies and status changes. */

const m = schema.supportMessages;
const r = schema.supportReplies;

/** Open first, then in progress, then closed; newest first within each. */
const statusOrder = sql`case ${m.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`;

export type StaffSupportRow = {
  id: string;
  subject: string;
  status: string;
  createdAt: Date;
  hasAttachment: boolean;
  replyCount: number;
  parent: { id: string; name: string; email: string };
};

export const SUPPORT_PAGE_SIZE = 50;

export async function listSupportMessages(filter: { status?: SupportStatus; page?: number }) {
  const page = Math.max(1, filter.page ?? 1);
  const where = filter.status ? eq(m.status, filter.status) : undefined;
  const replyCount = db.$with("reply_count").as(
    db
      .select({ messageId: r.messageId, n: count().as("n") })
      .from(r)
      .groupBy(r.messageId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .with(replyCount)
      .select({
        message: {
          id: m.id,
          subject: m.subject,
          status: m.status,
          createdAt: m.createdAt,
          attachmentKey: m.attachmentKey,
        },
        user: { id: schema.users.id, name: schema.users.name, email: schema.users.email },
        fullName: schema.profiles.fullName,
        replies: replyCount.n,
      })
      .from(m)
      .innerJoin(schema.users, eq(schema.users.id, m.userId))
      .leftJoin(schema.profiles, eq(schema.profiles.id, m.userId))
      .leftJoin(replyCount, eq(replyCount.messageId, m.id))
      .where(where)
      .orderBy(statusOrder, desc(m.createdAt), desc(m.id))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(m).where(where),
  ]);
  const messages: StaffSupportRow[] = rows.map(({ message, user, fullName, replies }) => ({
    id: message.id,
    subject: message.subject,
    status: message.status,
    createdAt: message.createdAt,
    hasAttachment: Boolean(message.attachmentKey),
    replyCount: Number(replies ?? 0),
    parent: { id: user.id, name: fullName || user.name, email: user.email },
  }));
  return { messages, total: total?.n ?? 0, page, pageSize: SUPPORT_PAGE_SIZE };
}

/** Staff answered last after the parent's latest word (the message, or their latest reply). */
const answered = sql`exists (select 1 from support_replies s where s.message_id = support_messages.id
  and s.author_id is distinct from support_messages.user_id
  and s.created_at > coalesce((select max(p.created_at) from support_replies p
    where p.message_id = support_messages.id and p.author_id = support_messages.user_id), support_messages.created_at))`;

/**
 * Threads waiting on staff's answer (docs/product.md#staff-console-and-roles): not closed, and the parent wrote last,
 * the message itself or a reply after staff's latest one.
 */
export async function countUnansweredSupport() {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(inArray(m.status, ["open", "in_progress"] satisfies SupportStatus[]), sql`not ${answered}`));
  return row?.n ?? 0;
}

export type StaffThread = {
  id: string;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  attachment: PublicAttachment | null;
  parent: { id: string; name: string; email: string; phone: string | null };
  replies: Array<{
    id: string;
    body: string;
    authorName: string | null;
    createdAt: Date;
    attachment: PublicAttachment | null;
    fromParent: boolean;
  }>;
};

/** One thread with the parent, the message, its attachment and the replies in order; null when missing. */
export async function getSupportThread(messageId: string): Promise<StaffThread | null> {
  if (!isUuid(messageId)) return null;
  const [row] = await db
    .select({ message: m, user: schema.users, profile: schema.profiles })
    .from(m)
    .innerJoin(schema.users, eq(schema.users.id, m.userId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, m.userId))
    .where(eq(m.id, messageId))
    .limit(1);
  if (!row) return null;
  const replies = await db
    .select({ reply: r, authorName: schema.users.name })
    .from(r)
    .leftJoin(schema.users, eq(schema.users.id, r.authorId))
    .where(eq(r.messageId, messageId))
    .orderBy(asc(r.createdAt), asc(r.id));
  return {
    id: row.message.id,
    subject: row.message.subject,
    message: row.message.message,
    status: row.message.status,
    createdAt: row.message.createdAt,
    attachment: publicAttachment(row.message),
    parent: {
      id: row.user.id,
      name: row.profile?.fullName || row.user.name,
      email: row.user.email,
      phone: row.profile?.phoneNumber ?? null,
    },
    replies: replies.map(({ reply, authorName }) => ({
      id: reply.id,
      body: reply.body,
      authorName,
      createdAt: reply.createdAt,
      attachment: publicAttachment(reply),
      fromParent: reply.authorId === row.message.userId,
    })),
  };
}

/**
 * Adds a staff reply (with its attachment, already stored) and sets the status, in one
 * transaction with the audit entry and the parent's email. Null when the message is gone.
 */
export async function replyToSupportMessage(
  actorId: string,
  messageId: string,
  input: { body: string; attachment: Attachment | null; status: SupportStatus; idempotencyKey: string },
): Promise<{ replyId: string; duplicate: boolean } | null> {
  if (!isUuid(messageId)) return null;
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: m.status, subject: m.subject, email: schema.users.email, name: schema.profiles.fullName })
      .from(m)
      .innerJoin(schema.users, eq(schema.users.id, m.userId))
      .leftJoin(schema.profiles, eq(schema.profiles.id, m.userId))
      .where(eq(m.id, messageId))
      .for("update", { of: m });
    if (!current) return null;
    const [reply] = await tx
      .insert(r)
      .values({
        messageId,
        authorId: actorId,
        body: input.body,
        attachmentKey: input.attachment?.key ?? null,
        attachmentName: input.attachment?.name ?? null,
        attachmentType: input.attachment?.type ?? null,
        attachmentSize: input.attachment?.size ?? null,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: r.idempotencyKey })
      .returning({ id: r.id });
    if (!reply) {
      // The same form was posted again (a double click or a retry): the first post made the reply and the email.
      const [first] = await tx.select({ id: r.id }).from(r).where(eq(r.idempotencyKey, input.idempotencyKey));
      return { replyId: first!.id, duplicate: true };
    }
    if (current.status !== input.status) {
      await tx.update(m).set({ status: input.status }).where(eq(m.id, messageId));
    }
    await writeAudit(tx, {
      actorId,
      action: "support.reply",
      entityType: "support",
      entityId: messageId,
      before: { status: current.status },
      after: { status: input.status, replyId: reply.id, reply: input.body, attachment: input.attachment?.name ?? null },
    });
    await enqueueMail(current.email, supportReplyMail({ name: current.name, subject: current.subject }), tx);
    return { replyId: reply.id, duplicate: false };
  });
  if (result) kickMailWorker();
  return result;
}

/** Moves a message to another status, audited. 'missing' when it is gone, 'unchanged' when it already had it. */
export async function setSupportStatus(actorId: string, messageId: string, status: SupportStatus) {
  if (!isUuid(messageId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: m.status }).from(m).where(eq(m.id, messageId)).for("update");
    if (!current) return "missing" as const;
    if (current.status === status) return "unchanged" as const;
    await tx.update(m).set({ status }).where(eq(m.id, messageId));
    await writeAudit(tx, {
      actorId,
      action: "support.status",
      entityType: "support",
      entityId: messageId,
      before: { status: current.status },
      after: { status },
    });
    return "changed" as const;
  });
}
