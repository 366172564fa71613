import type { RegisterInput } from "~/lib/schemas/register";
import { sendAccountExistsMail, sendVerificationMail } from "../auth-mail.server";
import { db, schema } from "../db.server";
import { hashPassword } from "../password.server";
import { findUserByEmail, insertUserWithPassword } from "./users.server";

/**
 * Creates the parent's user, credential, profile and first child in one transaction (PRODUCT.md 12),
 * then queues the verification mail. An address that already has an account gets the same outcome
 * for the caller; only its owner hears about the attempt, by email (PRODUCT.md 19).
 */
export async function registerParent(input: RegisterInput): Promise<void> {
  const existing = await findUserByEmail(input.email);
  if (existing) return notifyExistingOwner(existing, input.password);

  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await insertUserWithPassword(tx, { email: input.email, password: input.password, name: input.fullName });
      await tx.insert(schema.profiles).values({
        id,
        fullName: input.fullName,
        phoneNumber: input.phone,
        termsAccepted: input.terms,
        mediaConsent: input.mediaConsent,
      });
      await tx.insert(schema.children).values({ parentId: id, name: input.childName, age: input.childAge });
      return id;
    });
  } catch (error) {
    // Two sign-ups raced for the same address: the loser is treated like any taken address.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(input.email);
    if (!winner) throw error;
    return notifyExistingOwner(winner, input.password);
  }
  await sendVerificationMail({ id: userId, email: input.email, name: input.fullName });
}

async function notifyExistingOwner(user: { id: string; email: string; name: string; emailVerified: boolean }, password: string) {
  // Hash anyway, so a taken address costs the same time as a new one.
  await hashPassword(password);
  if (user.emailVerified) await sendAccountExistsMail(user);
  else await sendVerificationMail(user);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
