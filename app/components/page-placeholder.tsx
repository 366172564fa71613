import { Link } from "react-router";
import { site, whatsappHref } from "~/lib/site-config";

/** An honest stand-in for a page whose content is still being written. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">
        This page is being prepared. Meanwhile, call us on{" "}
        <a className="font-semibold text-brand-700 underline" href={site.phoneHref}>
          {site.phone}
        </a>
        ,{" "}
        <a
          className="font-semibold text-brand-700 underline"
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
        >
          chat on WhatsApp
        </a>
        , or{" "}
        <Link className="font-semibold text-brand-700 underline" to="/contact">
          send us a message
        </Link>
        .
      </p>
    </main>
  );
}
