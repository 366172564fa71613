import type { MetaDescriptor } from "react-router";
import { site } from "./site-config";

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
};

/** Title, description, canonical link and Open Graph/Twitter tags for a page. */
export function seo(
  args: MetaArgsLike,
  page: { title: string; description: string; image?: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as { appUrl?: string } | undefined;
  const origin = root?.appUrl ?? "";
  const url = origin + args.location.pathname;
  const title = args.location.pathname === "/" ? page.title : `${page.title} | ${site.name}`;
  const image = origin + (page.image ?? "/og-image.png");
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
