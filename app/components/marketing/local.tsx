import { Sentence } from "~/components/sentence";
import { officeHours } from "~/content/bn/format";
import type { Language } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

/** 'Or call us on +880 1700-000000 (Monday-Friday 11:00 AM-4:00 PM).' with the number as a link. */
export function CallUs({ language }: { language: Language }) {
  return (
    <Sentence
      write={(phone) => m.public_call_us_hours({ phone, hours: language === "bn" ? officeHours : site.hours.display })}
    >
      <a href={site.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
        {site.phone}
      </a>
    </Sentence>
  );
}
