import { posts } from "~/content/blog";
import { materials } from "~/content/resources";
import { sitePages } from "~/content/site-pages";
import { hasBanglaTwin, localized } from "~/lib/i18n/language";
import { env } from "~/server/env.server";

/** The site's pages, and the account pages a visitor may land on from a search. */
const pages = [...sitePages, "/login", "/register"];

/** Each page, and its Bangla twin where there is one, both listing the pair as `xhtml:link` alternates. */
export function loader() {
  const origin = env().APP_URL;
  const entries = [
    ...pages.map((path) => ({ path, lastmod: undefined })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
    ...materials.map((item) => ({ path: `/parent-resources/${item.slug}`, lastmod: undefined })),
  ];
  const urls = entries
    .flatMap(({ path, lastmod }) => {
      const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
      if (!hasBanglaTwin(path)) return [`  <url><loc>${origin}${path}</loc>${lastmodTag}</url>`];
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="bn" href="${origin}${localized(path, "bn")}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`,
      ].join("");
      return [path, localized(path, "bn")].map(
        (loc) => `  <url><loc>${origin}${loc}</loc>${lastmodTag}${alternates}</url>`,
      );
    })
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
