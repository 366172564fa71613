import { Illustration } from "~/components/marketing/illustration";
import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { cachedForAnonymous } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/testimonials";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.testimonials_meta_title(),
    description: m.testimonials_meta_description(),
  });

export default function TestimonialsPage() {
  const language = useLanguage();
  const { closings, pageIntros } = contentIn(language).pages;
  const { successStories, testimonials } = contentIn(language).testimonials;
  return (
    <main id="main">
      <PageHeader
        eyebrow={pageIntros.testimonials.eyebrow}
        title={pageIntros.testimonials.title}
        intro={<p>{pageIntros.testimonials.text}</p>}
      />

      <Section id="parents" title={m.testimonials_parents()}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <svg viewBox="0 0 32 24" aria-hidden="true" className="h-6 w-8 text-sun-500" fill="currentColor">
                  <path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11Zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11Z" />
                </svg>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">{t.quote}</blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <img
                    src={t.image}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-14 rounded-full bg-brand-50"
                  />
                  <span>
                    <span className="block font-bold text-ink">{t.name}</span>
                    <span className="block text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories" title={m.testimonials_stories()} tone="tint">
        <ul className="grid gap-6 md:grid-cols-3">
          {successStories.map((story) => (
            <li key={story.title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <Illustration src={story.image} alt="" className="bg-brand-50" />
              <div className="p-6">
                <h3 className="text-lg font-bold text-ink">{story.title}</h3>
                <p className="mt-2 text-slate-700">{story.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={closings.testimonials.title} text={closings.testimonials.text}>
        <ButtonLink to={localized("/enroll", language)} variant="secondary" size="lg">
          {m.cta_enroll_now()}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
