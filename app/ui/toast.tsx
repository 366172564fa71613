import { cn } from "~/lib/cn";
import type { Toast } from "~/lib/toast";

const styles = {
  default: "border-slate-200 bg-white text-ink",
  success: "border-green-300 bg-green-50 text-green-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
} as const;

/**
 * Shows toasts from a flash cookie or an action's response. Server-rendered, so it
 * appears with JavaScript off; CSS hides it after a few seconds.
 */
export function Toaster({ toasts }: { toasts: Array<Toast | null | undefined> }) {
  const shown = toasts.filter((t): t is Toast => Boolean(t));
  if (shown.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3 sm:top-auto sm:bottom-24 sm:right-4 sm:left-auto sm:items-end">
      {shown.map((toast, i) => {
        const variant = toast.variant ?? "default";
        return (
          <div
            key={`${toast.title}-${toast.id ?? i}`}
            role={variant === "destructive" ? "alert" : "status"}
            data-toast={variant}
            className={cn(
              "toast-auto-hide pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg",
              styles[variant],
            )}
          >
            <p className="font-bold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
