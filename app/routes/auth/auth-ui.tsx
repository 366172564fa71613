import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { type HeadersFunction, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { type SchemaFormOptions, useSchemaForm } from "~/components/forms/schema-form";
import type { FormCheckName } from "~/lib/form-checks";
import { waitInWords } from "~/lib/format";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader } from "~/ui/card";

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
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

/** A link between the account pages, in the page's language (docs/product.md#languages). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={localized(to, useLanguage())} className={textLink}>
      {children}
    </Link>
  );
}

/** A submit button that reads `pendingLabel` while its form is on its way (with the enhancement script). */
export function SubmitButton({
  label,
  pendingLabel,
  intent,
  variant,
  className,
}: {
  label: string;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "outline";
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      name={intent ? "intent" : undefined}
      value={intent}
      pendingLabel={pendingLabel}
      className={className ?? "w-full"}
    >
      {label}
    </Button>
  );
}

/** Rate-limited submissions (429) get a clear page; anything else goes to the site's error page. */
export function AuthErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 429) throw error;
  return (
    <AuthCard title={m.auth_too_many_title()}>
      <p role="alert" className="text-slate-700">
        {m.auth_too_many_page()}
      </p>
      <p className="mt-4">
        <AuthLink to={location.pathname + location.search}>{m.auth_try_again()}</AuthLink>
      </p>
    </AuthCard>
  );
}

/** Keeps a 429's Retry-After on the page's response, whether the action returned or threw it. */
export const retryAfterHeaders: HeadersFunction = ({ parentHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * A spent budget on an account form: the form comes back with what was typed, a message above it and a toast.
 * `who` says whose budget it was: the connection's (many attempts from one address) or the account's (a lock).
 */
export function tooManyAttempts(retryAfterSeconds: number, who: "connection" | "account") {
  const wait = waitInWords(retryAfterSeconds);
  const message = who === "account" ? m.auth_too_many_account({ wait }) : m.auth_too_many_connection({ wait });
  const toast: Toast = { title: m.auth_too_many_title(), description: message, variant: "destructive" };
  return { toast, message, headers: { "Retry-After": String(retryAfterSeconds) } };
}

/**
 * Every account form's set-up: checked in the browser before sending with the action's schema, and each field's
 * message hidden once it is edited (docs/product.md#forms-and-messages).
 */
export function useAuthForm<Name extends FormCheckName>(
  check: Name,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: SchemaFormOptions<Name>["defaultValue"],
) {
  return useSchemaForm(check, { lastResult, defaultValue, clearErrorsOnEdit: true });
}
