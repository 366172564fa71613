import { and, eq } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import type { MemberRegisterInput, RegisterInput } from "~/lib/schemas/register";
import { sendAccountExistsMail, sendVerificationMail } from "../auth-mail.server";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { isUniqueViolation } from "../db-errors.server";
import { hashPassword } from "../password.server";
import { recordRegistrationConsent } from "./care.server";
import { findUserByEmail, insertUserWithPassword } from "./users.server";

type Registered = { id: string; email: string; name: string };

/**
 * Registers a parent (docs/product.md#accounts, decision 005). The caller gets the same outcome whatever the address's
 * state:
 * - a new address: user, credential, profile and first child in one transaction, then a verification link;
 * - an address with an unverified account (someone may have registered it first to hijack it later): the owner's
 *   details and password replace that sign-up in one transaction, and only links sent from now on verify it;
 * - an address with a verified account: nothing changes, and its owner is told by email.
 * `sendMail` false stores the registration but sends no link (the address's mail budget is spent). `redirectTo` (a
 * same-site path) goes into the link, so verifying and logging in lead back to where the parent was going.
 * `language` is the one the registration page was shown in: the new account's, and so its mail's and dashboard's.
 */
export async function registerParent(
  input: RegisterInput | MemberRegisterInput,
  {
    sendMail = true,
    redirectTo = null,
    language = "en",
  }: { sendMail?: boolean; redirectTo?: string | null; language?: Language } = {},
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(input.email);
  if (existing?.emailVerified) {
    if (sendMail) await sendAccountExistsMail(existing, redirectTo);
    return;
  }

  let registered: Registered;
  try {
    registered = await db.transaction(async (tx) => {
      const unverified = existing ? await lockUnverified(tx, existing.id) : null;
      if (unverified) return replaceRegistration(tx, unverified.id, input, passwordHash, language);
      const id = await insertUserWithPassword(tx, {
        email: input.email,
        passwordHash,
        name: input.fullName,
        language,
      });
      await tx.insert(schema.profiles).values(profileValues(id, input));
      if ("childName" in input) await insertFirstChild(tx, id, input);
      return { id, email: input.email, name: input.fullName };
    });
  } catch (error) {
    // Two sign-ups raced for the same address: the later one goes the way of any address that has an account.
    if (!isUniqueViolation(error)) throw error;
    return registerParent(input, { sendMail, redirectTo, language });
  }
  if (sendMail) await sendVerificationMail(registered, db, redirectTo);
}

const profileValues = (id: string, input: RegisterInput | MemberRegisterInput) => ({
  id,
  fullName: input.fullName,
  phoneNumber: input.phone,
  termsAccepted: input.terms,
  mediaConsent: "mediaConsent" in input ? input.mediaConsent : false,
});

/** The first child, with the registration's photo and video tick as its choices (decision 026). */
async function insertFirstChild(tx: DbOrTx, parentId: string, input: RegisterInput) {
  const [child] = await tx
    .insert(schema.children)
    .values({ parentId, name: input.childName, age: input.childAge })
    .returning({ id: schema.children.id });
  await recordRegistrationConsent(tx, child!.id, parentId, input.mediaConsent);
}

async function lockUnverified(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), eq(schema.users.emailVerified, false)))
    .for("update");
  return row ?? null;
}

async function replaceRegistration(
  tx: DbOrTx,
  userId: string,
  input: RegisterInput | MemberRegisterInput,
  passwordHash: string,
  language: Language,
): Promise<Registered> {
  const now = new Date();
  await tx
    .update(schema.users)
    .set({ name: input.fullName, language, updatedAt: now })
    .where(eq(schema.users.id, userId));
  await tx
    .update(schema.accounts)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(schema.accounts.userId, userId), eq(schema.accounts.providerId, "credential")));
  const { id: _id, ...profile } = profileValues(userId, input);
  await tx
    .insert(schema.profiles)
    .values({ id: userId, ...profile, avatarKey: null })
    .onConflictDoUpdate({ target: schema.profiles.id, set: { ...profile, avatarKey: null, updatedAt: now } });
  await tx.delete(schema.children).where(eq(schema.children.parentId, userId));
  if ("childName" in input) await insertFirstChild(tx, userId, input);
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
  return { id: userId, email: input.email, name: input.fullName };
}
