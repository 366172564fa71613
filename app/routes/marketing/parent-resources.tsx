import { Link } from "react-router";
import { BlogCard } from "~/components/marketing/blog-card";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { PageHeader, Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { formatClassTime } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { inTwoLanguages, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { listUpcomingEvents } from "~/server/data/events.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/parent-resources";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.public_resources_meta_title(),
    description: m.public_resources_meta_description(),
  });

export async function loader() {
  const [next] = await listUpcomingEvents(new Date(), "workshop");
  return { workshop: next ?? null };
}

export default function ParentResourcesPage({ loaderData }: Route.ComponentProps) {
  const { workshop } = loaderData;
  const language = useLanguage();
  const { materials, resourcesIntro, supportServices, workshopIllustration } = contentIn(language).resources;
  const { sectionIntros } = contentIn(language).pages;
  const { posts } = contentIn(language).blog;
  const to = (path: string) => localized(path, language);
  const workshopTitle = inTwoLanguages(language, workshop?.title ?? "", workshop?.titleBn);
  const workshopText = inTwoLanguages(language, workshop?.description ?? "", workshop?.descriptionBn);
  return (
    <main id="main">
      <PageHeader
        eyebrow={m.public_resources_eyebrow()}
        title={resourcesIntro.title}
        intro={<p>{resourcesIntro.text}</p>}
      />

      <Section id="materials" title={m.public_resources_materials()} intro={sectionIntros.materials}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {materials.map((item, i) => (
            <li
              key={item.slug}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <Illustration src={item.image} alt="" priority={i === 0} className="bg-brand-50" />
              <div className="flex flex-1 flex-col p-5">
                <Badge tone={item.kind === "printable" ? "warning" : "info"} className="self-start">
                  {item.kind === "printable" ? m.public_printable() : m.public_guide()}
                </Badge>
                <h3 className="mt-3 text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-1.5 flex-1 text-slate-700">{item.description}</p>
                <Link
                  to={to(`/parent-resources/${item.slug}`)}
                  aria-label={m.public_resources_access_label({ title: item.title })}
                  className={buttonClass("primary", "md", "mt-5")}
                >
                  {m.public_resources_access()}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="workshop" title={m.public_resources_workshop()} tone="sun">
        <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr]">
          <Illustration src={workshopIllustration} alt="" className="rounded-2xl bg-brand-50" />
          {workshop ? (
            <div>
              <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">
                {workshop.place ? m.public_resources_workshop_dhaka() : m.public_resources_workshop_online()}
              </p>
              <h3 lang={workshopTitle.lang} className="mt-1 text-2xl font-extrabold text-ink">
                {workshopTitle.text}
              </h3>
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-semibold text-brand-800">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="calendar" className="h-4 w-4" />
                  <time dateTime={workshop.startsAt.toISOString()}>
                    {formatClassTime(workshop.startsAt, workshop.endsAt, language)}
                  </time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="pin" className="h-4 w-4" />
                  {workshop.place ?? m.public_online()}
                </span>
              </p>
              <p lang={workshopText.lang} className="mt-3 line-clamp-4 whitespace-pre-line text-slate-700">
                {workshopText.text}
              </p>
              <Link to={to(`/events#event-${workshop.id}`)} className={buttonClass("primary", "lg", "mt-6")}>
                {m.public_resources_register_workshop()}
              </Link>
            </div>
          ) : (
            <div data-testid="no-workshop">
              <h3 className="text-2xl font-extrabold text-ink">{m.public_resources_no_workshop()}</h3>
              <p className="mt-3 text-slate-700">{m.public_resources_no_workshop_text()}</p>
              <Link to={to("/events")} className={buttonClass("primary", "lg", "mt-6")}>
                {m.public_resources_all_events()}
              </Link>
            </div>
          )}
        </div>
      </Section>

      <Section id="reading" title={m.public_resources_blog()} intro={sectionIntros.resourcesBlog}>
        <div className="grid gap-6 md:grid-cols-3">
          {posts.slice(0, 3).map((post) => (
            <BlogCard key={post.slug} post={post} headingLevel="h3" />
          ))}
        </div>
      </Section>

      <Section id="support" title={m.public_resources_support()} tone="tint">
        <ul className="grid gap-5 sm:grid-cols-2">
          {supportServices.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-ink">{service.title}</h3>
              <p className="mt-1.5 flex-1 text-slate-700">{service.description}</p>
              <Link
                to={to(service.href)}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {m.public_resources_learn_more()}
                <span className="sr-only">{m.public_resources_learn_more_about({ title: service.title })}</span>
                <Icon name="arrowRight" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
