import { ContentBlocks } from "~/components/marketing/content-blocks";
import { PageHeader } from "~/components/marketing/layout";
import { termsIntro, termsSections, termsTitle, termsUpdated } from "~/content/terms";
import { formatLongDate } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: termsTitle,
    description:
      "Our terms of use, how we look after your family's personal information, and what media consent for your child's photos and videos means.",
  });

export default function TermsPage() {
  return (
    <main id="main">
      <PageHeader
        eyebrow={`Last updated ${formatLongDate(termsUpdated)}`}
        title={termsTitle}
        intro={<p>{termsIntro}</p>}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-6 lg:self-start">
          <p className="text-sm font-bold tracking-wider text-slate-600 uppercase">On this page</p>
          <ul className="mt-3 space-y-2">
            {termsSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-semibold text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="max-w-3xl">
          {termsSections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6 border-b border-slate-200 pt-10 pb-10 first:pt-0 last:border-0"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold tracking-tight text-ink">
                {section.title}
              </h2>
              <ContentBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
