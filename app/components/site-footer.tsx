import { Link } from "react-router";
import { officeHours } from "~/content/bn/format";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { footerNav, type NavItem } from "~/lib/nav";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";

export function SiteFooter({ year, language }: { year: number; language: Language }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 text-sm text-brand-100">{language === "bn" ? site.bn.tagline : site.tagline}.</p>
          <LanguageLink language={language} className="mt-4 inline-block text-white" />
        </div>
        <FooterLinks title={m.footer_quick_links()} links={footerNav.quickLinks} language={language} />
        <FooterLinks title={m.footer_resources()} links={footerNav.resources} language={language} />
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{m.footer_contact()}</h2>
          <address className="mt-3 space-y-2 text-sm text-brand-100 not-italic">
            <p>{language === "bn" ? site.bn.address : site.address.display}</p>
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
            <p>{language === "bn" ? officeHours : site.hours.display}</p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label={m.footer_social()}>
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
          {m.footer_rights({ year: language === "bn" ? toBanglaDigits(year) : String(year), brand: site.name })}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links, language }: { title: string; links: readonly NavItem[]; language: Language }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="text-brand-100 hover:text-white hover:underline" to={localized(l.to, language)}>
              {l.label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
