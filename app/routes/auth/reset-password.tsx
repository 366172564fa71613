import { isAPIError } from "better-auth/api";
import { data, Form, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";
import { enhanced } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { parseForm } from "~/lib/schemas/parse-form";
import { passwordMin } from "~/lib/schemas/password";
import { resetPasswordSchema } from "~/lib/schemas/reset-password";
import { seo } from "~/lib/seo";
import { type Toast, validationErrorToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { auth, isResetTokenUsable } from "~/server/auth.server";
import { commonPasswordMessage, isCommonPassword } from "~/server/common-passwords.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { currentLanguage } from "~/server/language.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { ButtonLink } from "~/ui/button";
import { Field, FormErrors } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/reset-password";
import {
  AuthCard,
  AuthErrorBoundary,
  AuthLink,
  retryAfterHeaders,
  SubmitButton,
  tooManyAttempts,
  useAuthForm,
} from "./auth-ui";

export const handle = enhanced;

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, { title: m.auth_reset_meta_title(), description: m.auth_reset_meta_description() }),
  { name: "robots", content: "noindex" },
];

/** Usable only from the emailed link: its token must still be waiting to be used. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && (await isResetTokenUsable(token)) ? token : null };
}

const serverSchema = resetPasswordSchema.check(
  z.refine((value) => !isCommonPassword(value.password), { path: ["password"], error: commonPasswordMessage }),
);

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const submission = parseForm(await readTextForm(request), serverSchema);
  const hideFields = ["password", "confirmPassword"];
  const perIp = await spend("accountFormsPerIp", clientKey(context.clientIp));
  if (!perIp.ok) {
    const { toast, message, headers } = tooManyAttempts(perIp.retryAfterSeconds, "connection");
    return data(
      { lastResult: submission.reply({ hideFields, formErrors: [message] }), toast },
      { status: 429, headers },
    );
  }
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply({ hideFields }), toast: validationErrorToast }, { status: 400 });
  }
  try {
    // Ends every session of the user as well (revokeSessionsOnPasswordReset).
    await auth().api.resetPassword({ body: { newPassword: submission.value.password, token: submission.value.token } });
  } catch (error) {
    rethrowIfUnavailable(error);
    if (!isAPIError(error)) throw error;
    const code = error.body?.code;
    // better-auth's own messages are English; a Bangla page says what it can in Bangla.
    const reason =
      currentLanguage() === "en"
        ? error.message
        : code === "PASSWORD_TOO_COMMON"
          ? commonPasswordMessage()
          : code === "INVALID_TOKEN"
            ? m.auth_reset_link_expired()
            : m.auth_reset_failed();
    const toast: Toast = { title: m.auth_reset_error_title(), description: reason, variant: "destructive" };
    const lastResult =
      code === "PASSWORD_TOO_COMMON"
        ? submission.reply({ hideFields, fieldErrors: { password: [commonPasswordMessage()] } })
        : submission.reply({
            hideFields,
            formErrors: [code === "INVALID_TOKEN" ? m.auth_reset_link_expired() : reason],
          });
    return data({ lastResult, toast }, { status: 400 });
  }
  return redirectWithToast(localized("/login", currentLanguage()), {
    title: m.auth_reset_success_title(),
    description: m.auth_reset_success_text(),
    variant: "success",
  });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  if (!token) return <InvalidAccess />;
  return <ResetPasswordForm token={token} />;
}

function InvalidAccess() {
  return (
    <AuthCard title={m.auth_invalid_access_title()}>
      <p className="text-slate-700">{m.auth_invalid_access_text()}</p>
      <p className="mt-2 text-sm text-slate-600">{m.auth_invalid_access_note()}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={localized("/forgot-password", useLanguage())}>{m.auth_new_reset_link()}</ButtonLink>
        <AuthLink to="/login">{m.auth_back_to_login()}</AuthLink>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("reset-password", actionData?.lastResult);

  return (
    <AuthCard title={m.auth_reset_title()} intro={<p>{m.auth_reset_intro()}</p>}>
      <Toaster toasts={[actionData?.toast]} />
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <FormErrors form={form} />
        <Field
          meta={fields.password}
          type="password"
          label={m.auth_new_password_label()}
          autoComplete="new-password"
          placeholder={m.auth_new_password_placeholder({ min: passwordMin() })}
        />
        <Field
          meta={fields.confirmPassword}
          type="password"
          label={m.auth_confirm_new_password_label()}
          autoComplete="new-password"
        />
        <SubmitButton label={m.auth_reset_button()} pendingLabel={m.auth_reset_pending()} />
      </Form>
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
