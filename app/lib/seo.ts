import type { MetaDescriptor } from "react-router";
import { getLocale } from "~/paraglide/runtime";
import { hasBanglaTwin, localized, withoutLanguage } from "./i18n/language";
import { site } from "./site-config";

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
};

/**
 * Title, description, canonical link, Open Graph/Twitter tags and, for a page in both languages, its `hreflang`
 * alternates (with English as `x-default`).
 */
export function seo(
  args: MetaArgsLike,
  page: { title: string; description: string; image?: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as { appUrl?: string } | undefined;
  const origin = root?.appUrl ?? "";
  const url = origin + args.location.pathname;
  const path = withoutLanguage(args.location.pathname);
  // The request's language: the URL's on a public page, the person's or the chosen one's on the others.
  const language = getLocale();
  const title = path === "/" ? page.title : `${page.title} | ${site.name}`;
  const image = origin + (page.image ?? "/og-image.png");
  const alternates: MetaDescriptor[] = hasBanglaTwin(path)
    ? [
        { tagName: "link", rel: "alternate", hrefLang: "en", href: origin + path },
        { tagName: "link", rel: "alternate", hrefLang: "bn", href: origin + localized(path, "bn") },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + path },
        { property: "og:locale:alternate", content: language === "bn" ? "en_US" : "bn_BD" },
      ]
    : [];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language === "bn" ? "bn_BD" : "en_US" },
    ...alternates,
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
