import { getFormProps, getInputProps } from "@conform-to/react";
import { parseForm } from "~/lib/schemas/parse-form";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/forgot-password";
import { hydrate } from "~/lib/handle";
import { forgotPasswordErrorToast, forgotPasswordSchema } from "~/lib/schemas/forgot-password";
import { seo } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { auth } from "~/server/auth.server";
import { log } from "~/server/log.server";
import { enforceRateLimit, rateLimits } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";
import { Field, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import { AuthCard, AuthErrorBoundary, retryAfterHeaders, AuthLink, SubmitButton, useAuthForm } from "./auth-ui";

export const handle = hydrate;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Forgot Password",
    description: "Get a link to reset your password.",
  });

const sentToast: Toast = { title: "Password Reset Email Sent", description: "Check your inbox for instructions.", variant: "success" };

/** The same answer whether or not the address has an account (PRODUCT.md 19). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  enforceRateLimit(rateLimits.form, context.clientIp);
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return { lastResult: null, toast: sentToast, sent: true };

  const submission = parseForm(formData, forgotPasswordSchema);
  if (submission.status !== "success") {
    const toast: Toast = forgotPasswordErrorToast(formData.get("email"));
    return data({ lastResult: submission.reply(), toast, sent: false }, { status: 400 });
  }
  enforceRateLimit(rateLimits.mail, context.clientIp);
  try {
    await auth().api.requestPasswordReset({ body: { email: submission.value.email } });
  } catch (error) {
    log.error("password reset request failed", { error });
    const toast: Toast = { title: "Password Reset Error", description: "We could not send the email just now. Please try again in a moment.", variant: "destructive" };
    return data({ lastResult: submission.reply(), toast, sent: false }, { status: 500 });
  }
  return { lastResult: null, toast: sentToast, sent: true };
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const { form, fields, cleared, clientToast } = useAuthForm(forgotPasswordSchema, actionData?.lastResult, (formData) =>
    forgotPasswordErrorToast(formData.get("email")),
  );

  return (
    <AuthCard
      title="Forgot Password"
      intro={actionData?.sent ? null : <p>Enter the email address you registered with and we will send you a link to choose a new password.</p>}
      footer={
        <p>
          Remembered it? <AuthLink to="/login">Back to login</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast, clientToast]} />
      {actionData?.sent ? (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-ink">Check your email</p>
          <p className="text-slate-700">
            If an account exists for that address, we have sent it a link to reset your password. The link works for one hour.
            If nothing arrives in a few minutes, check your spam folder.
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate onInput={cleared.onInput} className="relative flex flex-col gap-4">
          <Honeypot />
          <Field
            label="Email address"
            autoComplete="email"
            errors={cleared.errors(fields.email)}
            {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
            id={fields.email.id}
          />
          <SubmitButton label="Send Reset Link" pendingLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
