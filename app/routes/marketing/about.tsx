import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Illustration } from "~/components/marketing/illustration";
import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { TeamList } from "~/components/marketing/team-list";
import { contentIn } from "~/content/by-language";
import { cachedForAnonymous } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/about";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.about_meta_title(),
    description: m.about_meta_description(),
  });

export default function AboutPage() {
  const language = useLanguage();
  const { aboutIntro, challenges, philosophy, solutions } = contentIn(language).about;
  const { closings, sectionIntros } = contentIn(language).pages;
  const { team } = contentIn(language).team;
  return (
    <main id="main">
      <PageHeader
        eyebrow={m.about_eyebrow()}
        title={aboutIntro.title}
        intro={aboutIntro.paragraphs.map((text) => (
          <p key={text} className="mt-4 first:mt-0">
            {text}
          </p>
        ))}
        aside={
          <Illustration src={aboutIntro.image} alt={aboutIntro.imageAlt} priority className="rounded-3xl shadow-md" />
        }
      />

      <Section id="philosophy" title={philosophy.title}>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {philosophy.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <FeatureGrid items={philosophy.principles} icon="sparkle" columns={2} />
        </div>
      </Section>

      <Section id="challenges" title={challenges.title} intro={challenges.intro} tone="tint">
        <FeatureGrid items={challenges.items} icon="clock" />
      </Section>

      <Section id="solutions" title={solutions.title} intro={solutions.intro}>
        <FeatureGrid items={solutions.items} icon="check" />
      </Section>

      <Section id="team" title={m.about_team_title()} intro={sectionIntros.aboutTeam} tone="tint">
        <TeamList members={team} />
      </Section>

      <CtaBand title={closings.about.title} text={closings.about.text}>
        <ButtonLink to={localized("/enroll", language)} variant="secondary" size="lg">
          {m.cta_enroll_now()}
        </ButtonLink>
        <ButtonLink to={localized("/contact", language)} size="lg" variant="outline">
          {m.cta_contact_us()}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
