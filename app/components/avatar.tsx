import { cn } from "~/lib/cn";
import { initials } from "~/lib/format";

/** The user's photo, else the initials of their name, else "?". */
export function Avatar({
  name,
  src,
  size = "md",
  className,
}: {
  name?: string | null;
  src?: string | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const dims = { sm: "h-8 w-8 text-xs", md: "h-10 w-10 text-sm", lg: "h-20 w-20 text-2xl" }[size];
  const px = { sm: 32, md: 40, lg: 80 }[size];
  if (src) {
    return <img src={src} alt="" width={px} height={px} className={cn("rounded-full object-cover", dims, className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800",
        dims,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
