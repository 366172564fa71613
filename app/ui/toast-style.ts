import { cn } from "~/lib/cn";
import type { ToastVariant } from "~/lib/toast";

/**
 * How a toast looks and is announced: shared by the server-rendered `Toaster` and the enhancement script, which shows
 * the toasts the browser raises itself (a form refused before sending).
 */
export const toasterClass =
  "pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3 sm:top-auto sm:bottom-24 sm:right-4 sm:left-auto sm:items-end";

const variants: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-ink",
  success: "border-green-300 bg-green-50 text-green-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
};

export const toastClass = (variant: ToastVariant) =>
  cn("toast-auto-hide pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg", variants[variant]);

export const toastRole = (variant: ToastVariant) => (variant === "destructive" ? "alert" : "status");
export const toastTitleClass = "font-bold";
export const toastDescriptionClass = "mt-1 text-sm";
