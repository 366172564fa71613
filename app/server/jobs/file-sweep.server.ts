import { isNotNull } from "drizzle-orm";
import { db, schema } from "../db.server";
import { log } from "../log.server";
import { avatarObjectKey, folders, type Storage } from "../storage/index.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes stored files that no row refers to and that are more than a day old: uploads whose request failed
 * after storing them (a crash between the upload and the database write), and replaced avatars whose deletion
 * failed. Younger files are left alone, since their row may not be written yet.
 */
export async function sweepOrphanFiles(store: Storage, now = new Date()) {
  const referenced = await referencedKeys();
  const cutoff = now.getTime() - DAY_MS;
  let removed = 0;
  for (const folder of Object.values(folders)) {
    for await (const object of store.list(folder)) {
      if (referenced.has(object.key) || object.modifiedAt.getTime() > cutoff) continue;
      await store.delete(object.key);
      removed++;
    }
  }
  if (removed) log.info("orphan files removed", { removed });
  return removed;
}

async function referencedKeys() {
  const [avatars, messages, replies] = await Promise.all([
    db.select({ key: schema.profiles.avatarKey }).from(schema.profiles).where(isNotNull(schema.profiles.avatarKey)),
    db
      .select({ key: schema.supportMessages.attachmentKey })
      .from(schema.supportMessages)
      .where(isNotNull(schema.supportMessages.attachmentKey)),
    db
      .select({ key: schema.supportReplies.attachmentKey })
      .from(schema.supportReplies)
      .where(isNotNull(schema.supportReplies.attachmentKey)),
  ]);
  return new Set([
    ...avatars.map((row) => avatarObjectKey(row.key!)),
    ...messages.map((row) => row.key!),
    ...replies.map((row) => row.key!),
  ]);
}
