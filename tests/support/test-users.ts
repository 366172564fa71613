import crypto from "node:crypto";
import { insertUserWithPassword } from "~/server/data/users.server";
import { type Database, schema } from "~/server/db.server";
import type { Role } from "../../db/schema";

/** A verified user with a profile (and optionally children) in a test database. */
export async function makeUser(
  db: Database,
  options: { name?: string; role?: Role; phone?: string; children?: string[]; email?: string } = {},
) {
  const name = options.name ?? "Test Parent";
  const email = options.email ?? `${crypto.randomUUID()}@test.example`;
  const id = await insertUserWithPassword(db, {
    email,
    password: "kite-runner-42",
    name,
    role: options.role,
    emailVerified: true,
  });
  await db
    .insert(schema.profiles)
    .values({ id, fullName: name, phoneNumber: options.phone ?? null, termsAccepted: true });
  // Children are listed by creation time, and PGlite's clock can give two quick inserts the same one.
  const start = Date.now();
  for (const [i, child] of (options.children ?? []).entries()) {
    await db.insert(schema.children).values({ parentId: id, name: child, age: 4, createdAt: new Date(start + i) });
  }
  return { id, email, name };
}

/** A parent acting for the family they own alone: the records' account and the actor are the same person. */
export const soleParent = (userId: string) => ({ accountId: userId, userId });
