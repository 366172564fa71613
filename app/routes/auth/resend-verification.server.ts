import { parseForm } from "~/lib/schemas/parse-form";
import { data } from "react-router";
import { resendVerificationSchema } from "~/lib/schemas/resend-verification";
import type { Toast } from "~/lib/toast";
import { auth } from "~/server/auth.server";
import { enforceRateLimit, rateLimits } from "~/server/rate-limit.server";

/**
 * 'Resend verification email', from the login page and from /verify-email. better-auth answers the
 * same, in the same time, whether or not the address has an unverified account.
 */
export async function resendVerification(formData: FormData, clientIp: string) {
  const submission = parseForm(formData, resendVerificationSchema);
  if (submission.status !== "success") {
    const toast: Toast = { title: "Error", description: "Please enter a valid email address.", variant: "destructive" };
    return data({ resendResult: submission.reply(), toast, sent: false }, { status: 400 });
  }
  enforceRateLimit(rateLimits.mail, clientIp);
  await auth().api.sendVerificationEmail({ body: { email: submission.value.email } });
  const toast: Toast = {
    title: "Verification Email Sent",
    description: "If your account still needs verifying, a new link is on its way. Please check your inbox.",
    variant: "success",
  };
  return data({ resendResult: submission.reply({ resetForm: true }), toast, sent: true });
}
