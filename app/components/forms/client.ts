import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useCallback, useState, useSyncExternalStore, type FormEvent } from "react";
import type * as z from "zod/mini";
import { parseForm } from "~/lib/schemas/parse-form";
import type { Toast } from "~/lib/toast";

const noSubscribe = () => () => {};

/** False on the server and during hydration, true afterwards: for progressive enhancements only. */
export const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

/** A toast raised in the browser (a check that failed before sending); each call shows afresh. */
export function useClientToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((next: Toast) => setToast({ ...next, id: crypto.randomUUID() }), []);
  return [toast, show] as const;
}

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * Conform's per-field state for ui/field's controls (and SelectField): id, name, the value kept after a
 * refused submission, and errors. React wants `key` passed directly, so it is left out.
 */
export function fieldProps(meta: AnyField) {
  return {
    id: meta.id,
    name: meta.name,
    required: meta.required,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    errors: meta.errors,
  };
}

/** Conform's input props minus `key` (React wants keys passed directly, not spread). */
export function inputProps(meta: AnyField, type: "text" | "number" | "password" | "email") {
  const { key: _key, ...props } = getInputProps(meta as never, { type, ariaAttributes: false });
  return props;
}

type FieldErrors = Record<string, string[] | null>;

/**
 * A form's submit handler that, when the browser's check refuses the submission, also says why in a toast
 * (`toastFor` picks it from the field errors), then hands over to Conform's own handler.
 */
export function toastIfRefused(
  schema: z.ZodMiniType,
  toastFor: (errors: FieldErrors) => Toast,
  showToast: (toast: Toast) => void,
  next: (event: FormEvent<HTMLFormElement>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    const check = parseForm(new FormData(event.currentTarget), schema);
    if (check.status === "error") showToast(toastFor(check.error ?? {}));
    next(event);
  };
}
