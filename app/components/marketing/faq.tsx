import type { FaqItem } from "~/content/faq";
import type { Language } from "~/lib/i18n/language";

/**
 * The FAQ accordion. <details> elements sharing a name form an exclusive group:
 * opening one closes the others, and clicking the open one closes it, with no JavaScript.
 */
export function Faq({ items, name = "faq" }: { items: FaqItem[]; name?: string }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5 flex-none text-brand-700 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function faqPageLd(items: FaqItem[], language: Language = "en") {
  return {
    "@type": "FAQPage",
    inLanguage: language === "bn" ? "bn-BD" : "en-US",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
