import { FeatureGrid } from "~/components/marketing/feature-grid";
import { Illustration } from "~/components/marketing/illustration";
import { CheckList, CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { closings } from "~/content/pages";
import { curriculumIntro, programmes, whyChoose } from "~/content/programmes";
import { cn } from "~/lib/cn";
import { cachedForAnonymous } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/curriculum";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Curriculum & Programs",
    description:
      "An ABLLS-based online preschool for ages 3-5, adventure and experiential learning from age 5, and hybrid online, offline and outdoor learning for ages 3 to 15.",
  });

export default function CurriculumPage() {
  return (
    <main id="main">
      <PageHeader eyebrow="Ages 3 to 15" title={curriculumIntro.title} intro={<p>{curriculumIntro.text}</p>}>
        <ButtonLink to="/enroll" size="lg">
          Enroll Now
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="outline">
          Contact Us
        </ButtonLink>
      </PageHeader>

      {programmes.map((item, i) => (
        <section
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-heading`}
          className={cn("scroll-mt-4", i % 2 === 1 && "bg-slate-50")}
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
            <div className={cn(i % 2 === 1 && "lg:order-2")}>
              <Illustration
                src={item.image}
                alt={item.imageAlt}
                priority={i === 0}
                className="rounded-3xl bg-brand-50 shadow-sm"
              />
            </div>
            <div>
              <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">{item.ages}</p>
              <h2
                id={`${item.id}-heading`}
                className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
              >
                {item.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-700">{item.summary}</p>
              <h3 className="mt-6 font-bold text-ink">Key points</h3>
              <CheckList items={item.keyPoints} className="mt-3" />
            </div>
          </div>
        </section>
      ))}

      <Section id="why-choose" title={whyChoose.title} tone="tint">
        <FeatureGrid items={whyChoose.points} icon="star" />
      </Section>

      <CtaBand title={closings.curriculum.title} text={closings.curriculum.text}>
        <ButtonLink to="/enroll" variant="secondary" size="lg">
          Enroll Now
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </main>
  );
}
