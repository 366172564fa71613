import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { enhanceData } from "~/lib/enhance-contract";
import type { Toast } from "~/lib/toast";
import { buttonClass } from "~/ui/button";

/**
 * A file input that reads as a button ('Change Photo', 'Attach a file'): its label. Without the enhancement script the
 * input beside it names the chosen file; with it the script shows the choice instead. `maxBytes` and `tooLarge` let the script refuse
 * a file over the limit as soon as it is chosen; `preview` and `chosen` name where it shows the choice
 * (app/enhance/files.ts).
 */
export function FilePicker(props: {
  id: string;
  name: string;
  label: ReactNode;
  accept?: string;
  describedBy?: string;
  maxBytes?: number;
  tooLarge?: Toast;
  preview?: string;
  chosen?: string;
  testId?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <input
        type="file"
        id={props.id}
        name={props.name}
        accept={props.accept}
        aria-describedby={props.describedBy}
        {...enhanceData({
          maxBytes: props.maxBytes,
          tooLarge: props.tooLarge ? JSON.stringify(props.tooLarge) : undefined,
          preview: props.preview,
          chosen: props.chosen,
        })}
        data-testid={props.testId}
        // Without the script the input itself shows the chosen file's name; its own button gives way to the label.
        className="peer order-2 text-sm text-slate-700 file:hidden js:sr-only"
      />
      <label
        htmlFor={props.id}
        className={cn(
          buttonClass("outline", "sm"),
          "order-1 w-fit cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sun-500",
        )}
      >
        {props.label}
      </label>
    </div>
  );
}
