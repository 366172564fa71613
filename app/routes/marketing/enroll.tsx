import { ExternalButton } from "~/components/marketing/external-button";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { PageHeader, Section } from "~/components/marketing/layout";
import { enrollPage, enrollSteps, programHighlights } from "~/content/class-model";
import { seo } from "~/lib/seo";
import { site } from "~/lib/site-config";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/enroll";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Enroll",
    description:
      "Enroll your child in our online preschool or adventure programme: fill in the short online registration form and our team will confirm your child's batch.",
  });

export default function EnrollPage() {
  return (
    <main id="main">
      <PageHeader eyebrow="Enrolment" title={enrollPage.title} intro={<p>{enrollPage.text}</p>}>
        <div className="w-full">
          <div className="flex flex-wrap gap-3">
            <ExternalButton href={site.forms.registration} size="lg">
              {enrollPage.formCta.label}
            </ExternalButton>
            <ButtonLink to={enrollPage.contactCta.href} size="lg" variant="outline">
              {enrollPage.contactCta.label}
            </ButtonLink>
          </div>
          <p className="mt-3 text-slate-700">{enrollPage.redirectNote}</p>
        </div>
      </PageHeader>

      <Section id="highlights" title="Program Highlights">
        <FeatureGrid items={programHighlights} icon="star" />
      </Section>

      <Section id="steps" title="How enrolment works" tone="tint">
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
