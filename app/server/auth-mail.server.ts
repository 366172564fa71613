import crypto from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { errors as joseErrors, jwtVerify } from "jose";
import { credentialPasswordHash } from "./data/profiles.server";
import type { DbOrTx } from "./db.server";
import { db, schema } from "./db.server";
import { env } from "./env.server";
import { enqueueMail } from "./mail/outbox.server";
import { accountExistsMail } from "./mail/templates/account-exists.server";
import { passwordChangedMail } from "./mail/templates/password-changed.server";
import { resetPasswordMail } from "./mail/templates/reset-password.server";
import { verifyEmailMail } from "./mail/templates/verify-email.server";
import { authSecret } from "./secret.server";

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

type MailUser = { id: string; email: string; name: string };

/**
 * Links lead to our own pages, which call better-auth on the server (its HTTP endpoints stay closed). A verification
 * link may carry where the parent was going (`redirectTo`, a same-site path checked again where it is used), so that
 * verifying and logging in lead back there.
 */
const verifyEmailUrl = (token: string, redirectTo: string | null = null) =>
  `${env().APP_URL}/verify-email?${new URLSearchParams(redirectTo ? { token, redirectTo } : { token })}`;
const loginUrl = (redirectTo: string | null = null) =>
  `${env().APP_URL}/login${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`;
const resetPasswordUrl = (token: string) => `${env().APP_URL}/reset-password?${new URLSearchParams({ token })}`;

/**
 * Which registration a verification link belongs to: a fingerprint of the credential's password hash. When the
 * real owner registers over an unverified sign-up, the hash (and so the stamp) changes, and links sent for the
 * earlier sign-up stop working.
 */
export const registrationStamp = (passwordHash: string) =>
  crypto.createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);

/**
 * Queues a fresh verification link for `user`, bound to their current registration. Every verification mail goes
 * through here, including the resends better-auth asks for (its own token is not used).
 */
export async function sendVerificationMail(user: MailUser, tx: DbOrTx = db, redirectTo: string | null = null) {
  const hash = await credentialPasswordHash(user.id, tx);
  const token = await createEmailVerificationToken(authSecret(), user.email, undefined, VERIFY_EMAIL_TTL_SECONDS, {
    userId: user.id,
    reg: hash ? registrationStamp(hash) : "",
  });
  await enqueueMail(
    user.email,
    verifyEmailMail({
      name: user.name,
      url: verifyEmailUrl(token, redirectTo),
      validHours: VERIFY_EMAIL_TTL_SECONDS / 3600,
    }),
    tx,
  );
}

type VerificationClaims = { email: string; userId: string; reg: string };

/** Checks a verification link's signature and age; says nothing about the account yet. */
export async function readVerificationToken(
  token: string,
): Promise<{ state: "ready"; claims: VerificationClaims } | { state: "expired" | "invalid" }> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(authSecret()), { algorithms: ["HS256"] });
    const { email, userId, reg, updateTo } = payload as Record<string, unknown>;
    if (typeof email !== "string" || typeof userId !== "string" || typeof reg !== "string" || updateTo)
      return { state: "invalid" };
    return { state: "ready", claims: { email, userId, reg } };
  } catch (error) {
    return { state: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
}

/**
 * The 'Verify my email' button (a POST, so mail scanners that open links verify nothing). The link must belong to
 * the account's current registration; verifying twice is harmless.
 */
export async function verifyEmail(token: string): Promise<"verified" | "expired" | "invalid"> {
  const read = await readVerificationToken(token);
  if (read.state !== "ready") return read.state;
  const { email, userId, reg } = read.claims;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user || user.email !== email.toLowerCase()) return "invalid";
    const hash = await credentialPasswordHash(userId, tx);
    if (!hash || registrationStamp(hash) !== reg) return "invalid";
    if (!user.emailVerified)
      await tx
        .update(schema.users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(schema.users.id, userId));
    return "verified";
  });
}

/** Told to the owner of an address someone tried to register again. */
export async function sendAccountExistsMail(user: MailUser, redirectTo: string | null = null) {
  await enqueueMail(
    user.email,
    accountExistsMail({
      name: user.name,
      loginUrl: loginUrl(redirectTo),
      resetUrl: `${env().APP_URL}/forgot-password`,
    }),
  );
}

/** After any password change: the owner can take the account back if it was not them. */
export async function sendPasswordChangedMail(user: MailUser) {
  await enqueueMail(user.email, passwordChangedMail({ name: user.name, resetUrl: `${env().APP_URL}/forgot-password` }));
}

type MailHook = (data: { user: MailUser; url: string; token: string }) => Promise<void>;

/** The emails better-auth asks us to send, templated and queued in the outbox. */
export const authMailHooks: { sendVerificationEmail: MailHook; sendResetPassword: MailHook } = {
  async sendVerificationEmail({ user, url }) {
    // A resend names where the parent was going as better-auth's callbackURL ('/' when nothing).
    const callback = new URL(url).searchParams.get("callbackURL");
    await sendVerificationMail(user, db, callback && callback !== "/" ? callback : null);
  },
  async sendResetPassword({ user, token }) {
    await enqueueMail(
      user.email,
      resetPasswordMail({
        name: user.name,
        url: resetPasswordUrl(token),
        validMinutes: RESET_PASSWORD_TTL_SECONDS / 60,
      }),
    );
  },
};
