import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { oncePerRequest } from "../request-memo.server";
import { type ChildInput, saveFirstChild } from "./children.server";

/** The user's profile row, or null. Always scoped by the signed-in user's id. */
export async function getProfile(userId: string) {
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, userId)).limit(1);
  return profile ?? null;
}

/** The profile for a page request: the root, the dashboard layout and the page itself share one read. */
export const getRequestProfile = (request: Request, userId: string) =>
  oncePerRequest(request, `profile:${userId}`, () => getProfile(userId));

export type ProfileUpdate = {
  fullName: string;
  /** The family's first child; only its owner's form carries it (docs/product.md#families). */
  firstChild?: ChildInput;
  /** A newly stored avatar; undefined keeps the current one. */
  avatarKey?: string;
};

/**
 * Saves the profile form: the parent's name, the first child (decision 003) and, when given,
 * the new avatar key, in one transaction. Returns the avatar key it replaced, for deletion.
 */
export async function saveProfile(
  userId: string,
  update: ProfileUpdate,
): Promise<{ replacedAvatarKey: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarKey: schema.profiles.avatarKey })
      .from(schema.profiles)
      .where(eq(schema.profiles.id, userId))
      .for("update");
    const values = { fullName: update.fullName, ...(update.avatarKey ? { avatarKey: update.avatarKey } : {}) };
    await tx
      .insert(schema.profiles)
      .values({ id: userId, ...values })
      .onConflictDoUpdate({ target: schema.profiles.id, set: { ...values, updatedAt: new Date() } });
    if (update.firstChild) await saveFirstChild(tx, userId, update.firstChild);
    const previous = current?.avatarKey ?? null;
    return { replacedAvatarKey: update.avatarKey && previous !== update.avatarKey ? previous : null };
  });
}

/**
 * Sets a new password hash on the user's email-and-password account and ends every other
 * session (docs/product.md#accounts); the session making the change stays signed in. False when the user
 * has no password account.
 */
export async function replacePassword(userId: string, passwordHash: string, keepSessionId: string) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(schema.accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(schema.accounts.userId, userId), eq(schema.accounts.providerId, "credential")))
      .returning({ id: schema.accounts.id });
    if (updated.length === 0) return false;
    await tx
      .delete(schema.sessions)
      .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId)));
    return true;
  });
}

/** The hash on the user's email-and-password account, or null when there is none. */
export async function credentialPasswordHash(userId: string, tx: DbOrTx = db) {
  const [account] = await tx
    .select({ password: schema.accounts.password })
    .from(schema.accounts)
    .where(and(eq(schema.accounts.userId, userId), eq(schema.accounts.providerId, "credential")))
    .limit(1);
  return account?.password ?? null;
}
