import { data, Link } from "react-router";
import { ContentBlocks } from "~/components/marketing/content-blocks";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { contentIn } from "~/content/by-language";
import { getMaterial } from "~/content/resources";
import { cachedForAnonymous } from "~/lib/handle";
import { type Language, languageOfPath, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import type { Route } from "./+types/resource";

export function loader({ params }: Route.LoaderArgs) {
  const material = getMaterial(params.slug);
  if (!material) throw data(null, { status: 404 });
  return { slug: material.slug };
}

export const handle = cachedForAnonymous;

/** The material in the page's language (the Bangla twin has the same slugs). */
const materialIn = (slug: string, language: Language) =>
  contentIn(language).resources.materials.find((item) => item.slug === slug);

export const meta: Route.MetaFunction = (args) => {
  const material = args.data ? materialIn(args.data.slug, languageOfPath(args.location.pathname)) : undefined;
  if (!material)
    return [{ title: `${m.public_resource_not_found()} | ${site.name}` }, { name: "robots", content: "noindex" }];
  return seo(args, { title: material.title, description: material.description, type: "article" });
};

/** A learning material. Printables are laid out for A4: `data-print-alone` drops the site chrome (app/app.css). */
export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const material = materialIn(loaderData.slug, language)!;
  const printable = material.kind === "printable";
  return (
    <main id="main" data-print-alone className="mx-auto max-w-3xl px-4 pt-8 pb-12 print:max-w-none print:p-0">
      <Link
        to={localized("/parent-resources", language)}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline print:hidden"
      >
        <Icon name="arrowLeft" className="h-4 w-4" />
        {m.public_resource_back()}
      </Link>
      <article className="mt-6 print:mt-0">
        <Badge tone={printable ? "warning" : "info"} className="print:hidden">
          {printable ? m.public_printable() : m.public_guide()}
        </Badge>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl print:text-3xl">
          {material.title}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{material.description}</p>
        {printable ? (
          <p className="mt-5 flex items-center gap-2 rounded-xl bg-sun-100 px-4 py-3 text-ink print:hidden">
            <Icon name="printer" className="h-5 w-5 flex-none" />
            <span>{m.public_resource_print_note()}</span>
          </p>
        ) : null}
        <Illustration
          src={material.image}
          alt={material.imageAlt}
          priority
          className="mt-8 rounded-3xl bg-brand-50 print:mx-auto print:mt-4 print:max-w-60"
        />
        <ContentBlocks blocks={material.body} />
        <p className="mt-10 hidden text-sm text-slate-600 print:block">
          {site.name} · {site.phone} · {site.email}
        </p>
      </article>
    </main>
  );
}
