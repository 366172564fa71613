import { data, Link } from "react-router";
import { InvoiceActions, InvoiceSummary } from "~/components/dashboard/invoice-summary";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PayForm } from "~/components/dashboard/pay-form";
import { PageHeader } from "~/components/dashboard/shell";
import { m } from "~/paraglide/messages";
import { getParentInvoice } from "~/server/data/invoices.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/invoice";
import { invoiceRow, payment, submitPayment } from "./pay.server";

export const meta: Route.MetaFunction = ({ data }) =>
  dashboardMeta(data ? m.enrol_invoice_title({ number: data.invoice.number }) : m.enrol_pay_col_invoice());

export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const invoice = await getParentInvoice(family.accountId, params.invoiceId);
  if (!invoice) throw data(null, { status: 404 });
  return { invoice: invoiceRow(invoice), payment: invoice.status === "due" ? payment([invoice]) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  const here = `/dashboard/payments/invoices/${params.invoiceId}`;
  return submitPayment(await readTextForm(request), family, [params.invoiceId], here);
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, payment } = loaderData;
  return (
    <>
      <Link to="/dashboard/payments" className="mb-3 inline-flex text-sm font-semibold text-brand-700 hover:underline">
        {m.enrol_back_to_payments()}
      </Link>
      <PageHeader
        title={m.enrol_invoice_title({ number: invoice.number })}
        description={invoice.childName ?? undefined}
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <InvoiceSummary invoice={invoice} headingLevel={2}>
            {invoice.status === "paid" ? <InvoiceActions invoice={invoice} /> : null}
          </InvoiceSummary>
        </div>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{payment ? m.enrol_pay_by_transfer() : m.enrol_payment()}</CardTitle>
          </CardHeader>
          <CardContent>
            {payment ? (
              <PayForm payment={payment} lastResult={actionData?.lastResult} />
            ) : (
              <InvoiceState status={invoice.status} />
            )}
          </CardContent>
        </Card>
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

/** What a parent reads once the invoice is not waiting for their payment. */
function InvoiceState({ status }: { status: string }) {
  const text =
    status === "pending_verification"
      ? m.enrol_invoice_pending()
      : status === "paid"
        ? m.enrol_invoice_paid()
        : m.enrol_invoice_void();
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700" data-testid="invoice-state">
      {text}
    </p>
  );
}
