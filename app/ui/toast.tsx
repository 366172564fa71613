import { enhanceData } from "~/lib/enhance-contract";
import type { Toast } from "~/lib/toast";
import { toastClass, toastDescriptionClass, toasterClass, toastRole, toastTitleClass } from "./toast-style";

/**
 * Shows toasts from a flash cookie or an action's response. Server-rendered, so it appears with JavaScript off; CSS
 * hides it after a few seconds. The enhancement script adds the browser's own toasts to the same region.
 */
export function Toaster({ toasts }: { toasts: Array<Toast | null | undefined> }) {
  const shown = toasts.filter((t): t is Toast => Boolean(t));
  if (shown.length === 0) return null;
  return (
    <div className={toasterClass} {...enhanceData({ toaster: "" })}>
      {shown.map((toast, i) => {
        const variant = toast.variant ?? "default";
        return (
          <div
            key={`${toast.title}-${toast.id ?? i}`}
            role={toastRole(variant)}
            {...enhanceData({ toast: variant })}
            className={toastClass(variant)}
          >
            <p className={toastTitleClass}>{toast.title}</p>
            {toast.description ? <p className={toastDescriptionClass}>{toast.description}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
