import { data, Form, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";
import { enhanced } from "~/lib/handle";
import { localDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { parseForm } from "~/lib/schemas/parse-form";
import { passwordMin } from "~/lib/schemas/password";
import { memberRegisterSchema, registerSchema } from "~/lib/schemas/register";
import { seo } from "~/lib/seo";
import { limits } from "~/lib/site-config";
import { type Toast, validationErrorToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { commonPasswordMessage, isCommonPassword } from "~/server/common-passwords.server";
import { registerParent } from "~/server/data/accounts.server";
import { invitationForToken } from "~/server/data/family/invitations.server";
import { trialPrefill } from "~/server/data/trials.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { currentLanguage } from "~/server/language.server";
import { log } from "~/server/log.server";
import { clientKey, spend } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";
import { carriedRedirect, requireAnonymous } from "~/server/session.server";
import { withTimeFloor } from "~/server/timing.server";
import { CheckboxField, Field, type FieldMeta, FormErrors, Honeypot } from "~/ui/field";
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
    title: m.auth_register_meta_title(),
    description: m.auth_register_meta_description(),
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const redirectTo = carriedRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const [booking, joining] = await Promise.all([trialPrefill(trialAppliedFrom(redirectTo)), joiningFamily(redirectTo)]);
  return {
    redirectTo,
    /** Someone registering on the way to 'Join Family' (docs/product.md#families): no child is asked for. */
    joining: joining ? { inviterName: joining.inviterName, email: joining.email } : null,
    /** A family coming from their trial booking's 'Apply for a place' (docs/product.md#free-trial-classes). */
    fromTrial: booking
      ? {
          fullName: booking.name,
          phone: booking.whatsapp,
          childName: booking.childName,
          childAge: String(booking.childAge),
          email: booking.email ?? "",
        }
      : undefined,
  };
}

/** The trial booking id an application link carries ('/enroll/apply?trial=…'), if that is where the visitor goes. */
function trialAppliedFrom(redirectTo: string | null) {
  if (!redirectTo) return null;
  const url = new URL(redirectTo, "http://page");
  return url.pathname === "/enroll/apply" ? url.searchParams.get("trial") : null;
}

/** The open invitation a join link carries ('/family/join/…'), if that is where the visitor goes. */
async function joiningFamily(redirectTo: string | null) {
  if (!redirectTo) return null;
  const token = /^(?:\/bn)?\/family\/join\/([^/?#]+)$/.exec(new URL(redirectTo, "http://page").pathname)?.[1];
  const invitation = token ? await invitationForToken(token, new Date()) : null;
  return invitation && !invitation.problem ? invitation : null;
}

/** /login, still carrying where the parent was going. */
const loginPath = (redirectTo: string | null) =>
  redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";

const notCommon = z.refine<{ password: string }>((value) => !isCommonPassword(value.password), {
  path: ["password"],
  error: commonPasswordMessage,
});
const serverSchema = registerSchema.check(notCommon);
const memberServerSchema = memberRegisterSchema.check(notCommon);

const signupSuccess: Toast = {
  get title() {
    return m.auth_signup_success_title();
  },
  get description() {
    return m.auth_signup_success_text();
  },
  variant: "success",
};

const hideFields = ["password", "confirmPassword"];

/**
 * Every registration takes at least this long, whatever the address's state (new, unverified or taken), so the time an
 * answer takes cannot tell anyone whether an address has an account (docs/product.md#accounts). Unpadded, both paths
 * take 15–20 ms on our 2-core machine (docs/perf/enumeration.md); the floor leaves room for a slower or busier server.
 */
const REGISTER_TIME_FLOOR_MS = 250;

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await readTextForm(request);
  const redirectTo = carriedRedirect(formData.get("redirectTo"));
  // Bots get the same answer as people, and nothing is stored.
  if (isHoneypotFilled(formData))
    return redirectWithToast(localized(loginPath(redirectTo), currentLanguage()), signupSuccess);

  const joining = await joiningFamily(redirectTo);
  const submission = joining ? parseForm(formData, memberServerSchema) : parseForm(formData, serverSchema);
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
      await registerParent(submission.value, { sendMail: mail.ok, redirectTo, language: currentLanguage() });
    });
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("registration failed", { error });
    return data(
      {
        lastResult: submission.reply({ hideFields }),
        toast: {
          title: m.auth_signup_error_title(),
          description: m.auth_signup_error_text(),
          variant: "destructive" as const,
        },
      },
      { status: 500 },
    );
  }
  return redirectWithToast(localized(loginPath(redirectTo), currentLanguage()), signupSuccess);
}

export default function RegisterPage() {
  const { redirectTo, fromTrial, joining } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  // The Bangla form shows the age in Bangla digits, as a Bangla reader types it (the schema reads both).
  const started = fromTrial && { ...fromTrial, childAge: localDigits(Number(fromTrial.childAge), language) };
  const { form, fields, formProps } = useAuthForm(
    joining ? "member-register" : "register",
    actionData?.lastResult,
    started ?? (joining ? { email: joining.email } : undefined),
  );

  return (
    <AuthCard
      title={m.auth_register_title()}
      intro={
        <p>
          {joining
            ? m.family_register_intro({ inviter: joining.inviterName, email: joining.email })
            : m.auth_register_intro()}
        </p>
      }
      footer={
        <p>
          {m.auth_have_account()} <AuthLink to={loginPath(redirectTo)}>{m.auth_log_in_link()}</AuthLink>
        </p>
      }
    >
      <Toaster toasts={[actionData?.toast]} />
      <Form method="post" {...formProps} className="relative flex flex-col gap-4">
        <Honeypot />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors form={form} />
        <Field meta={fields.fullName} type="text" label={m.auth_full_name_label()} autoComplete="name" />
        {joining ? null : <ChildFields fields={fields} language={language} />}
        <Field
          meta={fields.phone}
          type="tel"
          label={m.auth_phone_label()}
          autoComplete="tel"
          placeholder={m.auth_phone_placeholder()}
        />
        <Field meta={fields.email} type="email" label={m.auth_email_label()} autoComplete="email" />
        <Field
          meta={fields.password}
          type="password"
          label={m.auth_password_label()}
          autoComplete="new-password"
          hint={m.auth_password_hint({ min: passwordMin() })}
        />
        <Field
          meta={fields.confirmPassword}
          type="password"
          label={m.auth_confirm_password_label()}
          autoComplete="new-password"
        />
        <CheckboxField meta={fields.terms}>
          {m.auth_terms_before()}{" "}
          <a href={localized("/terms", language)} target="_blank" rel="noopener" className={textLink}>
            {m.auth_terms_link()}
          </a>
          {m.auth_terms_after()}
        </CheckboxField>
        {joining ? null : <CheckboxField meta={fields.mediaConsent}>{m.auth_media_consent()}</CheckboxField>}
        <SubmitButton label={m.auth_register_button()} pendingLabel={m.auth_register_pending()} />
      </Form>
    </AuthCard>
  );
}

/** Child's Name and Age: the first child (decision 003). */
function ChildFields({
  fields,
  language,
}: {
  fields: Record<"childName" | "childAge", FieldMeta>;
  language: Language;
}) {
  return (
    <>
      <Field meta={fields.childName} type="text" label={m.auth_child_name_label()} autoComplete="off" />
      {language === "bn" ? (
        // A number field refuses Bangla digits, so the Bangla form takes the age as text (the schema reads both).
        <Field meta={fields.childAge} type="text" label={m.auth_child_age_label()} inputMode="numeric" />
      ) : (
        <Field
          meta={fields.childAge}
          type="number"
          label={m.auth_child_age_label()}
          inputMode="numeric"
          min={limits.childAgeMin}
          max={limits.childAgeMax}
        />
      )}
    </>
  );
}

export const ErrorBoundary = AuthErrorBoundary;
export const headers = retryAfterHeaders;
