import { Link } from "react-router";
import { InvoiceStatusBadge } from "~/components/invoice-status";
import { useLanguage } from "~/lib/i18n/use-language";
import { invoiceLineText, voidReasonText } from "~/lib/invoice-lines";
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
        {invoice.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines have no id and never reorder
          <div key={index} className="flex justify-between gap-3">
            <dt className="text-slate-700">{invoiceLineText(line.description, language)}</dt>
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
      {invoice.status === "due" ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="invoice-reference">
          {m.money_invoice_reference()}{" "}
          <span translate="no" className="font-mono font-semibold text-ink">
            {invoice.reference}
          </span>
        </p>
      ) : null}
      {invoice.status === "void" && invoice.voidReason ? (
        <p className="mt-2 text-sm text-slate-700">{m.enrol_voided({ reason: voidReasonText(invoice.voidReason) })}</p>
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
