import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Illustration } from "~/components/marketing/illustration";
import { CheckList, CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { cn } from "~/lib/cn";
import { cachedForAnonymous } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/curriculum";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.curriculum_meta_title(),
    description: m.curriculum_meta_description(),
  });

export default function CurriculumPage() {
  const language = useLanguage();
  const { curriculumIntro, programmes, whyChoose } = contentIn(language).programmes;
  const { closings } = contentIn(language).pages;
  return (
    <main id="main">
      <PageHeader eyebrow={m.curriculum_eyebrow()} title={curriculumIntro.title} intro={<p>{curriculumIntro.text}</p>}>
        <ButtonLink to={localized("/enroll", language)} size="lg">
          {m.cta_enroll_now()}
        </ButtonLink>
        <ButtonLink to={localized("/contact", language)} size="lg" variant="outline">
          {m.cta_contact_us()}
        </ButtonLink>
      </PageHeader>

      {programmes.map((item, i) => (
        <section
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-heading`}
          className={cn("scroll-mt-4", i % 2 === 1 && "bg-slate-50")}
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
            <div className={cn(i % 2 === 1 && "lg:order-2")}>
              <Illustration
                src={item.image}
                alt={item.imageAlt}
                priority={i === 0}
                className="rounded-3xl bg-brand-50 shadow-sm"
              />
            </div>
            <div>
              <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">{item.ages}</p>
              <h2
                id={`${item.id}-heading`}
                className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
              >
                {item.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{item.summary}</p>
              <h3 className="mt-6 font-bold text-ink">{m.curriculum_key_points()}</h3>
              <CheckList items={item.keyPoints} className="mt-3" />
            </div>
          </div>
        </section>
      ))}

      <Section id="why-choose" title={whyChoose.title} tone="tint">
        <FeatureGrid items={whyChoose.points} icon="star" />
      </Section>

      <CtaBand title={closings.curriculum.title} text={closings.curriculum.text}>
        <ButtonLink to={localized("/enroll", language)} variant="secondary" size="lg">
          {m.cta_enroll_now()}
        </ButtonLink>
        <ButtonLink to={localized("/contact", language)} variant="outline" size="lg">
          {m.cta_contact_us()}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
