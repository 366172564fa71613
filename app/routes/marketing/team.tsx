import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { TeamList } from "~/components/marketing/team-list";
import { closings, pageIntros } from "~/content/pages";
import { team } from "~/content/team";
import { cachedForAnonymous } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/team";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Our Team",
    description:
      "The twelve roles behind our programme, from early childhood educators and ABLLS assessment to outdoor adventure, parent coaching and family support.",
  });

export default function TeamPage() {
  return (
    <main id="main">
      <PageHeader
        eyebrow={pageIntros.team.eyebrow}
        title={pageIntros.team.title}
        intro={<p>{pageIntros.team.text}</p>}
      />
      <Section>
        <TeamList members={team} headingLevel="h2" />
      </Section>
      <CtaBand title={closings.team.title} text={closings.team.text}>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
