import { isAPIError } from "better-auth/api";
import { data, Form, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";
import { enhanced } from "~/lib/handle";
import { parseForm } from "~/lib/schemas/parse-form";
import { resetPasswordSchema } from "~/lib/schemas/reset-password";
import { seo } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { validationErrorToast } from "~/lib/toast";
import { auth, isResetTokenUsable } from "~/server/auth.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/server/common-passwords.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
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
  ...seo(args, { title: "Reset Password", description: "Choose a new password." }),
  { name: "robots", content: "noindex" },
];

/** Usable only from the emailed link: its token must still be waiting to be used. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && (await isResetTokenUsable(token)) ? token : null };
}

const serverSchema = resetPasswordSchema.check(
  z.refine((value) => !isCommonPassword(value.password), { path: ["password"], message: COMMON_PASSWORD_MESSAGE }),
);

const linkExpired = "This reset link is invalid or has expired. Please request a new one.";

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
    const toast: Toast = { title: "Password Reset Error", description: error.message, variant: "destructive" };
    const lastResult =
      error.body?.code === "PASSWORD_TOO_COMMON"
        ? submission.reply({ hideFields, fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] } })
        : submission.reply({
            hideFields,
            formErrors: [error.body?.code === "INVALID_TOKEN" ? linkExpired : error.message],
          });
    return data({ lastResult, toast }, { status: 400 });
  }
  return redirectWithToast("/login", {
    title: "Password Reset Successful",
    description: "You can now log in with your new password.",
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
    <AuthCard title="Invalid Access">
      <p className="text-slate-700">This page should be accessed via the password reset link sent to your email.</p>
      <p className="mt-2 text-sm text-slate-600">
        Reset links work once, for one hour. If yours has expired, ask for a new one.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/forgot-password">Get a new reset link</ButtonLink>
        <AuthLink to="/login">Back to login</AuthLink>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("reset-password", actionData?.lastResult);

  return (
    <AuthCard title="Reset Password" intro={<p>Choose a new password for your account.</p>}>
      <Toaster toasts={[actionData?.toast]} />
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <FormErrors form={form} />
        <Field
          meta={fields.password}
          type="password"
          label="New Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
        />
        <Field meta={fields.confirmPassword} type="password" label="Confirm New Password" autoComplete="new-password" />
        <SubmitButton label="Reset Password" pendingLabel="Resetting..." />
      </Form>
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
