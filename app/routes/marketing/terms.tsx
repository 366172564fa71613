import { ContentBlocks } from "~/components/marketing/content-blocks";
import { PageHeader } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { formatLongDate } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { languageOfPath } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/terms";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: contentIn(languageOfPath(args.location.pathname)).terms.termsTitle,
    description: m.terms_meta_description(),
  });

export default function TermsPage() {
  const language = useLanguage();
  const { termsIntro, termsSections, termsTitle, termsUpdated } = contentIn(language).terms;
  return (
    <main id="main">
      <PageHeader
        eyebrow={m.terms_updated({ date: formatLongDate(termsUpdated, language) })}
        title={termsTitle}
        intro={<p>{termsIntro}</p>}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={m.terms_on_this_page()} className="lg:sticky lg:top-6 lg:self-start">
          <p className="text-sm font-bold tracking-wider text-slate-600 uppercase">{m.terms_on_this_page()}</p>
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
