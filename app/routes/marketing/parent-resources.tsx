import { Link } from "react-router";
import { BlogCard } from "~/components/marketing/blog-card";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { PageHeader, Section } from "~/components/marketing/layout";
import { posts } from "~/content/blog";
import { sectionIntros } from "~/content/pages";
import { materials, resourcesIntro, supportServices, workshopIllustration } from "~/content/resources";
import { formatClassTime } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { listUpcomingEvents } from "~/server/data/events.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/parent-resources";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Parent Resources",
    description:
      "Free printables and guides for parents: a daily routine chart, play ideas for small flats, ABLLS at home and a nature hunt, plus our next parent workshop.",
  });

export async function loader() {
  const [next] = await listUpcomingEvents(new Date(), "workshop");
  return { workshop: next ?? null };
}

export default function ParentResourcesPage({ loaderData }: Route.ComponentProps) {
  const { workshop } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="For parents" title={resourcesIntro.title} intro={<p>{resourcesIntro.text}</p>} />

      <Section id="materials" title="Learning Materials" intro={sectionIntros.materials}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {materials.map((item, i) => (
            <li
              key={item.slug}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <Illustration src={item.image} alt="" priority={i === 0} className="bg-brand-50" />
              <div className="flex flex-1 flex-col p-5">
                <Badge tone={item.kind === "printable" ? "warning" : "info"} className="self-start">
                  {item.kind === "printable" ? "Printable" : "Guide"}
                </Badge>
                <h3 className="mt-3 text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-1.5 flex-1 text-slate-700">{item.description}</p>
                <Link
                  to={`/parent-resources/${item.slug}`}
                  aria-label={`Access Now: ${item.title}`}
                  className={buttonClass("primary", "md", "mt-5")}
                >
                  Access Now
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="workshop" title="Upcoming Workshop" tone="sun">
        <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[2fr_3fr]">
          <Illustration src={workshopIllustration} alt="" className="rounded-2xl bg-brand-50" />
          {workshop ? (
            <div>
              <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">
                {workshop.place ? "Workshop in Dhaka" : "Live online workshop"}
              </p>
              <h3 className="mt-1 text-2xl font-extrabold text-ink">{workshop.title}</h3>
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-semibold text-brand-800">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="calendar" className="h-4 w-4" />
                  <time dateTime={workshop.startsAt.toISOString()}>
                    {formatClassTime(workshop.startsAt, workshop.endsAt)}
                  </time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="pin" className="h-4 w-4" />
                  {workshop.place ?? "Online"}
                </span>
              </p>
              <p className="mt-3 line-clamp-4 whitespace-pre-line text-slate-700">{workshop.description}</p>
              <Link to={`/events#event-${workshop.id}`} className={buttonClass("primary", "lg", "mt-6")}>
                Register for Workshop
              </Link>
            </div>
          ) : (
            <div data-testid="no-workshop">
              <h3 className="text-2xl font-extrabold text-ink">No workshop is scheduled right now</h3>
              <p className="mt-3 text-slate-700">
                We hold a parent workshop most months. See the events page for what is coming up.
              </p>
              <Link to="/events" className={buttonClass("primary", "lg", "mt-6")}>
                See All Events
              </Link>
            </div>
          )}
        </div>
      </Section>

      <Section id="reading" title="From the Blog" intro={sectionIntros.resourcesBlog}>
        <div className="grid gap-6 md:grid-cols-3">
          {posts.slice(0, 3).map((post) => (
            <BlogCard key={post.slug} post={post} headingLevel="h3" />
          ))}
        </div>
      </Section>

      <Section id="support" title="Support Services" tone="tint">
        <ul className="grid gap-5 sm:grid-cols-2">
          {supportServices.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-ink">{service.title}</h3>
              <p className="mt-1.5 flex-1 text-slate-700">{service.description}</p>
              <Link
                to={service.href}
                className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                Learn More<span className="sr-only"> about {service.title}</span>
                <Icon name="arrowRight" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
