import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import type { Role } from "../../../db/schema";
import { type DbOrTx, db, schema } from "../db.server";
import { hashPassword } from "../password.server";

/** better-auth's credential account: the password hash lives on the account, not the user. */
export async function insertUserWithPassword(
  tx: DbOrTx,
  input: { email: string; name: string; role?: Role; emailVerified?: boolean; language?: Language } & (
    | { password: string }
    | { passwordHash: string }
  ),
) {
  const id = crypto.randomUUID();
  const now = new Date();
  await tx.insert(schema.users).values({
    id,
    email: input.email.toLowerCase(),
    name: input.name,
    role: input.role ?? "parent",
    emailVerified: input.emailVerified ?? false,
    language: input.language ?? "en",
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(schema.accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: "passwordHash" in input ? input.passwordHash : await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function findUserByEmail(email: string) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

/** The language of someone's pages and mail, as chosen in their profile or on the console's Language link. */
export async function setUserLanguage(userId: string, language: Language) {
  await db.update(schema.users).set({ language, updatedAt: new Date() }).where(eq(schema.users.id, userId));
}
