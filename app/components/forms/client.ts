import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useCallback, useState, useSyncExternalStore } from "react";
import { useFormAction, useNavigation } from "react-router";
import type * as z from "zod/mini";
import { parseForm } from "~/lib/schemas/parse-form";
import type { Toast } from "~/lib/toast";

const noSubscribe = () => () => {};

/** False on the server and during hydration, true afterwards: for progressive enhancements only. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/** A toast raised in the browser (a check that failed before sending); each call shows afresh. */
export function useClientToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: crypto.randomUUID() }), []);
  return [toast, show] as const;
}

/**
 * True while a form of this page is being posted and until the page has reloaded its data, for pending labels
 * ('Logging in...'). `formAction` defaults to the current route's action; `intent` (and any other `fields`, such as
 * the row's id) narrow it to one of several forms posting to the same action.
 */
export function useIsPending({
  intent,
  formAction,
  fields,
}: {
  intent?: string;
  formAction?: string;
  fields?: Record<string, string>;
} = {}) {
  const navigation = useNavigation();
  const routeAction = useFormAction();
  if (navigation.state === "idle" || navigation.formMethod !== "POST" || !navigation.formData) return false;
  const samePath = (a: string | undefined, b: string) => a?.split("?")[0] === b.split("?")[0];
  if (!samePath(navigation.formAction, formAction ?? routeAction)) return false;
  const wanted = { ...fields, ...(intent === undefined ? {} : { intent }) };
  return Object.entries(wanted).every(([name, value]) => navigation.formData!.get(name) === value);
}

type FieldErrors = Record<string, string[] | null>;

type SchemaFormOptions<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>> = {
  id?: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** When the browser first checks the fields (always again on submit). */
  shouldValidate?: "onSubmit" | "onBlur";
  /** When a field is checked again after the first submit; the account pages wait for the next submit. */
  shouldRevalidate?: "onSubmit" | "onInput";
  /** The toast to show when the browser's check refuses a submission. */
  refusedToast?: (errors: FieldErrors, formData: FormData) => Toast;
  showToast?: (toast: Toast) => void;
  /** Called on every submit attempt, before the browser's check. */
  onSubmitAttempt?: () => void;
};

/**
 * Every form checked by a schema: Conform set up with the action's own schema (so the browser says exactly what the
 * server would), and a toast when the browser refuses a submission. Spread `formProps` on the `<Form>`.
 */
export function useSchemaForm<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
    shouldValidate = "onSubmit",
    shouldRevalidate = "onInput",
    refusedToast,
    showToast,
    onSubmitAttempt,
  }: SchemaFormOptions<Schema>,
) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate,
    shouldRevalidate,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Conform checks a single field (on blur) by submitting with its own intent button: not an attempt to send.
    if (submitter?.getAttribute("name") === "__intent__") return form.onSubmit(event);
    onSubmitAttempt?.();
    if (refusedToast && showToast) {
      const formData = new FormData(event.currentTarget, submitter);
      const check = parseForm(formData, schema);
      if (check.status === "error") showToast(refusedToast(check.error ?? {}, formData));
    }
    form.onSubmit(event);
  };
  return { form, fields, formProps: { ...getFormProps(form), onSubmit } };
}
