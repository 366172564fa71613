import type { Route } from "./+types/team";
import { team } from "~/content/team";
import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { TeamList } from "~/components/marketing/team-list";
import { seo } from "~/lib/seo";
import { ButtonLink } from "~/ui/button";

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
        eyebrow="Our team"
        title="The People Behind the Programme"
        intro={<p>Educators, specialists and coordinators who work together so that every child learns the right next thing, and every family feels supported.</p>}
      />
      <Section>
        <TeamList members={team} headingLevel="h2" />
      </Section>
      <CtaBand title="Questions for our team?" text="Our family support coordinator is happy to help, or to arrange a free trial class.">
        <ButtonLink to="/contact" variant="secondary" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
