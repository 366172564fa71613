import { useRouteLoaderData } from "react-router";
import { fees, programme, site } from "~/lib/site-config";

/**
 * Structured data for search engines. It is a data block, which the browser never runs, so it needs no CSP nonce,
 * and it must carry none: the page is kept in the anonymous page cache, and a nonce there would be the first
 * visitor's. "<" is escaped so no text in it can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own content with "<" escaped; a script element takes no children.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The school as a Preschool / EducationalOrganization, with address and office hours from site config. */
export function organizationLd(origin: string) {
  return {
    "@type": ["Preschool", "EducationalOrganization"],
    "@id": `${origin}/#organization`,
    name: site.name,
    description: `${site.tagline}. Live online classes, offline activity sessions and outdoor adventures; an ABLLS-based online preschool for ages ${programme.preschoolAges.min}-${programme.preschoolAges.max}.`,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    priceRange: `৳${fees.onlinePreschool.monthly}/month`,
    sameAs: site.social.map((s) => s.href),
  };
}

/** The public origin (APP_URL) the root loader provides, for absolute URLs in structured data. */
export function useOrigin() {
  return useRouteLoaderData<{ appUrl: string }>("root")?.appUrl ?? "";
}
