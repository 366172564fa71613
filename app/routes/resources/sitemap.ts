import { env } from "~/server/env.server";

const paths = ["/", "/about", "/curriculum", "/class-model", "/parent-resources", "/enroll", "/contact", "/services", "/team", "/testimonials", "/store", "/blog", "/terms"];

export function loader() {
  const origin = env().APP_URL;
  const urls = paths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join("\n");
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
