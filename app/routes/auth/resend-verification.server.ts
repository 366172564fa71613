import { data } from "react-router";
import { parseForm } from "~/lib/schemas/parse-form";
import { resendVerificationSchema } from "~/lib/schemas/resend-verification";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { auth } from "~/server/auth.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { carriedRedirect } from "~/server/session.server";
import { withTimeFloor } from "~/server/timing.server";
import { tooManyAttempts } from "./auth-ui";

/** As long as better-auth's own floor for this request, which it keeps whether or not the address has an account. */
const RESEND_TIME_FLOOR_MS = 500;

/**
 * 'Resend verification email', from the login page and from /verify-email. The answer is the same, in the same
 * time, whether or not the address has an unverified account, and whether or not its mail budget is spent.
 */
export async function resendVerification(formData: FormData, clientIp: string) {
  const submission = parseForm(formData, resendVerificationSchema);
  const perIp = await spend("mailPerIp", clientKey(clientIp));
  if (!perIp.ok) {
    const { toast, message, headers } = tooManyAttempts(perIp.retryAfterSeconds, "connection");
    return data(
      { resendResult: submission.reply({ formErrors: [message] }), toast, sent: false },
      { status: 429, headers },
    );
  }
  if (submission.status !== "success") {
    const toast: Toast = {
      title: m.auth_error_title(),
      description: m.auth_enter_valid_email(),
      variant: "destructive",
    };
    return data({ resendResult: submission.reply(), toast, sent: false }, { status: 400 });
  }
  // Where the parent was going (a same-site path) rides along in the link, as better-auth's callbackURL.
  const callbackURL = carriedRedirect(formData.get("redirectTo")) ?? undefined;
  await withTimeFloor(RESEND_TIME_FLOOR_MS, async () => {
    if ((await spend("verifyMailPerEmail", submission.value.email)).ok) {
      await auth()
        .api.sendVerificationEmail({ body: { email: submission.value.email, callbackURL } })
        .catch((error: unknown) => {
          rethrowIfUnavailable(error);
          throw error;
        });
    }
  });
  const toast: Toast = {
    title: m.auth_verification_sent_title(),
    description: m.auth_verification_sent_text(),
    variant: "success",
  };
  return data({ resendResult: submission.reply({ resetForm: true }), toast, sent: true });
}
