import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages";
import { buttonClass } from "~/ui/button";
import { Icon } from "./icons";

/**
 * A small dialog that needs no JavaScript: the HTML popover attribute opens it from a
 * `popovertarget` button, and light-dismiss or Escape closes it. After a failed submission
 * the server renders it `open` (no popover attribute, same look) so nothing typed is lost;
 * its close control is then a link back to `closeHref`.
 */
export function PopoverPanel({
  id,
  title,
  description,
  open,
  closeHref,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  open?: boolean;
  closeHref: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" /> : null}
      <div
        id={id}
        popover={open ? undefined : "auto"}
        role="dialog"
        aria-labelledby={titleId}
        className={cn(
          "m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-left text-ink shadow-2xl backdrop:bg-slate-900/50",
          open && "fixed inset-0 z-50",
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-extrabold text-ink">
            {title}
          </h2>
          {open ? (
            <Link to={closeHref} className={buttonClass("ghost", "sm", "-mt-1 -mr-2")} aria-label={m.public_close()}>
              <Icon name="close" />
            </Link>
          ) : (
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className={buttonClass("ghost", "sm", "-mt-1 -mr-2")}
              aria-label={m.public_close()}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        {description ? <div className="mt-2 text-slate-700">{description}</div> : null}
        <div className="mt-5">{children}</div>
      </div>
    </>
  );
}

/** The dialog's Cancel: hides the popover, or leaves the server-opened state. */
export function CancelButton({ popoverId, open, closeHref }: { popoverId: string; open?: boolean; closeHref: string }) {
  return open ? (
    <Link to={closeHref} className={buttonClass("outline")}>
      {m.public_cancel()}
    </Link>
  ) : (
    <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" className={buttonClass("outline")}>
      {m.public_cancel()}
    </button>
  );
}
