import { Link } from "react-router";
import { InvoiceStatusBadge } from "~/components/invoice-status";
import { formatMonth } from "~/lib/format";
import type { Language } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";
import type { InvoiceRow } from "~/routes/dashboard/pay.server";
import { buttonClass } from "~/ui/button";

/** One invoice: number, child, status, items, total and due date, with whatever the caller adds (Pay Now). */
export function InvoiceSummary({
  invoice,
  headingLevel = 3,
  children,
}: {
  invoice: InvoiceRow;
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const language = useLanguage();
  return (
    <article
      className="rounded-xl border border-slate-200 p-4"
      data-testid="invoice"
      aria-labelledby={`inv-${invoice.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={`inv-${invoice.id}`} className="font-mono text-base font-bold text-ink">
            {invoice.number}
          </Heading>
          {invoice.childName ? <p className="text-sm text-slate-600">{invoice.childName}</p> : null}
        </div>
        <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
      </div>
      <dl className="mt-3 flex flex-col gap-1 text-sm">
        {invoice.lines.map((line) => (
          <div key={line.description} className="flex justify-between gap-3">
            <dt className="text-slate-700">{lineText(line.description, language)}</dt>
            <dd className="whitespace-nowrap text-slate-800">{line.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-bold text-ink">
          <dt>{m.enrol_total()}</dt>
          <dd className="whitespace-nowrap">{invoice.total}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {invoice.status === "paid" ? m.enrol_was_due() : m.enrol_due()} {invoice.due}
      </p>
      {invoice.status === "void" && invoice.voidReason ? (
        <p className="mt-2 text-sm text-slate-700">{m.enrol_voided({ reason: invoice.voidReason })}</p>
      ) : null}
      {invoice.rejectedBecause ? (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="rejection">
          <span className="font-semibold">{m.enrol_rejected()}</span> {invoice.rejectedBecause}
        </p>
      ) : null}
      {children ? <div className="mt-3 flex flex-wrap gap-3">{children}</div> : null}
    </article>
  );
}

/** The link a due invoice offers, and the paid one's receipt. */
export function InvoiceActions({ invoice }: { invoice: InvoiceRow }) {
  if (invoice.status === "due")
    return (
      <Link to={`/dashboard/payments/invoices/${invoice.id}`} className={buttonClass("primary", "sm")}>
        {m.enrol_pay_now()}
        <span className="sr-only"> {invoice.number}</span>
      </Link>
    );
  if (invoice.status === "paid" && invoice.paymentId)
    return (
      <Link to={`/dashboard/payments/receipts/${invoice.paymentId}`} className={buttonClass("outline", "sm")}>
        {m.enrol_pay_view_receipt()}
        <span className="sr-only"> {m.enrol_receipt_for({ number: invoice.number })}</span>
      </Link>
    );
  return null;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'January 2027' → '2027-01', or null when it is not a month in English. */
function isoMonth(text: string) {
  const [name, year] = text.split(" ");
  const index = monthNames.indexOf(name ?? "");
  return index >= 0 && /^\d{4}$/.test(year ?? "") ? `${year}-${String(index + 1).padStart(2, "0")}` : null;
}

const lineWords: Array<[RegExp, (month: string) => string]> = [
  [/^Monthly fee, outdoor sessions included, (.+)$/, (month) => m.enrol_line_monthly_outdoor({ month })],
  [/^Monthly fee, (.+)$/, (month) => m.enrol_line_monthly({ month })],
  [/^Outdoor sessions, (.+)$/, (month) => m.enrol_line_outdoor({ month })],
];

/**
 * An invoice line as the billing job wrote it (in English, 'Monthly fee, January 2027'), in the page's language; a
 * line staff typed stays as they wrote it.
 */
function lineText(description: string, language: Language) {
  if (language === "en") return description;
  if (description === "Admission fee") return m.enrol_line_admission();
  for (const [pattern, say] of lineWords) {
    const month = pattern.exec(description)?.[1];
    if (month === undefined) continue;
    const iso = isoMonth(month);
    return say(iso ? formatMonth(iso, language) : month);
  }
  return description;
}
