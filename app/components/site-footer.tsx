import { Link } from "react-router";
import { footerNav } from "~/lib/nav";
import { site } from "~/lib/site-config";
import { Logo } from "./logo";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 text-sm text-brand-100">{site.tagline}.</p>
        </div>
        <FooterLinks title="Quick Links" links={footerNav.quickLinks} />
        <FooterLinks title="Resources" links={footerNav.resources} />
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-3 space-y-2 text-sm text-brand-100 not-italic">
            <p>{site.address.display}</p>
            <p>
              <a className="hover:underline" href={site.phoneHref}>
                {site.phone}
              </a>
            </p>
            <p>
              <a className="hover:underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>{site.hours.display}</p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.label}>
                <a
                  className="underline-offset-2 hover:underline"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-6xl px-4 py-5 pr-20 text-sm text-brand-100">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="text-brand-100 hover:text-white hover:underline" to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
