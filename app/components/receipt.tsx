import { formatDateTime, formatPoisha } from "~/lib/format";
import { toBanglaDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { invoiceLineText } from "~/lib/invoice-lines";
import { paymentMethodLabel } from "~/lib/labels";
import type { Receipt } from "~/lib/receipt";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

/**
 * A receipt as a document (docs/product.md#money-and-payments): the parent's and staff's pages show the same one. It
 * prints alone (data-print-alone hides the site's chrome), black on white on A4.
 */
export function ReceiptDocument({
  receipt,
  actions,
  language: given,
}: {
  receipt: Receipt;
  actions?: React.ReactNode;
  /** The reader's language; the page's by default. */
  language?: Language;
}) {
  const pageLanguage = useLanguage();
  const language = given ?? pageLanguage;
  const locale = { locale: language } as const;
  const children = [...new Set(receipt.invoices.map((invoice) => invoice.childName).filter(Boolean))];
  return (
    <article
      data-print-alone
      data-testid="receipt"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <p className="text-lg font-extrabold text-brand-800 print:text-black">{site.name}</p>
          <p className="text-sm text-slate-700 print:text-black">
            {language === "bn" ? site.bn.address : site.address.display}
          </p>
          <p className="text-sm text-slate-700 print:text-black">
            {language === "bn" ? toBanglaDigits(site.phone) : site.phone} · {site.email}
          </p>
        </div>
        <div className="text-left sm:text-right">
          <h1 className="text-2xl font-extrabold text-ink print:text-black">{m.mail_receipt_title({}, locale)}</h1>
          <p translate="no" className="font-mono text-lg font-bold text-ink print:text-black">
            {receipt.receiptNumber}
          </p>
          <p className="mt-1 inline-block rounded-full bg-green-100 px-3 py-0.5 text-sm font-bold text-green-900 print:border print:border-black print:bg-white print:text-black">
            {m.mail_receipt_paid({}, locale)}
          </p>
        </div>
      </header>

      <dl className="grid gap-4 border-b border-slate-200 py-5 text-sm sm:grid-cols-2">
        <Fact label={m.mail_receipt_received_from({}, locale)}>
          {receipt.parent.name}
          <br />
          <span className="font-normal break-all">{receipt.parent.email}</span>
          {receipt.parent.phone ? (
            <>
              <br />
              <span className="font-normal">
                {language === "bn" ? toBanglaDigits(receipt.parent.phone) : receipt.parent.phone}
              </span>
            </>
          ) : null}
        </Fact>
        {children.length ? (
          <Fact label={children.length === 1 ? m.mail_receipt_child({}, locale) : m.mail_receipt_children({}, locale)}>
            {children.join(", ")}
          </Fact>
        ) : null}
        <Fact label={m.mail_receipt_date_paid({}, locale)}>{formatDateTime(receipt.paidAt, language)}</Fact>
        <Fact label={m.mail_fact_method({}, locale)}>{paymentMethodLabel(receipt.method)}</Fact>
        {receipt.reference ? (
          <Fact label={m.mail_fact_transaction_id({}, locale)}>
            <span translate="no" className="font-mono">
              {receipt.reference}
            </span>
          </Fact>
        ) : null}
      </dl>

      <table className="mt-5 w-full text-left text-sm">
        <caption className="sr-only">{m.mail_receipt_what_was_paid({}, locale)}</caption>
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
          {receipt.invoices.flatMap((invoice) =>
            invoice.lines.map((line) => (
              <tr key={`${invoice.number}-${line.description}`} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  {invoiceLineText(line.description, language)}
                  <span className="block text-xs text-slate-600 print:text-black">
                    {invoice.number}
                    {invoice.childName ? ` · ${invoice.childName}` : ""}
                  </span>
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  {formatPoisha(line.amountPoisha, receipt.currency, language)}
                </td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-3 text-base font-bold text-ink print:text-black">
              {m.mail_fact_total_paid({}, locale)}
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-ink print:text-black">
              {formatPoisha(receipt.amountPoisha, receipt.currency, language)}
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-8 text-xs text-slate-600 print:text-black">
        {m.mail_receipt_thanks_note({ brand: site.name }, locale)}
      </p>
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
