import { Link } from "react-router";
import { InvoiceSummary } from "~/components/dashboard/invoice-summary";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PayForm } from "~/components/dashboard/pay-form";
import { PageHeader } from "~/components/dashboard/shell";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";
import { listParentInvoices } from "~/server/data/invoices.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/pay-all";
import { invoiceRow, payment, submitPayment } from "./pay.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.enrol_pay_all_due());

/** One transfer for every due invoice of the family, with one transaction ID (docs/product.md#money-and-payments). */
export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const due = (await listParentInvoices(family.accountId)).filter((invoice) => invoice.status === "due");
  return { invoices: due.map(invoiceRow), payment: due.length ? payment(due) : null };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  const form = await readTextForm(request);
  // The invoices the page showed, so the parent pays exactly the total they read.
  const invoiceIds = form.getAll("invoiceId").map(String);
  return submitPayment(form, family, invoiceIds, "/dashboard/payments");
}

export default function PayAllPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoices, payment } = loaderData;
  const language = useLanguage();
  const count = language === "bn" ? toBanglaDigits(invoices.length) : String(invoices.length);
  return (
    <>
      <Link to="/dashboard/payments" className="mb-3 inline-flex text-sm font-semibold text-brand-700 hover:underline">
        {m.enrol_back_to_payments()}
      </Link>
      <PageHeader
        title={m.enrol_pay_all_due()}
        description={
          payment
            ? invoices.length === 1
              ? m.enrol_pay_all_one({ total: payment.total })
              : m.enrol_pay_all_many({ count, total: payment.total })
            : undefined
        }
      />
      {payment ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-4 lg:col-span-2">
            {invoices.map((invoice) => (
              <InvoiceSummary key={invoice.id} invoice={invoice} headingLevel={2} />
            ))}
          </div>
          <Card className="lg:col-span-3">
            <CardHeader>
              <CardTitle>{m.enrol_pay_by_transfer()}</CardTitle>
            </CardHeader>
            <CardContent>
              <PayForm payment={payment} lastResult={actionData?.lastResult} />
            </CardContent>
          </Card>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {m.enrol_pay_nothing_due()}
        </p>
      )}
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
