export type ToastVariant = "default" | "success" | "destructive";
/** `id` distinguishes repeats of the same toast so each one shows afresh. */
export type Toast = { title: string; description?: string; variant?: ToastVariant; id?: string };

/** A toast that shows afresh even when the same one was shown for the last submission. */
export const freshToast = (toast: Toast): Toast => ({ ...toast, id: crypto.randomUUID() });

/** SPEC §5's toast for a registration (or a new password) refused by its checks. */
export const validationErrorToast: Toast = {
  title: "Validation Error",
  description: "Please fix the errors in the form.",
  variant: "destructive",
};
