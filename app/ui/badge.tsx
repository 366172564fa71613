import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type BadgeTone = "success" | "destructive" | "warning" | "info" | "neutral" | "attention";

const tones: Record<BadgeTone, string> = {
  success: "bg-green-100 text-green-800 ring-green-600/20",
  destructive: "bg-red-100 text-red-800 ring-red-600/20",
  warning: "bg-yellow-100 text-yellow-900 ring-yellow-600/30",
  info: "bg-sky-100 text-sky-900 ring-sky-600/20",
  neutral: "bg-slate-100 text-slate-800 ring-slate-500/20",
  /** Something new for the reader, such as a reply they have not opened. */
  attention: "bg-orange-800 text-white ring-orange-800",
};

export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
