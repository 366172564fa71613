import { createEmailVerificationToken } from "better-auth/api";
import { env } from "./env.server";
import { enqueueMail } from "./mail/outbox.server";
import { accountExistsMail } from "./mail/templates/account-exists";
import { resetPasswordMail } from "./mail/templates/reset-password";
import { verifyEmailMail } from "./mail/templates/verify-email";
import { authSecret } from "./secret.server";

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

type MailUser = { id: string; email: string; name: string };

/** Links lead to our own pages, which call better-auth on the server (its HTTP endpoints stay closed). */
const verifyEmailUrl = (token: string) => `${env().APP_URL}/verify-email?${new URLSearchParams({ token })}`;
const resetPasswordUrl = (token: string) => `${env().APP_URL}/reset-password?${new URLSearchParams({ token })}`;

function queueVerificationMail(user: MailUser, token: string) {
  return enqueueMail(
    user.email,
    verifyEmailMail({ name: user.name, url: verifyEmailUrl(token), validHours: VERIFY_EMAIL_TTL_SECONDS / 3600 }),
  );
}

/** A fresh verification link for a just-registered user: the same signed token better-auth's verify endpoint checks. */
export async function sendVerificationMail(user: MailUser) {
  const token = await createEmailVerificationToken(authSecret(), user.email, undefined, VERIFY_EMAIL_TTL_SECONDS, {
    userId: user.id,
  });
  await queueVerificationMail(user, token);
}

/** Told to the owner of an address someone tried to register again. */
export async function sendAccountExistsMail(user: MailUser) {
  const appUrl = env().APP_URL;
  await enqueueMail(user.email, accountExistsMail({ name: user.name, loginUrl: `${appUrl}/login`, resetUrl: `${appUrl}/forgot-password` }));
}

type MailHook = (data: { user: MailUser; url: string; token: string }) => Promise<void>;

/** The emails better-auth asks us to send, templated and queued in the outbox. */
export const authMailHooks: { sendVerificationEmail: MailHook; sendResetPassword: MailHook } = {
  async sendVerificationEmail({ user, token }) {
    await queueVerificationMail(user, token);
  },
  async sendResetPassword({ user, token }) {
    await enqueueMail(
      user.email,
      resetPasswordMail({ name: user.name, url: resetPasswordUrl(token), validMinutes: RESET_PASSWORD_TTL_SECONDS / 60 }),
    );
  },
};
