import { log } from "./log.server";

type MailHook = (data: { user: { email: string; name: string }; url: string; token: string }) => Promise<void>;

/**
 * The emails better-auth asks us to send. The accounts work replaces these with
 * templated mail through the outbox; until then the links are logged.
 */
export const authMailHooks: { sendVerificationEmail: MailHook; sendResetPassword: MailHook } = {
  async sendVerificationEmail({ user }) {
    log.warn("verification email template not wired yet", { to: user.email });
  },
  async sendResetPassword({ user }) {
    log.warn("reset email template not wired yet", { to: user.email });
  },
};
