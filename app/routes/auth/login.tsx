import { getFormProps, getInputProps } from "@conform-to/react";
import { parseForm } from "~/lib/schemas/parse-form";
import { isAPIError } from "better-auth/api";
import { data, Form, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { hydrate } from "~/lib/handle";
import { loginSchema, missingFieldsToast } from "~/lib/schemas/login";
import { seo } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { auth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { enforceRateLimit, rateLimits } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { homeFor, requireAnonymous, safeRedirectPath } from "~/server/session.server";
import { Field } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import { AuthCard, AuthErrorBoundary, retryAfterHeaders, AuthLink, SubmitButton, useAuthForm } from "./auth-ui";
import { resendVerification } from "./resend-verification.server";

export const handle = hydrate;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Login",
    description: "Log in to your parent dashboard.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

const loginError = (description: string): Toast => ({ title: "Login Error", description, variant: "destructive" });

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  enforceRateLimit(rateLimits.form, context.clientIp);
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resendVerification(formData, context.clientIp);

  const submission = parseForm(formData, loginSchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply({ hideFields: ["password"] }), toast: missingFieldsToast, unverifiedEmail: null }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const failed = (status: number, toast: Toast, unverifiedEmail: string | null = null) =>
    data({ lastResult: submission.reply({ hideFields: ["password"] }), toast, unverifiedEmail }, { status });
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const role = (response.user as { role?: string | null }).role;
    const home = homeFor({ role: role === "admin" || role === "staff" ? role : "parent" });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    return redirectWithToast(redirectTo ? safeRedirectPath(redirectTo, home) : home, { title: "Login Successful!", variant: "success" }, { headers: cookies });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "EMAIL_NOT_VERIFIED") {
      return failed(403, loginError("Please verify your email address before logging in. Check your inbox for the link we sent you."), email);
    }
    if (error.body?.code === "BANNED_USER") {
      return failed(403, loginError("This account has been suspended. Please contact us for help."));
    }
    // One message whether the email is unknown or the password is wrong.
    return failed(401, loginError("Invalid email or password."));
  }
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const lastResult = actionData && "lastResult" in actionData ? actionData.lastResult : undefined;
  const unverifiedEmail = actionData && "unverifiedEmail" in actionData ? actionData.unverifiedEmail : null;
  const { form, fields, cleared, clientToast } = useAuthForm(loginSchema, lastResult, () => missingFieldsToast);

  return (
    <AuthCard
      title="Login"
      intro={<p>Welcome back! Log in to your parent dashboard.</p>}
      footer={
        <p>
          New here? <AuthLink to="/register">Register</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast, clientToast]} />
      {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
      <Form method="post" {...getFormProps(form)} noValidate onInput={cleared.onInput} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field
          label="Email address"
          autoComplete="email"
          errors={cleared.errors(fields.email)}
          {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
          id={fields.email.id}
        />
        <Field
          label="Password"
          autoComplete="current-password"
          errors={cleared.errors(fields.password)}
          {...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
          id={fields.password.id}
        />
        <p className="text-right text-sm">
          <AuthLink to="/forgot-password">Forgot your password?</AuthLink>
        </p>
        <SubmitButton label="Login" pendingLabel="Logging in..." />
      </Form>
    </AuthCard>
  );
}

function ResendVerification({ email }: { email: string }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-sun-400 bg-sun-100 p-4 text-ink">
      <p className="font-semibold">Your email address is not verified yet.</p>
      <p className="mt-1 text-sm">Open the link in the email we sent to {email}. Can’t find it? We can send a new one.</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="email" value={email} />
        <SubmitButton intent="resend" label="Resend verification email" pendingLabel="Sending..." variant="outline" className="w-full sm:w-auto" />
      </Form>
    </div>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
