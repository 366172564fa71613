import { BatchFacts, SeatsLeft } from "~/components/enrolment";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHeader, Section } from "~/components/marketing/layout";
import { enrollPage, enrollSteps, programHighlights } from "~/content/class-model";
import { feeRule } from "~/lib/application-form";
import { programmeLabels } from "~/lib/enrolment";
import { seo } from "~/lib/seo";
import { enrolment, site, whatsappHref } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { type BatchSummary, listOpenBatchesByProgramme } from "~/server/data/batches.server";
import { ButtonLink, buttonClass } from "~/ui/button";
import type { Route } from "./+types/enroll";

// No handle: the page shows live seats, so it ships no script and is not kept in the anonymous page cache (PRODUCT 40).

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Enroll",
    description: `See the open batches of ${site.name} with the seats left in each, and apply online for your child's place in our online preschool or adventure programme.`,
  });

export async function loader() {
  const groups = await listOpenBatchesByProgramme(new Date());
  return {
    groups: groups.map(({ programme, batches }) => ({
      programme,
      batches: batches.map((b: BatchSummary) => ({
        id: b.id,
        name: b.name,
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
  return (
    <main id="main">
      <PageHeader eyebrow="Enrolment" title={enrollPage.title} intro={<p>{enrollPage.text}</p>}>
        <ButtonLink to={enrollPage.trialCta.href} size="lg">
          {enrollPage.trialCta.label}
        </ButtonLink>
        <ButtonLink to={enrollPage.contactCta.href} size="lg" variant="outline">
          {enrollPage.contactCta.label}
        </ButtonLink>
      </PageHeader>

      <Section
        id="batches"
        title={enrollPage.batchesTitle}
        intro={groups.length > 0 ? enrollPage.batchesIntro : undefined}
      >
        {groups.length === 0 ? (
          <NoOpenBatches />
        ) : (
          <div className="space-y-12">
            {groups.map((group) => (
              <ProgrammeBatches key={group.programme} group={group} />
            ))}
          </div>
        )}
      </Section>

      <Section id="highlights" title="Program Highlights" tone="tint">
        <FeatureGrid items={programHighlights} icon="star" />
      </Section>

      <Section id="steps" title="How enrolment works">
        <ol className="grid gap-5 md:grid-cols-3">
          {enrollSteps.map(({ title, text }, i) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {i + 1}
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

const ageText = (programme: Programme) => {
  const { min, max } = enrolment.programmes[programme].ages;
  return `Ages ${min}-${max}`;
};

/** One programme's open batches: its name, ages and fees, then a card per batch with its seats and 'Apply Now'. */
function ProgrammeBatches({ group }: { group: Group }) {
  const headingId = `programme-${group.programme}`;
  return (
    <section aria-labelledby={headingId} data-testid="programme-batches">
      <div className="flex flex-col gap-1 border-b border-slate-200 pb-4">
        <h3 id={headingId} className="text-xl font-extrabold text-ink sm:text-2xl">
          {programmeLabels[group.programme]}
          <span className="ml-2 align-middle text-base font-semibold text-slate-600">{ageText(group.programme)}</span>
        </h3>
        <p className="text-slate-700">
          <span className="font-semibold text-ink">Fees: </span>
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
              <h4 id={nameId} className="text-lg font-bold break-words text-ink">
                {batch.name}
              </h4>
              <BatchFacts batch={batch} className="mt-3" />
              <SeatsLeft seatsLeft={batch.seatsLeft} capacity={batch.capacity} className="mt-4" />
              <div className="mt-5 flex flex-1 items-end">
                <ButtonLink
                  to={`/enroll/apply?batch=${batch.id}`}
                  aria-describedby={nameId}
                  className="w-full"
                  variant={batch.seatsLeft > 0 ? "primary" : "outline"}
                >
                  Apply Now
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function NoOpenBatches() {
  return (
    <div className="max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8" data-testid="no-open-batches">
      <h3 className="text-2xl font-extrabold text-ink">{enrollPage.emptyTitle}</h3>
      <p className="mt-3 text-slate-700">{enrollPage.emptyText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/trial" size="lg">
          Book a Free Trial Class
        </ButtonLink>
        <a
          href={whatsappHref("Hello! When does the next batch start?")}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "lg")}
        >
          Ask us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="mt-4 text-slate-700">
        Or call us on{" "}
        <a href={site.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {site.phone}
        </a>{" "}
        ({site.hours.display}).
      </p>
    </div>
  );
}
