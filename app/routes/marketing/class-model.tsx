import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { CheckList, CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { cachedForAnonymous } from "~/lib/handle";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/class-model";

export const handle = cachedForAnonymous;

/** 'প্রথম', 'দ্বিতীয়'…: how a Bangla speaker numbers the months of a course. */
const ordinalMonth = (month: number) => ["প্রথম", "দ্বিতীয়", "তৃতীয়", "চতুর্থ"][month - 1] ?? toBanglaDigits(month);

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.class_model_meta_title(),
    description: m.class_model_meta_description(),
  });

export default function ClassModelPage() {
  const language = useLanguage();
  const { abllsCurriculumIntro, classModelIntro, curriculumMonths, keyFeatures, nextBatchCta, weeklySchedule } =
    contentIn(language).classModel;
  const { closings } = contentIn(language).pages;
  const nextBatch = localized(nextBatchCta.href, language);
  return (
    <main id="main">
      <PageHeader
        eyebrow={classModelIntro.eyebrow}
        title={classModelIntro.title}
        intro={<p>{classModelIntro.text}</p>}
        aside={
          <Illustration
            src={classModelIntro.image}
            alt={classModelIntro.imageAlt}
            priority
            className="rounded-3xl shadow-md"
          />
        }
      >
        <ButtonLink to={nextBatch} size="lg">
          {nextBatchCta.label}
        </ButtonLink>
      </PageHeader>

      <Section id="features" title={m.class_model_features()}>
        <FeatureGrid items={keyFeatures} icon="sparkle" />
      </Section>

      <Section id="curriculum" title={m.class_model_curriculum()} intro={abllsCurriculumIntro} tone="tint">
        <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {curriculumMonths.map((month) => (
            <li key={month.month} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">
                {m.class_model_month({ month: language === "bn" ? ordinalMonth(month.month) : String(month.month) })}
              </p>
              <h3 className="mt-1 text-lg font-bold text-ink">{month.title}</h3>
              <p className="mt-2 text-slate-700">{month.focus}</p>
              <ul className="mt-4 space-y-3 border-t border-slate-100 pt-4">
                {month.items.map((item) => (
                  <li key={item.area}>
                    <p className="font-semibold text-brand-800">{item.area}</p>
                    <p className="text-sm text-slate-700">{item.example}</p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="schedule" title={weeklySchedule.title}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {weeklySchedule.items.map((item) => (
              <li key={`${item.when}-${item.title}`} className="flex flex-col gap-1 p-5 sm:flex-row sm:gap-6">
                <div className="sm:w-44 sm:flex-none">
                  <p className="font-bold text-ink">{item.when}</p>
                  {item.time ? (
                    <p className="flex items-center gap-1.5 text-brand-800">
                      <Icon name="clock" className="h-4 w-4" />
                      {item.time}
                    </p>
                  ) : null}
                </div>
                <div>
                  <p className="font-semibold text-ink">{item.title}</p>
                  <p className="text-slate-700">{item.detail}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-sun-100 p-6">
            <h3 className="text-lg font-bold text-ink">{m.class_model_good_to_know()}</h3>
            <CheckList items={weeklySchedule.notes} className="mt-4" />
          </div>
        </div>
      </Section>

      <CtaBand title={closings.classModel.title} text={closings.classModel.text}>
        <ButtonLink to={nextBatch} variant="secondary" size="lg">
          {nextBatchCta.label}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
