import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";
import { enhanceData } from "~/lib/enhance-contract";

type Variant = "primary" | "secondary" | "outline" | "ghost" | "destructive";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-sun-400 text-ink hover:bg-sun-500",
  outline: "border border-slate-300 bg-white text-ink hover:bg-slate-50",
  ghost: "text-ink hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
};
const sizes: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}

type Common = { variant?: Variant; size?: Size };

/**
 * A button. A submit button with `pendingLabel` reads it, disabled, while its form is on its way (the enhancement
 * script), such as 'Logging in...'.
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  pendingLabel,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Common & { pendingLabel?: string }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      {...enhanceData({ pendingLabel })}
      {...props}
    />
  );
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Common) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
