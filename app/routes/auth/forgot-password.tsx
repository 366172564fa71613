import { data, Form, useActionData } from "react-router";
import { enhanced } from "~/lib/handle";
import { forgotPasswordErrorToast, forgotPasswordSchema } from "~/lib/schemas/forgot-password";
import { parseForm } from "~/lib/schemas/parse-form";
import { seo } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { auth } from "~/server/auth.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { log } from "~/server/log.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";
import { withTimeFloor } from "~/server/timing.server";
import { Field, FormErrors, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/forgot-password";
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

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.auth_forgot_meta_title(),
    description: m.auth_forgot_meta_description(),
  });

const sentToast: Toast = {
  get title() {
    return m.auth_reset_sent_title();
  },
  get description() {
    return m.auth_reset_sent_text();
  },
  variant: "success",
};

/** Every request takes at least this long, so the answer's timing does not tell whether the address has an account. */
const FORGOT_TIME_FLOOR_MS = 200;

/** The same answer whether or not the address has an account (docs/product.md#accounts). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readTextForm(request);
  if (isHoneypotFilled(formData)) return { lastResult: null, toast: sentToast, sent: true };

  const submission = parseForm(formData, forgotPasswordSchema);
  const perIp = await spend("accountFormsPerIp", clientKey(context.clientIp));
  const mailPerIp =
    perIp.ok && submission.status === "success" ? await spend("mailPerIp", clientKey(context.clientIp)) : perIp;
  if (!mailPerIp.ok) {
    const { toast, message, headers } = tooManyAttempts(mailPerIp.retryAfterSeconds, "connection");
    return data(
      { lastResult: submission.reply({ formErrors: [message] }), toast, sent: false },
      { status: 429, headers },
    );
  }
  if (submission.status !== "success") {
    const toast: Toast = forgotPasswordErrorToast(formData.get("email"));
    return data({ lastResult: submission.reply(), toast, sent: false }, { status: 400 });
  }
  try {
    await withTimeFloor(FORGOT_TIME_FLOOR_MS, async () => {
      // An address that has had its share of reset mail gets the same answer and no further mail.
      if ((await spend("resetMailPerEmail", submission.value.email)).ok) {
        await auth().api.requestPasswordReset({ body: { email: submission.value.email } });
      }
    });
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("password reset request failed", { error });
    const toast: Toast = {
      title: m.auth_reset_error_title(),
      description: m.auth_reset_send_failed(),
      variant: "destructive",
    };
    return data({ lastResult: submission.reply(), toast, sent: false }, { status: 500 });
  }
  return { lastResult: null, toast: sentToast, sent: true };
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("forgot-password", actionData?.lastResult);

  return (
    <AuthCard
      title={m.auth_forgot_title()}
      intro={actionData?.sent ? null : <p>{m.auth_forgot_intro()}</p>}
      footer={
        <p>
          {m.auth_remembered()} <AuthLink to="/login">{m.auth_back_to_login()}</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast]} />
      {actionData?.sent ? (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-ink">{m.auth_check_email()}</p>
          <p className="text-slate-700">{m.auth_forgot_sent_text()}</p>
        </div>
      ) : (
        <Form method="post" {...formProps} className="relative flex flex-col gap-4">
          <Honeypot />
          <FormErrors form={form} />
          <Field meta={fields.email} type="email" label={m.auth_email_label()} autoComplete="email" />
          <SubmitButton label={m.auth_send_reset_link()} pendingLabel={m.auth_sending()} />
        </Form>
      )}
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
