import { data, Form, useActionData, useLoaderData } from "react-router";
import { enhanced } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { readVerificationToken, verifyEmail } from "~/server/auth-mail.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { currentLanguage } from "~/server/language.server";
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
    title: m.auth_verify_meta_title(),
    description: m.auth_verify_meta_description(),
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
    const login = redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
    return redirectWithToast(localized(login, currentLanguage()), {
      title: m.auth_email_verified_title(),
      description: m.auth_email_verified_text(),
      variant: "success",
    });
  }
  return data({ resendResult: null, toast: null, sent: false, linkState: outcome as LinkState }, { status: 400 });
}

const copy: Record<LinkState, () => { title: string; text: string }> = {
  confirm: () => ({ title: m.auth_verify_title(), text: m.auth_verify_confirm_text() }),
  none: () => ({ title: m.auth_verify_title(), text: m.auth_verify_none_text() }),
  expired: () => ({ title: m.auth_verify_expired_title(), text: m.auth_verify_expired_text() }),
  invalid: () => ({ title: m.auth_verify_invalid_title(), text: m.auth_verify_invalid_text() }),
};

export default function VerifyEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("resend-verification", actionData?.resendResult);
  const state = (actionData && "linkState" in actionData ? actionData.linkState : null) ?? loaded.state;
  const { title, text } = copy[state]();

  return (
    <AuthCard
      title={title}
      intro={<p>{text}</p>}
      footer={
        <p>
          {m.auth_already_verified()} <AuthLink to="/login">{m.auth_log_in_link()}</AuthLink>
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
          <SubmitButton label={m.auth_verify_button()} pendingLabel={m.auth_verifying()} intent="verify" />
        </Form>
      ) : actionData?.sent ? (
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
          {m.auth_verify_sent_text()}
        </p>
      ) : (
        <Form method="post" {...formProps} className="flex flex-col gap-4">
          {loaded.redirectTo ? <input type="hidden" name="redirectTo" value={loaded.redirectTo} /> : null}
          <FormErrors form={form} />
          <Field meta={fields.email} type="email" label={m.auth_email_label()} autoComplete="email" />
          <SubmitButton label={m.auth_send_new_link()} pendingLabel={m.auth_sending()} />
        </Form>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
