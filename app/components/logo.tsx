import { site } from "~/lib/site-config";

export function Logo({ inverted }: { inverted?: boolean }) {
  return (
    <span className="flex shrink-0 items-center gap-2 whitespace-nowrap">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="#0f766e" />
        <path d="M8 28 17 14l5 8 3-4 7 10Z" fill="#fef3c7" />
        <circle cx="28" cy="12" r="4" fill="#fbbf24" />
      </svg>
      <span className={inverted ? "text-lg font-extrabold text-white" : "text-lg font-extrabold text-brand-800"}>
        {site.name}
      </span>
    </span>
  );
}
