import { env } from "~/server/env.server";

export function loader() {
  // The staff console is not named: it answers 404 to everyone else, and listing it here would only point at it.
  const body = [
    "User-agent: *",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /files/",
    `Sitemap: ${env().APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
