import { cn } from "~/lib/cn";
import { Icon, type IconName } from "./icons";

/** Titled points in cards, for philosophy, challenges, features and highlights. */
export function FeatureGrid({
  items,
  icon = "check",
  columns = 3,
}: {
  items: ReadonlyArray<{ title: string; text: string }>;
  icon?: IconName;
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={icon} />
          </span>
          <h3 className="mt-3 text-lg font-bold text-ink">{item.title}</h3>
          <p className="mt-1.5 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
