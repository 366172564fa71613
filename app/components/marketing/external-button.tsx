import type { ReactNode } from "react";
import { buttonClass } from "~/ui/button";
import { Icon } from "./icons";

/** A button-styled link to an external form, opened in a new tab (and saying so to screen readers). */
export function ExternalButton({
  href,
  children,
  variant = "primary",
  size = "md",
}: {
  href: string;
  children: ReactNode;
  variant?: Parameters<typeof buttonClass>[0];
  size?: Parameters<typeof buttonClass>[1];
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, size)}>
      {children}
      <Icon name="external" className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
