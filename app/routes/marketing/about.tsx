import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Illustration } from "~/components/marketing/illustration";
import { CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { TeamList } from "~/components/marketing/team-list";
import { aboutIntro, challenges, philosophy, solutions } from "~/content/about";
import { closings, sectionIntros } from "~/content/pages";
import { team } from "~/content/team";
import { cachedForAnonymous } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/about";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "About Us",
    description:
      "Who we are and why we teach the way we do: a hybrid early-learning programme in Dhaka built on play, small groups, ABLLS-based skills and parents as coaches.",
  });

export default function AboutPage() {
  return (
    <main id="main">
      <PageHeader
        eyebrow="About us"
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

      <Section id="team" title="Our Team" intro={sectionIntros.aboutTeam} tone="tint">
        <TeamList members={team} />
      </Section>

      <CtaBand title={closings.about.title} text={closings.about.text}>
        <ButtonLink to="/enroll" variant="secondary" size="lg">
          Enroll Now
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="outline">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
