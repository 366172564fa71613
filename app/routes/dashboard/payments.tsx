import { Link } from "react-router";
import { Icon } from "~/components/dashboard/icons";
import { InvoiceActions, InvoiceSummary } from "~/components/dashboard/invoice-summary";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { PaymentStatusBadge } from "~/components/dashboard/status";
import { formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { m } from "~/paraglide/messages";
import { listParentInvoices } from "~/server/data/invoices.server";
import { listPayments } from "~/server/data/payments.server";
import { type ListedCreditNote, listCreditNotes } from "~/server/data/refunds.server";
import { listPendingClaims, type PendingClaim } from "~/server/data/transfer-claims.server";
import { requireFamily } from "~/server/family-session.server";
import { buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/payments";
import { loadFailures, loadOrToast } from "./load.server";
import { type InvoiceRow, invoiceRow } from "./pay.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.enrol_pay_history_title());

export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const [invoices, payments, claims, creditNotes] = await Promise.all([
    loadOrToast(async () => (await listParentInvoices(family.accountId)).map(invoiceRow), loadFailures.invoices),
    loadOrToast(() => listPayments(family.accountId), loadFailures.payments),
    loadOrToast(async () => (await listPendingClaims(family.accountId)).map(claimRow), loadFailures.payments),
    loadOrToast(() => listCreditNotes(family.accountId), loadFailures.payments),
  ]);
  return { invoices, payments, claims, creditNotes };
}

/** A transfer awaiting verification, as its row shows it. */
const claimRow = (claim: PendingClaim) => ({
  id: claim.id,
  transactionId: claim.transactionId,
  amount: formatPoisha(claim.amountPoisha),
  sentOn: formatLongDate(claim.sentOn),
  method: paymentMethodLabel(claim.method),
  invoices: claim.invoiceNumbers.join(", "),
});

/** Invoice links are typed in by staff; only web links become links. */
const safeInvoiceUrl = (url: string | null) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
};

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { invoices, payments, claims, creditNotes } = loaderData;
  return (
    <>
      <PageHeader title={m.enrol_pay_history_title()} description={m.enrol_pay_history_intro()} />
      <Invoices invoices={invoices.data} failure={invoices.error?.description ?? null} />
      {claims.data?.length ? <Claims claims={claims.data} /> : null}
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.enrol_pay_payments()}</CardTitle>
        </CardHeader>
        <CardContent>
          {payments.error ? (
            <p className="text-red-800">{payments.error.description}</p>
          ) : payments.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
              {m.enrol_pay_no_history()}
            </p>
          ) : (
            // On phones each row stacks into a small card, its cells labelled by the column names.
            <table className="block w-full text-left text-sm md:table">
              <thead className="sr-only md:not-sr-only">
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {m.enrol_pay_col_date()}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {m.enrol_pay_col_amount()}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {m.enrol_pay_col_method()}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {m.enrol_pay_col_status()}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {m.enrol_pay_col_invoice()}
                  </th>
                </tr>
              </thead>
              <tbody className="flex flex-col gap-3 md:table-row-group">
                {payments.data.map((p) => {
                  const invoice = safeInvoiceUrl(p.invoiceUrl);
                  return (
                    <tr
                      key={p.id}
                      className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
                      data-testid="payment-row"
                    >
                      <Cell label={m.enrol_pay_col_date()}>{formatLongDate(p.paymentDate)}</Cell>
                      <Cell label={m.enrol_pay_col_amount()}>
                        <span className="font-semibold text-ink">{formatPoisha(p.amountPoisha, p.currency)}</span>
                        {p.refundedPoisha > 0 ? (
                          <span className="block text-xs text-slate-600">
                            {m.money_refunded_amount({ amount: formatPoisha(p.refundedPoisha, p.currency) })}
                          </span>
                        ) : null}
                      </Cell>
                      <Cell label={m.enrol_pay_col_method()}>{paymentMethodLabel(p.paymentMethod)}</Cell>
                      <Cell label={m.enrol_pay_col_status()}>
                        <PaymentStatusBadge status={p.status} />
                      </Cell>
                      <Cell label={m.enrol_pay_col_invoice()}>
                        {p.receiptNumber ? (
                          <Link
                            to={`/dashboard/payments/receipts/${p.id}`}
                            className="font-semibold text-brand-700 underline"
                          >
                            {m.enrol_pay_view_receipt()}
                            <span className="sr-only"> {p.receiptNumber}</span>
                          </Link>
                        ) : invoice ? (
                          <a
                            href={invoice}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                          >
                            {m.enrol_pay_view_invoice()}
                            <Icon name="external" className="h-4 w-4" />
                            <span className="sr-only">{m.enrol_pay_new_tab()}</span>
                          </a>
                        ) : (
                          m.enrol_pay_not_available()
                        )}
                      </Cell>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
      {creditNotes.data?.length ? <CreditNotes notes={creditNotes.data} /> : null}
      <Toaster toasts={[invoices.error, payments.error]} />
    </>
  );
}

/** The family's invoices above the history: open ones first, each due one with Pay Now. */
function Invoices({ invoices, failure }: { invoices: InvoiceRow[] | null; failure: string | null }) {
  const due = invoices?.filter((invoice) => invoice.status === "due") ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{m.enrol_pay_invoices()}</CardTitle>
        {due.length > 1 ? (
          <Link to="/dashboard/payments/pay-all" className={buttonClass("primary", "sm")}>
            {m.enrol_pay_all_due()}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {failure || !invoices ? (
          <p className="text-red-800">{failure}</p>
        ) : invoices.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {m.enrol_pay_no_invoices()}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {invoices.map((invoice) => (
              <InvoiceSummary key={invoice.id} invoice={invoice}>
                <InvoiceActions invoice={invoice} />
              </InvoiceSummary>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The family's transfers that staff have not checked yet, each with Edit (docs/product.md#money-and-payments). Shown
 * only while there are some; its read failing says so through the payments' toast.
 */
function Claims({ claims }: { claims: Array<ReturnType<typeof claimRow>> }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.enrol_claims_title()}</CardTitle>
        <p className="text-sm text-slate-600">{m.enrol_claims_intro()}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {claims.map((claim) => (
            <li
              key={claim.id}
              className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-4 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-center"
              data-testid="pending-claim"
            >
              <Labelled label={m.enrol_claim_col_sent()}>{claim.sentOn}</Labelled>
              <Labelled label={m.enrol_claim_col_trx()}>
                <span translate="no" className="font-mono font-semibold break-all text-ink">
                  {claim.transactionId}
                </span>
              </Labelled>
              <Labelled label={m.enrol_pay_col_amount()}>
                <span className="font-semibold text-ink">{claim.amount}</span>
              </Labelled>
              <Labelled label={m.enrol_claim_col_for()}>
                {claim.method}, <span translate="no">{claim.invoices}</span>
              </Labelled>
              <Link
                to={`/dashboard/payments/transfers/${claim.id}/edit`}
                className={buttonClass("outline", "sm", "col-span-2 md:col-span-1")}
                aria-label={m.enrol_claim_edit_label({ trx: claim.transactionId })}
              >
                {m.enrol_claim_edit()}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Refunds the school made, each with its printable credit note (docs/product.md#refunds-and-credit-notes). */
function CreditNotes({ notes }: { notes: ListedCreditNote[] }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.money_credit_notes_title()}</CardTitle>
        <p className="text-sm text-slate-600">{m.money_credit_notes_intro()}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
              data-testid="credit-note-row"
            >
              <p className="min-w-0 text-sm text-slate-800">
                <span className="block font-mono font-bold text-ink" translate="no">
                  {note.number}
                </span>
                {m.money_cn_row({
                  amount: formatPoisha(note.amountPoisha, note.currency),
                  date: formatLongDate(note.issuedAt),
                  receipt: note.receiptNumber ?? "",
                })}
              </p>
              <Link to={`/dashboard/payments/credit-notes/${note.id}`} className={buttonClass("outline", "sm")}>
                {m.money_cn_view()}
                <span className="sr-only"> {note.number}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <span className="text-slate-800">{children}</span>
    </p>
  );
}

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <td className="flex flex-col gap-0.5 md:table-cell md:py-3 md:pr-4 md:align-middle">
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden">{label}</span>
      <span className="text-slate-800">{children}</span>
    </td>
  );
}
