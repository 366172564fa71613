import { data, Form, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";
import { enhanced } from "~/lib/handle";
import { parseForm } from "~/lib/schemas/parse-form";
import { registerSchema } from "~/lib/schemas/register";
import { seo } from "~/lib/seo";
import { limits } from "~/lib/site-config";
import { validationErrorToast } from "~/lib/toast";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/server/common-passwords.server";
import { registerParent } from "~/server/data/accounts.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { log } from "~/server/log.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";
import { carriedRedirect, requireAnonymous } from "~/server/session.server";
import { withTimeFloor } from "~/server/timing.server";
import { CheckboxField, Field, FormErrors, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/register";
import {
  AuthCard,
  AuthErrorBoundary,
  AuthLink,
  retryAfterHeaders,
  SubmitButton,
  textLink,
  tooManyAttempts,
  useAuthForm,
} from "./auth-ui";

export const handle = enhanced;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Create your Account",
    description: "Register as a parent to manage your child’s learning.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { redirectTo: carriedRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

/** /login, still carrying where the parent was going. */
const loginPath = (redirectTo: string | null) =>
  redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";

const serverSchema = registerSchema.check(
  z.refine((value) => !isCommonPassword(value.password), { path: ["password"], message: COMMON_PASSWORD_MESSAGE }),
);

const signupSuccess = {
  title: "Signup Successful!",
  description: "Please check your email to verify your account.",
  variant: "success",
} as const;

const hideFields = ["password", "confirmPassword"];

/**
 * Every registration takes at least this long, whatever the address's state (new, unverified or taken), so the time
 * an answer takes cannot tell anyone whether an address has an account (PRODUCT.md 19). Unpadded, both paths take
 * 15–20 ms on our 2-core machine (docs/perf/enumeration.md); the floor leaves room for a slower or busier server.
 */
const REGISTER_TIME_FLOOR_MS = 250;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readTextForm(request);
  const redirectTo = carriedRedirect(formData.get("redirectTo"));
  // Bots get the same answer as people, and nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithToast(loginPath(redirectTo), signupSuccess);

  const submission = parseForm(formData, serverSchema);
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
    await withTimeFloor(REGISTER_TIME_FLOOR_MS, async () => {
      // The registration is always stored; its link is not sent once the address has had its share of mail.
      const mail = await spend("verifyMailPerEmail", submission.value.email);
      if (!mail.ok) log.warn("registration stored without a verification mail: the address's mail budget is spent");
      await registerParent(submission.value, { sendMail: mail.ok, redirectTo });
    });
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("registration failed", { error });
    return data(
      {
        lastResult: submission.reply({ hideFields }),
        toast: {
          title: "Signup Error",
          description: "We could not create your account just now. Please try again in a moment.",
          variant: "destructive" as const,
        },
      },
      { status: 500 },
    );
  }
  return redirectWithToast(loginPath(redirectTo), signupSuccess);
}

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { form, fields, formProps } = useAuthForm("register", actionData?.lastResult);

  return (
    <AuthCard
      title="Create your Account"
      intro={<p>Register as a parent to follow your child’s classes, subscription and payments.</p>}
      footer={
        <p>
          Already have an account? <AuthLink to={loginPath(redirectTo)}>Log in</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast]} />
      <Form method="post" {...formProps} className="relative flex flex-col gap-4">
        <Honeypot />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors form={form} />
        <Field meta={fields.fullName} type="text" label="Parent's Full Name" autoComplete="name" />
        <Field meta={fields.childName} type="text" label="Child's Name" autoComplete="off" />
        <Field
          meta={fields.childAge}
          type="number"
          label="Child's Age"
          inputMode="numeric"
          min={limits.childAgeMin}
          max={limits.childAgeMax}
        />
        <Field meta={fields.phone} type="tel" label="Phone Number" autoComplete="tel" placeholder="+880 1XXX-XXXXXX" />
        <Field meta={fields.email} type="email" label="Email address" autoComplete="email" />
        <Field
          meta={fields.password}
          type="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${limits.passwordMin} characters.`}
        />
        <Field meta={fields.confirmPassword} type="password" label="Confirm Password" autoComplete="new-password" />
        <CheckboxField meta={fields.terms}>
          I agree to the{" "}
          <a href="/terms" target="_blank" rel="noopener" className={textLink}>
            Terms and Conditions
          </a>
          .
        </CheckboxField>
        <CheckboxField meta={fields.mediaConsent}>
          I consent to photos and videos of my child being used for internal or promotional purposes (optional).
        </CheckboxField>
        <SubmitButton label="Register" pendingLabel="Registering..." />
      </Form>
    </AuthCard>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
