/** Public URL of a stored avatar (served with long cache headers by routes/resources). */
export const avatarUrl = (key: string | null | undefined) => (key ? `/files/avatars/${key}` : null);

/**
 * Download URL of a private support attachment: a parent's message, or a reply in its thread.
 * The files route checks that the viewer owns the message or is staff.
 */
export const attachmentUrl = (messageId: string, replyId?: string) =>
  `/files/support/${messageId}${replyId ? `/replies/${replyId}` : ""}`;
