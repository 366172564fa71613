export type ToastVariant = "default" | "success" | "destructive";
/** `id` distinguishes repeats of the same toast so each one shows afresh. */
export type Toast = { title: string; description?: string; variant?: ToastVariant; id?: string };
