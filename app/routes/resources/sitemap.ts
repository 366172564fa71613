import { posts } from "~/content/blog";
import { materials } from "~/content/resources";
import { sitePages } from "~/content/site-pages";
import { env } from "~/server/env.server";

/** The site's pages, and the account pages a visitor may land on from a search. */
const pages = [...sitePages, "/login", "/register"];

export function loader() {
  const origin = env().APP_URL;
  const entries = [
    ...pages.map((path) => ({ path })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
    ...materials.map((item) => ({ path: `/parent-resources/${item.slug}` })),
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${origin}${e.path}</loc>${"lastmod" in e && e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
