import { data, Form, useActionData, useLoaderData } from "react-router";
import { enhanced } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { readVerificationToken, verifyEmail } from "~/server/auth-mail.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { carriedRedirect } from "~/server/session.server";
import { Field, FormErrors } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/verify-email";
import {
  AuthCard,
  AuthErrorBoundary,
  AuthLink,
  retryAfterHeaders,
  SubmitButton,
  tooManyAttempts,
  useAuthForm,
} from "./auth-ui";
import { resendVerification } from "./resend-verification.server";

export const handle = enhanced;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Verify your email",
    description: "Confirm your email address to finish creating your parent account.",
  });

type LinkState = "none" | "confirm" | "expired" | "invalid";

/**
 * The emailed link lands here and only shows a 'Verify my email' button: opening a link changes nothing, so mail
 * scanners that follow links cannot verify an account. The button posts the token back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // Where the parent was going when they registered: verifying leads to /login, which leads back there.
  const redirectTo = carriedRedirect(search.get("redirectTo"));
  const token = search.get("token");
  if (!token) return { state: "none" as LinkState, token: null, email: null, redirectTo };
  const read = await readVerificationToken(token);
  if (read.state !== "ready") return { state: read.state as LinkState, token: null, email: null, redirectTo };
  return { state: "confirm" as LinkState, token, email: read.claims.email, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readTextForm(request);
  if (formData.get("intent") !== "verify") return resendVerification(formData, context.clientIp);

  const perIp = await spend("accountFormsPerIp", clientKey(context.clientIp));
  if (!perIp.ok) {
    const { toast, headers } = tooManyAttempts(perIp.retryAfterSeconds, "connection");
    return data({ resendResult: null, toast, sent: false, linkState: null }, { status: 429, headers });
  }
  const outcome = await verifyEmail(String(formData.get("token") ?? ""));
  if (outcome === "verified") {
    const redirectTo = carriedRedirect(formData.get("redirectTo"));
    return redirectWithToast(redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login", {
      title: "Email Verified",
      description: "Your email address is confirmed. You can now log in.",
      variant: "success",
    });
  }
  return data({ resendResult: null, toast: null, sent: false, linkState: outcome as LinkState }, { status: 400 });
}

const copy: Record<LinkState, { title: string; text: string }> = {
  confirm: {
    title: "Verify your email",
    text: "Press the button to confirm that this email address is yours. You can then log in to your parent dashboard.",
  },
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
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("resend-verification", actionData?.resendResult);
  const state = (actionData && "linkState" in actionData ? actionData.linkState : null) ?? loaded.state;
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
      {state === "confirm" && loaded.token ? (
        <Form method="post" className="flex flex-col gap-4">
          <p className="font-semibold break-all text-ink" data-testid="verify-address">
            {loaded.email}
          </p>
          <input type="hidden" name="token" value={loaded.token} />
          {loaded.redirectTo ? <input type="hidden" name="redirectTo" value={loaded.redirectTo} /> : null}
          <SubmitButton label="Verify my email" pendingLabel="Verifying..." intent="verify" />
        </Form>
      ) : actionData?.sent ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
          If that address has an account waiting for verification, a new link is on its way. It works for 24 hours.
        </p>
      ) : (
        <Form method="post" {...formProps} className="flex flex-col gap-4">
          {loaded.redirectTo ? <input type="hidden" name="redirectTo" value={loaded.redirectTo} /> : null}
          <FormErrors form={form} />
          <Field meta={fields.email} type="email" label="Email address" autoComplete="email" />
          <SubmitButton label="Send a new link" pendingLabel="Sending..." />
        </Form>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
