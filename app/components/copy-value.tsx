import { cn } from "~/lib/cn";
import { enhanceData } from "~/lib/enhance-contract";
import { m } from "~/paraglide/messages";
import { buttonClass } from "~/ui/button";

/**
 * A value to paste elsewhere (an app, a calendar), as selectable text in Latin digits, followed by its Copy button.
 * The button is rendered hidden and shown by the enhancement script only where the browser can copy
 * (app/enhance/copy.ts), so without it the text stands alone. `labelId` names what is copied, for the button's
 * description.
 */
export function CopyValue({
  value,
  labelId,
  className,
  testId,
}: {
  value: string;
  labelId: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={cn("flex min-w-0 items-center justify-between gap-2", className)}>
      <span
        translate="no"
        lang="en"
        className="min-w-0 font-mono font-semibold break-all text-ink select-all"
        data-testid={testId}
      >
        {value}
      </span>
      <CopyButton value={value} describedBy={labelId} />
    </span>
  );
}

/**
 * The Copy button alone, placed right after the element that shows `value` (text or a read-only field), which the
 * script selects when the browser refuses to copy. Hidden until the script shows it.
 */
export function CopyButton({ value, describedBy }: { value: string; describedBy: string }) {
  return (
    <button
      type="button"
      hidden
      aria-describedby={describedBy}
      className={buttonClass("outline", "sm", "shrink-0")}
      {...enhanceData({ copy: value, copied: m.copy_done() })}
    >
      <span aria-live="polite">{m.copy_button()}</span>
    </button>
  );
}
