import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { SupportStatus } from "../../../db/schema";
import { type DbOrTx, db, schema } from "../db.server";
import { enqueueStaffMail, kickMailWorker } from "../mail/outbox.server";
import { supportMessageStaffMail } from "../mail/templates/support-staff.server";

/** A stored attachment: the generated storage key plus what the user's file was called. */
export type Attachment = { key: string; name: string; type: string; size: number };

export type SupportReply = {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: Date;
  attachment: Omit<Attachment, "key"> | null;
  /** Written by the parent in their own thread, not by staff. */
  fromParent: boolean;
};

export type SupportThread = {
  id: string;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  attachment: Omit<Attachment, "key"> | null;
  /** Staff replied after the parent last opened the thread (docs/product.md#support-messages). */
  newReply: boolean;
  /** Who wrote the thread: the signed-in person, or (for a family's owner) another member. */
  writer: { id: string; name: string };
  replies: SupportReply[];
};

type AttachmentColumns = {
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
};

/** What a page may show of an attachment: never its storage key. */
export const publicAttachment = (row: AttachmentColumns): Omit<Attachment, "key"> | null =>
  row.attachmentKey
    ? {
        name: row.attachmentName ?? "attachment",
        type: row.attachmentType ?? "application/octet-stream",
        size: row.attachmentSize ?? 0,
      }
    : null;

const m = schema.supportMessages;
const r = schema.supportReplies;

/**
 * A staff reply written after the parent last opened the thread (or, never opened, after they wrote it). Staff are
 * anyone but the thread's writer; a reply whose author account is gone was staff's.
 */
// Spelled out in full: in a select list Drizzle leaves column names unqualified, and inside this subquery an
// unqualified created_at would be the reply's.
const hasNewReply = sql<boolean>`exists (select 1 from support_replies r where r.message_id = support_messages.id
  and r.author_id is distinct from support_messages.user_id
  and r.created_at > coalesce(support_messages.parent_seen_at, support_messages.created_at))`;

/**
 * Whose threads may be read: the writer's own, or the messages of any of `writers` (a family's owner reads every
 * member's, docs/product.md#families).
 */
const writtenBy = (writers: string | string[]) =>
  typeof writers === "string" ? eq(m.userId, writers) : inArray(m.userId, writers);

/** The messages of `writers`, newest first, each with the replies (staff's and the writer's) in the order written. */
export async function listSupportThreads(writers: string | string[]): Promise<SupportThread[]> {
  return threadsWhere(writers, writtenBy(writers));
}

/** One thread of `writers`; anyone else's, or a missing one, is null. */
export async function getOwnSupportThread(
  writers: string | string[],
  messageId: string,
): Promise<SupportThread | null> {
  if (!isUuid(messageId)) return null;
  const [thread] = await threadsWhere(writers, and(writtenBy(writers), eq(m.id, messageId)));
  return thread ?? null;
}

async function threadsWhere(writers: string | string[], where: SQL | undefined): Promise<SupportThread[]> {
  const messages = await db
    .select({ row: m, newReply: hasNewReply, writerName: schema.users.name })
    .from(m)
    .innerJoin(schema.users, eq(schema.users.id, m.userId))
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id));
  if (messages.length === 0) return [];

  const replies = await db
    .select({ reply: r, authorName: schema.users.name })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .leftJoin(schema.users, eq(schema.users.id, r.authorId))
    .where(
      and(
        writtenBy(writers),
        inArray(
          r.messageId,
          messages.map(({ row }) => row.id),
        ),
      ),
    )
    .orderBy(asc(r.createdAt), asc(r.id));

  return messages.map(({ row, newReply, writerName }) => ({
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt,
    attachment: publicAttachment(row),
    newReply: Boolean(newReply),
    writer: { id: row.userId, name: writerName },
    replies: replies
      .filter(({ reply }) => reply.messageId === row.id)
      .map(({ reply, authorName }) => ({
        id: reply.id,
        body: reply.body,
        authorName,
        createdAt: reply.createdAt,
        attachment: publicAttachment(reply),
        fromParent: reply.authorId === row.userId,
      })),
  }));
}

/** The parent opened the thread: its replies so far are no longer new. */
export async function markSupportThreadSeen(userId: string, messageId: string) {
  if (!isUuid(messageId)) return;
  await db
    .update(m)
    .set({ parentSeenAt: sql`now()` })
    .where(and(eq(m.id, messageId), eq(m.userId, userId)));
}

/** How many of the parent's threads hold a staff reply they have not opened yet, leaving out the one being opened. */
export async function countSupportThreadsWithNewReply(userId: string, opening?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.userId, userId), hasNewReply, opening && isUuid(opening) ? ne(m.id, opening) : undefined));
  return row?.n ?? 0;
}

/** Messages the parent is still waiting on: open or in progress. */
export async function countOpenSupportMessages(userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(schema.supportMessages)
    .where(
      and(
        eq(schema.supportMessages.userId, userId),
        ne(schema.supportMessages.status, "closed" satisfies SupportStatus),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Stores a new message with status open (docs/product.md#support-messages) and returns its id; staff are emailed
 * (STAFF_EMAIL) in the same transaction.
 */
export async function createSupportMessage(
  userId: string,
  input: { subject: string; message: string; attachment: Attachment | null },
) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(m)
      .values({
        userId,
        subject: input.subject,
        message: input.message,
        status: "open" satisfies SupportStatus,
        ...attachmentValues(input.attachment),
      })
      .returning({ id: m.id, createdAt: m.createdAt });
    await mailStaff(tx, userId, {
      kind: "message",
      messageId: row!.id,
      subject: input.subject,
      text: input.message,
      attachmentName: input.attachment?.name ?? null,
      sentAt: row!.createdAt,
    });
    return row!.id;
  });
  kickMailWorker();
  return id;
}

/**
 * The parent's reply in one of their own threads, with its attachment (already stored). A closed thread opens again;
 * the thread counts as seen; staff are emailed. Null when the thread is not theirs (or is gone); `duplicate` when the
 * same form was posted twice, which adds one reply and one email.
 */
export async function addParentReply(
  userId: string,
  messageId: string,
  input: { body: string; attachment: Attachment | null; idempotencyKey: string },
): Promise<{ replyId: string; duplicate: boolean } | null> {
  if (!isUuid(messageId)) return null;
  const result = await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ status: m.status, subject: m.subject })
      .from(m)
      .where(and(eq(m.id, messageId), eq(m.userId, userId)))
      .for("update");
    if (!thread) return null;
    const [reply] = await tx
      .insert(r)
      .values({
        messageId,
        authorId: userId,
        body: input.body,
        ...attachmentValues(input.attachment),
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: r.idempotencyKey })
      .returning({ id: r.id, createdAt: r.createdAt });
    if (!reply) {
      const [first] = await tx
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.idempotencyKey, input.idempotencyKey), eq(r.messageId, messageId), eq(r.authorId, userId)));
      return first ? { replyId: first.id, duplicate: true } : null;
    }
    await tx
      .update(m)
      .set({
        parentSeenAt: sql`now()`,
        ...(thread.status === ("closed" satisfies SupportStatus) ? { status: "open" satisfies SupportStatus } : {}),
      })
      .where(eq(m.id, messageId));
    await mailStaff(tx, userId, {
      kind: "reply",
      messageId,
      subject: thread.subject,
      text: input.body,
      attachmentName: input.attachment?.name ?? null,
      sentAt: reply.createdAt,
    });
    return { replyId: reply.id, duplicate: false };
  });
  if (result && !result.duplicate) kickMailWorker();
  return result;
}

const attachmentValues = (attachment: Attachment | null) => ({
  attachmentKey: attachment?.key ?? null,
  attachmentName: attachment?.name ?? null,
  attachmentType: attachment?.type ?? null,
  attachmentSize: attachment?.size ?? null,
});

/** Tells STAFF_EMAIL (when set) what the parent wrote, inside the transaction that stores it. */
async function mailStaff(
  tx: DbOrTx,
  userId: string,
  facts: Omit<Parameters<typeof supportMessageStaffMail>[0], "parentName" | "parentEmail">,
) {
  const [parent] = await tx
    .select({ email: schema.users.email, name: schema.users.name, fullName: schema.profiles.fullName })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.users.id))
    .where(eq(schema.users.id, userId))
    .limit(1);
  await enqueueStaffMail(
    supportMessageStaffMail({
      ...facts,
      parentName: parent?.fullName || parent?.name || "A parent",
      parentEmail: parent?.email ?? "",
    }),
    tx,
  );
}

/**
 * The attachment of one of the parent's own messages, or of a reply in one of their threads.
 * Someone else's message answers null, exactly like a missing one.
 */
export async function getOwnAttachment(
  writers: string | string[],
  messageId: string,
  replyId?: string,
): Promise<Attachment | null> {
  if (!isUuid(messageId) || (replyId !== undefined && !isUuid(replyId))) return null;
  if (replyId === undefined) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.id, messageId), writtenBy(writers)))
      .limit(1);
    return row ? toAttachment(row) : null;
  }
  const [row] = await db
    .select({ reply: r })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .where(and(eq(r.id, replyId), eq(r.messageId, messageId), writtenBy(writers)))
    .limit(1);
  return row ? toAttachment(row.reply) : null;
}

export function toAttachment(row: AttachmentColumns): Attachment | null {
  const public_ = publicAttachment(row);
  return public_ && row.attachmentKey ? { key: row.attachmentKey, ...public_ } : null;
}
