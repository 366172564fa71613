import type { CreditNote } from "~/lib/credit-note";
import { formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { toBanglaDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { paymentMethodLabel } from "~/lib/labels";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

/**
 * A refund's credit note as a document (docs/product.md#refunds-and-credit-notes), printable like a receipt: the
 * parent's and staff's pages show the same one. It prints alone, black on white.
 */
export function CreditNoteDocument({
  note,
  actions,
  language: given,
}: {
  note: CreditNote;
  actions?: React.ReactNode;
  language?: Language;
}) {
  const pageLanguage = useLanguage();
  const language = given ?? pageLanguage;
  const locale = { locale: language } as const;
  const digits = (text: string) => (language === "bn" ? toBanglaDigits(text) : text);
  return (
    <article
      data-print-alone
      data-testid="credit-note"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <p className="text-lg font-extrabold text-brand-800 print:text-black">{site.name}</p>
          <p className="text-sm text-slate-700 print:text-black">
            {language === "bn" ? site.bn.address : site.address.display}
          </p>
          <p className="text-sm text-slate-700 print:text-black">
            {digits(site.phone)} · {site.email}
          </p>
        </div>
        <div className="text-left sm:text-right">
          <h1 className="text-2xl font-extrabold text-ink print:text-black">{m.money_cn_title({}, locale)}</h1>
          <p translate="no" className="font-mono text-lg font-bold text-ink print:text-black">
            {note.number}
          </p>
          <p className="mt-1 inline-block rounded-full bg-sky-100 px-3 py-0.5 text-sm font-bold text-sky-900 print:border print:border-black print:bg-white print:text-black">
            {m.money_cn_refunded({}, locale)}
          </p>
        </div>
      </header>

      <dl className="grid gap-4 border-b border-slate-200 py-5 text-sm sm:grid-cols-2">
        <Fact label={m.money_cn_issued_to({}, locale)}>
          <span translate="no">{note.parent.name}</span>
          <br />
          <span className="font-normal break-all">{note.parent.email}</span>
          {note.parent.phone ? (
            <>
              <br />
              <span className="font-normal">{digits(note.parent.phone)}</span>
            </>
          ) : null}
        </Fact>
        {note.childNames.length ? (
          <Fact
            label={
              note.childNames.length === 1 ? m.mail_receipt_child({}, locale) : m.mail_receipt_children({}, locale)
            }
          >
            <span translate="no">{note.childNames.join(", ")}</span>
          </Fact>
        ) : null}
        <Fact label={m.money_cn_date({}, locale)}>{formatDateTime(note.issuedAt, language)}</Fact>
        <Fact label={m.money_cn_method({}, locale)}>{paymentMethodLabel(note.method)}</Fact>
        <Fact label={m.money_fact_against_receipt({}, locale)}>
          <span translate="no" className="font-mono">
            {note.receipt.receiptNumber}
          </span>
        </Fact>
        <Fact label={m.money_cn_reason({}, locale)}>
          {/* As staff wrote it, in whichever language. */}
          <span className="font-normal whitespace-pre-wrap" translate="no">
            {note.reason}
          </span>
        </Fact>
      </dl>

      <table className="mt-5 w-full text-left text-sm">
        <caption className="sr-only">{m.money_cn_what({}, locale)}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700 print:text-black">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {m.mail_receipt_item({}, locale)}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {m.mail_receipt_amount({}, locale)}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100 align-top">
            <td className="py-2 pr-3">
              {note.receipt.paidAt
                ? m.money_cn_line_dated(
                    {
                      receipt: note.receipt.receiptNumber,
                      date: formatLongDate(note.receipt.paidAt, language),
                      paid: formatPoisha(note.receipt.amountPoisha, note.currency, language),
                    },
                    locale,
                  )
                : m.money_cn_line({ receipt: note.receipt.receiptNumber }, locale)}
              {note.invoiceNumbers.length ? (
                <span className="block text-xs text-slate-600 print:text-black" translate="no">
                  {note.invoiceNumbers.join(", ")}
                </span>
              ) : null}
            </td>
            <td className="py-2 text-right whitespace-nowrap">
              {formatPoisha(note.amountPoisha, note.currency, language)}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-base font-bold text-ink print:text-black">
              {m.money_cn_total({}, locale)}
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-ink print:text-black">
              {formatPoisha(note.amountPoisha, note.currency, language)}
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-8 text-xs text-slate-600 print:text-black">{m.money_cn_note({ brand: site.name }, locale)}</p>
      {actions ? <div className="mt-6 flex flex-wrap gap-3 print:hidden">{actions}</div> : null}
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 print:text-black">{label}</dt>
      <dd className="font-semibold text-ink print:text-black">{children}</dd>
    </div>
  );
}
