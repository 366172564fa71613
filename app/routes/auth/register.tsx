import { getFormProps, getInputProps } from "@conform-to/react";
import * as z from "zod/mini";
import { parseForm } from "~/lib/schemas/parse-form";
import { data, Form, useActionData } from "react-router";
import type { Route } from "./+types/register";
import { hydrate } from "~/lib/handle";
import { registerSchema } from "~/lib/schemas/register";
import { seo } from "~/lib/seo";
import { limits } from "~/lib/site-config";
import { log } from "~/server/log.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/server/common-passwords.server";
import { registerParent } from "~/server/data/accounts.server";
import { redirectWithToast } from "~/server/flash.server";
import { enforceRateLimit, rateLimits } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";
import { requireAnonymous } from "~/server/session.server";
import { Field, FieldError, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import {
  AuthCard,
  AuthErrorBoundary,
  retryAfterHeaders,
  AuthLink,
  SubmitButton,
  textLink,
  useAuthForm,
  validationErrorToast,
} from "./auth-ui";

export const handle = hydrate;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Create your Account",
    description: "Register as a parent to manage your child’s learning.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

const serverSchema = registerSchema.check(z.refine((value) => !isCommonPassword(value.password), { path: ["password"], message: COMMON_PASSWORD_MESSAGE }));

const signupSuccess = {
  title: "Signup Successful!",
  description: "Please check your email to verify your account.",
  variant: "success",
} as const;

const hideFields = ["password", "confirmPassword"];

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  enforceRateLimit(rateLimits.form, context.clientIp);
  const formData = await request.formData();
  // Bots get the same answer as people, and nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithToast("/login", signupSuccess);

  const submission = parseForm(formData, serverSchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply({ hideFields }), toast: validationErrorToast }, { status: 400 });
  }
  enforceRateLimit(rateLimits.mail, context.clientIp);
  try {
    await registerParent(submission.value);
  } catch (error) {
    log.error("registration failed", { error });
    return data(
      {
        lastResult: submission.reply({ hideFields }),
        toast: { title: "Signup Error", description: "We could not create your account just now. Please try again in a moment.", variant: "destructive" as const },
      },
      { status: 500 },
    );
  }
  return redirectWithToast("/login", signupSuccess);
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const { form, fields, cleared, clientToast } = useAuthForm(registerSchema, actionData?.lastResult, () => validationErrorToast);

  return (
    <AuthCard
      title="Create your Account"
      intro={<p>Register as a parent to follow your child’s classes, subscription and payments.</p>}
      footer={
        <p>
          Already have an account? <AuthLink to="/login">Log in</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast, clientToast]} />
      <Form method="post" {...getFormProps(form)} noValidate onInput={cleared.onInput} className="relative flex flex-col gap-4">
        <Honeypot />
        <Field
          label="Parent's Full Name"
          autoComplete="name"
          errors={cleared.errors(fields.fullName)}
          {...getInputProps(fields.fullName, { type: "text", ariaAttributes: false })}
          id={fields.fullName.id}
        />
        <Field
          label="Child's Name"
          autoComplete="off"
          errors={cleared.errors(fields.childName)}
          {...getInputProps(fields.childName, { type: "text", ariaAttributes: false })}
          id={fields.childName.id}
        />
        <Field
          label="Child's Age"
          inputMode="numeric"
          min={limits.childAgeMin}
          max={limits.childAgeMax}
          errors={cleared.errors(fields.childAge)}
          {...getInputProps(fields.childAge, { type: "number", ariaAttributes: false })}
          id={fields.childAge.id}
        />
        <Field
          label="Phone Number"
          autoComplete="tel"
          placeholder="+880 1XXX-XXXXXX"
          errors={cleared.errors(fields.phone)}
          {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
          id={fields.phone.id}
        />
        <Field
          label="Email address"
          autoComplete="email"
          errors={cleared.errors(fields.email)}
          {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
          id={fields.email.id}
        />
        <Field
          label="Password"
          autoComplete="new-password"
          hint={`At least ${limits.passwordMin} characters.`}
          errors={cleared.errors(fields.password)}
          {...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
          id={fields.password.id}
        />
        <Field
          label="Confirm Password"
          autoComplete="new-password"
          errors={cleared.errors(fields.confirmPassword)}
          {...getInputProps(fields.confirmPassword, { type: "password", ariaAttributes: false })}
          id={fields.confirmPassword.id}
        />
        <CheckboxField
          id={fields.terms.id}
          errors={cleared.errors(fields.terms)}
          input={getInputProps(fields.terms, { type: "checkbox", ariaAttributes: false })}
        >
          I agree to the{" "}
          <a href="/terms" target="_blank" rel="noopener" className={textLink}>
            Terms and Conditions
          </a>
          .
        </CheckboxField>
        <CheckboxField id={fields.mediaConsent.id} input={getInputProps(fields.mediaConsent, { type: "checkbox", ariaAttributes: false })}>
          I consent to photos and videos of my child being used for internal or promotional purposes (optional).
        </CheckboxField>
        <SubmitButton label="Register" pendingLabel="Registering..." />
      </Form>
    </AuthCard>
  );
}

function CheckboxField({ id, input, errors, children }: {
  id: string;
  input: React.InputHTMLAttributes<HTMLInputElement>;
  errors?: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
