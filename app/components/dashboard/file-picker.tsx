import type { ChangeEvent, ReactNode } from "react";
import { useHydrated } from "~/components/forms/client";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button";

/**
 * A file input that reads as a button ('Change Photo', 'Attach a file') once the page is
 * hydrated, and is the browser's own file input before that, so it works without JavaScript.
 */
export function FilePicker(props: {
  id: string;
  name: string;
  label: ReactNode;
  accept?: string;
  describedBy?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-1.5">
      <input
        type="file"
        id={props.id}
        name={props.name}
        accept={props.accept}
        aria-describedby={props.describedBy}
        onChange={props.onChange}
        data-testid={props.testId}
        className={hydrated ? "peer sr-only" : "order-2 text-sm"}
      />
      <label
        htmlFor={props.id}
        className={
          hydrated
            ? cn(
                buttonClass("outline", "sm"),
                "w-fit cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sun-500",
              )
            : "order-1 text-sm font-semibold text-ink"
        }
      >
        {props.label}
      </label>
    </div>
  );
}
