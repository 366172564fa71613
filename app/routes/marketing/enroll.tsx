import { BatchFacts, SeatsLeft } from "~/components/enrolment";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHeader, Section } from "~/components/marketing/layout";
import { CallUs } from "~/components/marketing/local";
import { StaffText } from "~/components/staff-text";
import { contentIn } from "~/content/by-language";
import { feeRule } from "~/lib/application-form";
import { programmeLabels } from "~/lib/enrolment";
import { localDigits, toBanglaDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { enrolment, site, whatsappHref } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { type BatchSummary, listOpenBatchesByProgramme } from "~/server/data/batches.server";
import { ButtonLink, buttonClass } from "~/ui/button";
import type { Route } from "./+types/enroll";

// No handle: the page shows live seats, so it ships no script and is not kept in the anonymous page cache
// (docs/product.md#speed-budgets).

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.public_enroll_meta_title(),
    description: m.public_enroll_meta_description({ brand: site.name }),
  });

export async function loader() {
  const groups = await listOpenBatchesByProgramme(new Date());
  return {
    groups: groups.map(({ programme, batches }) => ({
      programme,
      batches: batches.map((b: BatchSummary) => ({
        id: b.id,
        name: b.name,
        nameBn: b.nameBn,
        classDays: b.classDays,
        startTime: b.startTime,
        endTime: b.endTime,
        startDate: b.startDate,
        endDate: b.endDate,
        capacity: b.capacity,
        seatsLeft: b.seatsLeft,
      })),
    })),
  };
}

type Group = Awaited<ReturnType<typeof loader>>["groups"][number];

export default function EnrollPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const language = useLanguage();
  const { enrollPage, enrollSteps, programHighlights } = contentIn(language).classModel;
  return (
    <main id="main">
      <PageHeader eyebrow={m.public_enroll_eyebrow()} title={enrollPage.title} intro={<p>{enrollPage.text}</p>}>
        <ButtonLink to={localized(enrollPage.trialCta.href, language)} size="lg">
          {enrollPage.trialCta.label}
        </ButtonLink>
        <ButtonLink to={localized(enrollPage.contactCta.href, language)} size="lg" variant="outline">
          {enrollPage.contactCta.label}
        </ButtonLink>
      </PageHeader>

      <Section
        id="batches"
        title={enrollPage.batchesTitle}
        intro={groups.length > 0 ? enrollPage.batchesIntro : undefined}
      >
        {groups.length === 0 ? (
          <NoOpenBatches language={language} title={enrollPage.emptyTitle} text={enrollPage.emptyText} />
        ) : (
          <div className="space-y-12">
            {groups.map((group) => (
              <ProgrammeBatches key={group.programme} group={group} language={language} />
            ))}
          </div>
        )}
      </Section>

      <Section id="highlights" title={m.public_enroll_highlights()} tone="tint">
        <FeatureGrid items={programHighlights} icon="star" />
      </Section>

      <Section id="steps" title={m.public_enroll_steps()}>
        <ol className="grid gap-5 md:grid-cols-3">
          {enrollSteps.map(({ title, text }, i) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {language === "bn" ? toBanglaDigits(i + 1) : i + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1.5 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </main>
  );
}

const ageText = (programme: Programme, language: Language) => {
  const { min, max } = enrolment.programmes[programme].ages;
  const digits = (n: number) => localDigits(n, language);
  return m.public_ages({ min: digits(min), max: digits(max) });
};

/** One programme's open batches: its name, ages and fees, then a card per batch with its seats and 'Apply Now'. */
function ProgrammeBatches({ group, language }: { group: Group; language: Language }) {
  const headingId = `programme-${group.programme}`;
  return (
    <section aria-labelledby={headingId} data-testid="programme-batches">
      <div className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <h3 id={headingId} className="text-xl font-extrabold text-ink sm:text-2xl">
          {programmeLabels[group.programme]}
          <span className="ml-2 align-middle text-base font-semibold text-slate-600">
            {ageText(group.programme, language)}
          </span>
        </h3>
        <p className="text-slate-700">
          <span className="font-semibold text-ink">{m.public_enroll_fees()}</span>
          {feeRule(group.programme)}
        </p>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {group.batches.map((batch) => {
          const nameId = `batch-${batch.id}`;
          return (
            <li
              key={batch.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="open-batch"
            >
              <h4 id={nameId} translate="no" className="text-lg font-bold break-words text-ink">
                <StaffText en={batch.name} bn={batch.nameBn} />
              </h4>
              <BatchFacts batch={batch} className="mt-3" />
              <SeatsLeft seatsLeft={batch.seatsLeft} capacity={batch.capacity} className="mt-4" />
              <div className="mt-5 flex flex-1 items-end">
                <ButtonLink
                  to={localized(`/enroll/apply?batch=${batch.id}`, language)}
                  aria-describedby={nameId}
                  className="w-full"
                  variant={batch.seatsLeft > 0 ? "primary" : "outline"}
                >
                  {m.public_enroll_apply()}
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function NoOpenBatches({ language, title, text }: { language: Language; title: string; text: string }) {
  return (
    <div className="max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8" data-testid="no-open-batches">
      <h3 className="text-2xl font-extrabold text-ink">{title}</h3>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={localized("/trial", language)} size="lg">
          {m.public_enroll_book_trial()}
        </ButtonLink>
        <a
          href={whatsappHref(m.public_enroll_whatsapp_text())}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "lg")}
        >
          {m.public_ask_whatsapp()}
          <span className="sr-only">{m.public_new_tab()}</span>
        </a>
      </div>
      <p className="mt-4 text-slate-700">
        <CallUs language={language} />
      </p>
    </div>
  );
}
