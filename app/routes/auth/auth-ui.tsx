import { useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError, type HeadersFunction } from "react-router";
import type * as z from "zod/mini";
import { useClientToast } from "~/components/forms/client";
import { parseForm } from "~/lib/schemas/parse-form";
import type { Toast } from "~/lib/toast";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader } from "~/ui/card";

/** The centred card every account page sits in. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
          {intro ? <div className="text-slate-700">{intro}</div> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-slate-700">{footer}</div> : null}
    </main>
  );
}

export const textLink = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLink}>
      {children}
    </Link>
  );
}

/** True while this page's form (optionally the one with `intent`) is being submitted. */
function useIsSubmitting(intent?: string) {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "submitting" || navigation.formAction?.split("?")[0] !== location.pathname) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/** A submit button that reads `pendingLabel` while its form is on its way (JS on). */
export function SubmitButton({ label, pendingLabel, intent, variant, className }: {
  label: string;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "outline";
  className?: string;
}) {
  const pending = useIsSubmitting(intent);
  return (
    <Button
      type="submit"
      variant={variant}
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={className ?? "w-full"}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * SPEC §5: editing a field clears its error. Conform keeps the errors of the last validation;
 * this hides a field's error from the moment it is edited until the next submission.
 */
function useErrorsClearedOnEdit(lastResult: unknown) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [lastResult]);
  return {
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as HTMLInputElement).name;
      if (name && !edited.has(name)) setEdited(new Set(edited).add(name));
    },
    reset: () => setEdited(new Set()),
    errors: (field: { name: string; errors?: string[] }) => (edited.has(field.name) ? undefined : field.errors),
  };
}

/**
 * Every account form's Conform set-up: checked in the browser on submit with the action's schema, each field's
 * error hidden once it is edited, and `refusedToast` (when given) shown whenever the browser refuses a submission.
 */
export function useAuthForm<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  refusedToast?: (formData: FormData) => Toast,
) {
  const [clientToast, showToast] = useClientToast();
  const cleared = useErrorsClearedOnEdit(lastResult);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate({ formData }) {
      const submission = parseForm(formData, schema);
      cleared.reset();
      if (submission.status !== "success" && refusedToast) showToast(refusedToast(formData));
      return submission;
    },
  });
  return { form, fields, cleared, clientToast };
}

export const validationErrorToast: Toast = {
  title: "Validation Error",
  description: "Please fix the errors in the form.",
  variant: "destructive",
};

/** Rate-limited submissions (429) get a clear page; anything else goes to the site's error page. */
export function AuthErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 429) throw error;
  return (
    <AuthCard title="Too many attempts">
      <p role="alert" className="text-slate-700">
        Too many attempts from your connection. Please wait a minute and try again.
      </p>
      <p className="mt-4">
        <AuthLink to={location.pathname + location.search}>Try again</AuthLink>
      </p>
    </AuthCard>
  );
}

/** Keeps a 429's Retry-After on the error page's response (React Router drops thrown headers otherwise). */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
