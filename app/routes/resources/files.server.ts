import { and, eq } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { type Attachment, toAttachment } from "~/server/data/support.server";
import { db, schema } from "~/server/db.server";

/**
 * Staff may download any support attachment (docs/product.md#files). Parents go through
 * getOwnAttachment, which is scoped by their id.
 */
export async function getAnyAttachment(messageId: string, replyId?: string): Promise<Attachment | null> {
  if (!isUuid(messageId) || (replyId !== undefined && !isUuid(replyId))) return null;
  if (replyId === undefined) {
    const [row] = await db
      .select()
      .from(schema.supportMessages)
      .where(eq(schema.supportMessages.id, messageId))
      .limit(1);
    return row ? toAttachment(row) : null;
  }
  const [row] = await db
    .select()
    .from(schema.supportReplies)
    .where(and(eq(schema.supportReplies.id, replyId), eq(schema.supportReplies.messageId, messageId)))
    .limit(1);
  return row ? toAttachment(row) : null;
}
