import { getFormProps, getInputProps } from "@conform-to/react";
import { isAPIError } from "better-auth/api";
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/verify-email";
import { hydrate } from "~/lib/handle";
import { resendVerificationSchema } from "~/lib/schemas/resend-verification";
import { seo } from "~/lib/seo";
import { auth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { enforceRateLimit, rateLimits } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Field } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import { AuthCard, AuthErrorBoundary, retryAfterHeaders, AuthLink, SubmitButton, useAuthForm } from "./auth-ui";
import { resendVerification } from "./resend-verification.server";

export const handle = hydrate;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Verify your email",
    description: "Confirm your email address to finish creating your parent account.",
  });

type LinkState = "none" | "expired" | "invalid";

/** The emailed link lands here; better-auth checks its signed token and marks the address verified. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { state: "none" as LinkState };
  try {
    await auth().api.verifyEmail({ query: { token } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { state: (error.body?.code === "TOKEN_EXPIRED" ? "expired" : "invalid") as LinkState };
  }
  return redirectWithToast("/login", {
    title: "Email Verified",
    description: "Your email address is confirmed. You can now log in.",
    variant: "success",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  enforceRateLimit(rateLimits.form, context.clientIp);
  return resendVerification(await request.formData(), context.clientIp);
}

const copy: Record<LinkState, { title: string; text: string }> = {
  none: {
    title: "Verify your email",
    text: "To finish creating your account, open the link in the email we sent you. If it has not arrived, check your spam folder or ask for a new link below.",
  },
  expired: {
    title: "This link has expired",
    text: "Verification links work for 24 hours. Enter your email address and we will send you a new one.",
  },
  invalid: {
    title: "This link is not valid",
    text: "The link may be incomplete or mistyped. Enter your email address and we will send you a new one.",
  },
};

export default function VerifyEmailPage() {
  const { state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { form, fields, cleared } = useAuthForm(resendVerificationSchema, actionData?.resendResult);
  const { title, text } = copy[state];

  return (
    <AuthCard
      title={title}
      intro={<p>{text}</p>}
      footer={
        <p>
          Already verified? <AuthLink to="/login">Log in</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast]} />
      {actionData?.sent ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
          If that address has an account waiting for verification, a new link is on its way. It works for 24 hours.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate onInput={cleared.onInput} className="flex flex-col gap-4">
          <Field
            label="Email address"
            autoComplete="email"
            errors={cleared.errors(fields.email)}
            {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
            id={fields.email.id}
          />
          <SubmitButton label="Send a new link" pendingLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
