import { m } from "~/paraglide/messages";

export type ToastVariant = "default" | "success" | "destructive";
/** `id` distinguishes repeats of the same toast so each one shows afresh. */
export type Toast = { title: string; description?: string; variant?: ToastVariant; id?: string };

/** A toast that shows afresh even when the same one was shown for the last submission. */
export const freshToast = (toast: Toast): Toast => ({ ...toast, id: crypto.randomUUID() });

/** The toast for a registration (or a new password) refused by its checks, in the current language. */
export const validationErrorToast: Toast = {
  get title() {
    return m.auth_validation_error_title();
  },
  get description() {
    return m.auth_validation_error_text();
  },
  variant: "destructive",
};
