import { isAPIError } from "better-auth/api";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { enhanced } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { loginSchema, missingFieldsToast } from "~/lib/schemas/login";
import { parseForm } from "~/lib/schemas/parse-form";
import { seo } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { auth } from "~/server/auth.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { clientKey, forget, isSpent, type Spend, spend } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { carriedRedirect, homeFor, requireAnonymous, safeRedirectPath } from "~/server/session.server";
import { ButtonLink } from "~/ui/button";
import { Field, FormErrors } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/login";
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
    title: m.auth_login_meta_title(),
    description: m.auth_login_meta_description(),
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { redirectTo: carriedRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

const loginError = (description: string): Toast => ({
  title: m.auth_login_error_title(),
  description,
  variant: "destructive",
});

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readTextForm(request);
  if (formData.get("intent") === "resend") return resendVerification(formData, context.clientIp);

  const submission = parseForm(formData, loginSchema);
  const reply = (options?: { formErrors?: string[] }) => submission.reply({ hideFields: ["password"], ...options });
  const refused = (spent: Extract<Spend, { ok: false }>, who: "connection" | "account") => {
    const { toast, message, headers } = tooManyAttempts(spent.retryAfterSeconds, who);
    return data(
      { lastResult: reply({ formErrors: [message] }), toast, unverifiedEmail: null },
      { status: 429, headers },
    );
  };

  const perIp = await spend("accountFormsPerIp", clientKey(context.clientIp));
  if (!perIp.ok) return refused(perIp, "connection");
  if (submission.status !== "success") {
    return data({ lastResult: reply(), toast: missingFieldsToast, unverifiedEmail: null }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  // Failed logins are counted per address, known or not, so a lock says nothing about whether it has an account.
  const lock = await isSpent("failedLoginsPerEmail", email);
  if (!lock.ok) return refused(lock, "account");

  const failed = (status: number, toast: Toast, unverifiedEmail: string | null = null) =>
    data({ lastResult: reply(), toast, unverifiedEmail }, { status });
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await forget("failedLoginsPerEmail", email);
    const role = (response.user as { role?: string | null }).role;
    const home = homeFor({ role: role === "admin" || role === "staff" ? role : "parent" });
    const cookies = new Headers();
    for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
    return redirectWithToast(
      redirectTo ? safeRedirectPath(redirectTo, home) : home,
      { title: m.auth_login_success(), variant: "success" },
      { headers: cookies },
    );
  } catch (error) {
    rethrowIfUnavailable(error);
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "EMAIL_NOT_VERIFIED") {
      return failed(403, loginError(m.auth_login_unverified()), email);
    }
    if (error.body?.code === "BANNED_USER") {
      return failed(403, loginError(m.auth_login_suspended()));
    }
    await spend("failedLoginsPerEmail", email);
    // One message whether the email is unknown or the password is wrong.
    return failed(401, loginError(m.auth_login_invalid()));
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "lastResult" in actionData ? actionData.lastResult : undefined;
  const unverifiedEmail = actionData && "unverifiedEmail" in actionData ? actionData.unverifiedEmail : null;
  const { form, fields, formProps } = useAuthForm("login", lastResult);

  const register = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";
  // A visitor sent here by 'Apply' most likely has no account yet: registering comes first (docs/product.md#accounts).
  const applying = cameToApply(redirectTo);
  const language = useLanguage();
  return (
    <AuthCard
      title={applying ? m.auth_apply_title() : m.auth_login_title()}
      intro={<p>{applying ? m.auth_apply_intro() : m.auth_login_intro()}</p>}
      footer={
        applying ? null : (
          <p>
            {m.auth_login_new_here()} <AuthLink to={register}>{m.auth_login_register_link()}</AuthLink>
          </p>
        )
      }
    >
      {applying ? (
        <>
          <ButtonLink to={localized(register, language)} className="w-full">
            {m.auth_apply_register()}
          </ButtonLink>
          <h2 className="mt-8 mb-4 border-t border-slate-200 pt-6 text-lg font-bold text-ink">
            {m.auth_apply_login_heading()}
          </h2>
        </>
      ) : null}
      <Toaster toasts={[actionData?.toast]} />
      {unverifiedEmail ? <ResendVerification email={unverifiedEmail} redirectTo={redirectTo} /> : null}
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
        <FormErrors form={form} />
        <Field meta={fields.email} type="email" label={m.auth_email_label()} autoComplete="email" />
        <Field meta={fields.password} type="password" label={m.auth_password_label()} autoComplete="current-password" />
        <p className="text-right text-sm">
          <AuthLink to="/forgot-password">{m.auth_forgot_link()}</AuthLink>
        </p>
        <SubmitButton label={m.auth_login_button()} pendingLabel={m.auth_login_pending()} />
      </Form>
    </AuthCard>
  );
}

/** Whether the page the visitor was going to is the application form. */
const cameToApply = (redirectTo: string | null) =>
  redirectTo !== null && /^\/enroll\/apply(?:[/?#]|$)/.test(redirectTo);

function ResendVerification({ email, redirectTo }: { email: string; redirectTo: string | null }) {
  return (
    <div role="status" className="mb-6 rounded-xl border border-sun-400 bg-sun-100 p-4 text-ink">
      <p className="font-semibold">{m.auth_unverified_title()}</p>
      <p className="mt-1 text-sm">{m.auth_unverified_text({ email })}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="email" value={email} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <SubmitButton
          intent="resend"
          label={m.auth_resend_button()}
          pendingLabel={m.auth_sending()}
          variant="outline"
          className="w-full sm:w-auto"
        />
      </Form>
    </div>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
