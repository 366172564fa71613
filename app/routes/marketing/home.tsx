import { Link } from "react-router";
import { BlogCard } from "~/components/marketing/blog-card";
import { Icon, type IconName } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { JsonLd, organizationLd, useOrigin } from "~/components/marketing/json-ld";
import { CtaBand, Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import type { ApproachIcon } from "~/content/programmes";
import { cachedForAnonymous } from "~/lib/handle";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/home";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.home_meta_title({ brand: site.name }),
    description: m.home_meta_description(),
  });

const approachIcons: Record<ApproachIcon, IconName> = {
  assessment: "clipboard",
  adventure: "compass",
  "parent-coach": "heart",
};

const programmeLinks: Record<string, string> = {
  preschool: "/class-model",
  adventure: "/curriculum#adventure",
  hybrid: "/curriculum#hybrid",
};

export default function HomePage() {
  const origin = useOrigin();
  const language = useLanguage();
  const { homeCta, homeHero, programmes, uniqueApproach } = contentIn(language).programmes;
  const { homeFacts, sectionIntros } = contentIn(language).pages;
  const { testimonials } = contentIn(language).testimonials;
  const { posts } = contentIn(language).blog;
  const to = (path: string) => localized(path, language);
  return (
    <main id="main">
      <JsonLd data={organizationLd(origin)} />
      <div className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-12 sm:pt-16 lg:grid-cols-2 lg:pb-20">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{homeHero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
              {homeHero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700 sm:text-xl">{homeHero.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={to(homeHero.primaryCta.href)} size="lg">
                {homeHero.primaryCta.label}
              </ButtonLink>
              <ButtonLink to={to(homeHero.secondaryCta.href)} size="lg" variant="outline">
                {homeHero.secondaryCta.label}
              </ButtonLink>
            </div>
          </div>
          <Illustration
            src={homeHero.image}
            alt={homeHero.imageAlt}
            priority
            className="rounded-3xl shadow-lg ring-1 ring-brand-100"
          />
        </div>
      </div>

      <section aria-label={m.home_glance()} className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 lg:grid-cols-4">
          {homeFacts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="approach" title={uniqueApproach.title} intro={uniqueApproach.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {uniqueApproach.cards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-sun-100 text-brand-800">
                <Icon name={approachIcons[card.icon]} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="programmes" title={m.home_programmes_title()} intro={sectionIntros.homeProgrammes} tone="tint">
        <ul className="grid gap-6 md:grid-cols-3">
          {programmes.map((item) => (
            <li
              key={item.id}
              className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <Illustration src={item.image} alt="" className="bg-brand-50" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-bold text-orange-800">{item.ages}</p>
                <h3 className="mt-1 text-xl font-bold text-ink">
                  <Link
                    to={to(programmeLinks[item.id] ?? "/curriculum")}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {item.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {testimonials[0] ? (
        <Section className="text-center">
          <h2 className="sr-only">{m.home_parents_say()}</h2>
          <figure className="mx-auto max-w-3xl">
            <blockquote className="text-xl leading-relaxed font-medium text-ink sm:text-2xl">
              “{testimonials[0].quote}”
            </blockquote>
            <figcaption className="mt-5 text-slate-700">
              <span className="font-bold text-ink">{testimonials[0].name}</span>, {testimonials[0].role}
            </figcaption>
          </figure>
          {/* A figure's caption must be its first or last child, so the link sits after the figure. */}
          <p className="mt-4">
            <Link
              to={to("/testimonials")}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {m.home_more_stories()}
            </Link>
          </p>
        </Section>
      ) : null}

      <Section id="latest" title={m.home_blog_title()} intro={sectionIntros.homeBlog} tone="tint">
        <div className="grid gap-6 md:grid-cols-3">
          {posts.slice(0, 3).map((post) => (
            <BlogCard key={post.slug} post={post} headingLevel="h3" />
          ))}
        </div>
        <p className="mt-8">
          <Link
            to={to("/blog")}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {m.home_all_articles()}
          </Link>
        </p>
      </Section>

      <CtaBand title={homeCta.title} text={homeCta.text}>
        <ButtonLink to={to(homeCta.cta.href)} variant="secondary" size="lg">
          {homeCta.cta.label}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
