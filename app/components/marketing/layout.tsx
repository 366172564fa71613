import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The top of every inner page: eyebrow, the page's one h1, an intro, and optional actions or art. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16",
          aside ? "lg:grid-cols-[3fr_2fr]" : undefined,
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
          {intro ? <div className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</div> : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="mx-auto w-full max-w-md">{aside}</div> : null}
      </div>
    </div>
  );
}

/** A page section with an h2 (and optional intro), on white or a soft tint. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
  className,
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "tint" | "sun";
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  // Without a heading it is only a band of the page, not a section of the outline.
  const Tag = title ? "section" : "div";
  return (
    <Tag
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(tone === "tint" && "bg-slate-50", tone === "sun" && "bg-sun-100/60", className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {title ? (
          <div className="mb-8 max-w-3xl">
            <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </Tag>
  );
}

/** A list of short points with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 flex-none text-brand-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The teal band that closes most pages with a next step. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
        <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
