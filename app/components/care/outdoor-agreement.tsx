import { outdoorPolicy, termParts } from "~/lib/care";
import { localDigits } from "~/lib/i18n/digits";
import { pageLanguage } from "~/lib/labels";
import { m } from "~/paraglide/messages";

/** 'Term 3, 2026' in the page's language. */
export const termName = (term: string) => {
  const { year, number } = termParts(term);
  return m.care_term({ year: localDigits(year), number: localDigits(number) });
};

/**
 * The outdoor policy and the box a family ticks before its first 'We'll be there' of a term for a child
 * (docs/product.md#consents). It sits inside the answer form: 'Can't make it' needs no agreement.
 */
export function OutdoorAgreementFields({ childName, term, id }: { childName: string; term: string; id: string }) {
  const language = pageLanguage();
  return (
    <div className="flex basis-full flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <details open>
        <summary className="w-fit cursor-pointer font-semibold text-ink">{m.care_policy_heading()}</summary>
        <div className="mt-2 flex flex-col gap-2 text-sm text-slate-800" data-testid="outdoor-policy">
          {outdoorPolicy.text[language].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 font-semibold text-ink">
        <input id={id} type="checkbox" name="agree" className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        <span>{m.care_agree({ child: childName })}</span>
      </label>
      <p className="text-sm text-slate-700">{m.care_agree_asked({ term: termName(term) })}</p>
    </div>
  );
}
