import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { TeamList } from "~/components/marketing/team-list";
import { contentIn } from "~/content/by-language";
import { cachedForAnonymous } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/team";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.team_meta_title(),
    description: m.team_meta_description(),
  });

export default function TeamPage() {
  const language = useLanguage();
  const { closings, pageIntros } = contentIn(language).pages;
  const { team } = contentIn(language).team;
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
        <ButtonLink to={localized("/contact", language)} variant="secondary" size="lg">
          {m.cta_contact_us()}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
