import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { SupportStatus } from "../../../db/schema";
import { db, schema } from "../db.server";

/** A stored attachment: the generated storage key plus what the user's file was called. */
export type Attachment = { key: string; name: string; type: string; size: number };

export type SupportReply = {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: Date;
  attachment: Omit<Attachment, "key"> | null;
};

export type SupportThread = {
  id: string;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  attachment: Omit<Attachment, "key"> | null;
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

/** The parent's messages, newest first, each with the staff replies in the order they were written. */
export async function listSupportThreads(userId: string): Promise<SupportThread[]> {
  const m = schema.supportMessages;
  const messages = await db.select().from(m).where(eq(m.userId, userId)).orderBy(desc(m.createdAt), desc(m.id));
  if (messages.length === 0) return [];

  const r = schema.supportReplies;
  const replies = await db
    .select({ reply: r, authorName: schema.users.name })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .leftJoin(schema.users, eq(schema.users.id, r.authorId))
    .where(
      and(
        eq(m.userId, userId),
        inArray(
          r.messageId,
          messages.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(r.createdAt), asc(r.id));

  return messages.map((row) => ({
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt,
    attachment: publicAttachment(row),
    replies: replies
      .filter(({ reply }) => reply.messageId === row.id)
      .map(({ reply, authorName }) => ({
        id: reply.id,
        body: reply.body,
        authorName,
        createdAt: reply.createdAt,
        attachment: publicAttachment(reply),
      })),
  }));
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

/** Stores a new message with status open (docs/product.md#support-messages) and returns its id. */
export async function createSupportMessage(
  userId: string,
  input: { subject: string; message: string; attachment: Attachment | null },
) {
  const [row] = await db
    .insert(schema.supportMessages)
    .values({
      userId,
      subject: input.subject,
      message: input.message,
      status: "open" satisfies SupportStatus,
      attachmentKey: input.attachment?.key ?? null,
      attachmentName: input.attachment?.name ?? null,
      attachmentType: input.attachment?.type ?? null,
      attachmentSize: input.attachment?.size ?? null,
    })
    .returning({ id: schema.supportMessages.id });
  return row!.id;
}

/**
 * The attachment of one of the parent's own messages, or of a reply in one of their threads.
 * Someone else's message answers null, exactly like a missing one.
 */
export async function getOwnAttachment(
  userId: string,
  messageId: string,
  replyId?: string,
): Promise<Attachment | null> {
  if (!isUuid(messageId) || (replyId !== undefined && !isUuid(replyId))) return null;
  const m = schema.supportMessages;
  if (replyId === undefined) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.id, messageId), eq(m.userId, userId)))
      .limit(1);
    return row ? toAttachment(row) : null;
  }
  const r = schema.supportReplies;
  const [row] = await db
    .select({ reply: r })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .where(and(eq(r.id, replyId), eq(r.messageId, messageId), eq(m.userId, userId)))
    .limit(1);
  return row ? toAttachment(row.reply) : null;
}

export function toAttachment(row: AttachmentColumns): Attachment | null {
  const public_ = publicAttachment(row);
  return public_ && row.attachmentKey ? { key: row.attachmentKey, ...public_ } : null;
}
