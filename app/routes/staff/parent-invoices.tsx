import { data, Link } from "react-router";
import { InvoiceStatusBadge } from "~/components/invoice-status";
import {
  AdjustInvoiceForm,
  NewInvoiceForm,
  RecordInvoicePaymentForm,
  VoidInvoiceForm,
} from "~/components/staff/invoices";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { addDays } from "~/lib/dates";
import { dhakaIsoDate, formatLongDate, formatPoisha } from "~/lib/format";
import { voidReasonText } from "~/lib/invoice-lines";
import { billing } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { type InvoiceView, listInvoicesForParent } from "~/server/data/invoices.server";
import { getParentRecord } from "~/server/data/staff-parents.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/parent-invoices";
import { staffAction, toFamilyAccount } from "./guard.server";
import { handleInvoiceAction } from "./parent-invoices.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.staff_invoices_meta({ name: data.parent.name }) : m.staff_invoices());

/**
 * A family's invoices, with one-off invoices, Void, Record a payment and Adjust (a discount or a charge). Its own page, so the parent's record does
 * not carry these forms' script.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  await toFamilyAccount(params.parentId, "invoices");
  const now = new Date();
  const [record, invoices] = await Promise.all([
    getParentRecord(params.parentId),
    listInvoicesForParent(params.parentId, now),
  ]);
  if (!record || !invoices) throw data(null, { status: 404 });
  const today = dhakaIsoDate(now);
  return {
    parent: { id: record.profile.id, name: record.profile.name, email: record.profile.email },
    kids: record.children.map((child) => ({ id: child.id, name: child.name })),
    invoices,
    today,
    defaultDueDate: addDays(today, billing.oneOffDueDays),
    // One-time keys: a double click or a retried post makes one invoice, or one payment, not two.
    formKeys: {
      invoice: crypto.randomUUID(),
      payments: Object.fromEntries(
        invoices.filter((invoice) => invoice.status === "due").map((invoice) => [invoice.id, crypto.randomUUID()]),
      ),
      adjustments: Object.fromEntries(
        invoices.filter((invoice) => invoice.status === "due").map((invoice) => [invoice.id, crypto.randomUUID()]),
      ),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  await toFamilyAccount(params.parentId, "invoices");
  return handleInvoiceAction(await readTextForm(request), user.id, params.parentId);
}

type ActionResult = Route.ComponentProps["actionData"];
const resultFor = (actionData: ActionResult, form: string) =>
  actionData?.form === form ? actionData.lastResult : undefined;

export default function ParentInvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { parent, kids, invoices, today, defaultDueDate, formKeys } = loaderData;
  return (
    <>
      <Link
        to={`/staff/parents/${parent.id}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← <span translate="no">{parent.name}</span>
      </Link>
      <StaffPageHeader
        title={m.staff_invoices()}
        description={
          <>
            <span translate="no">{parent.name}</span> · {parent.email}
          </>
        }
      />
      {invoices.length === 0 ? (
        <EmptyState>{m.staff_invoices_empty()}</EmptyState>
      ) : (
        <Card>
          <CardContent>
            <DataTable
              label={m.staff_invoices()}
              columns={[
                m.staff_parent_invoice(),
                m.staff_invoices_items(),
                m.staff_invoices_total(),
                m.staff_status(),
                m.staff_actions(),
              ]}
            >
              {invoices.map((invoice) => (
                <InvoiceRow
                  key={invoice.id}
                  invoice={invoice}
                  today={today}
                  paymentKey={formKeys.payments[invoice.id]}
                  adjustmentKey={formKeys.adjustments[invoice.id]}
                  actionData={actionData}
                />
              ))}
            </DataTable>
          </CardContent>
        </Card>
      )}
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.staff_invoices_new()}</CardTitle>
          <p className="text-sm text-slate-600">{m.staff_invoices_new_intro()}</p>
        </CardHeader>
        <CardContent>
          <NewInvoiceForm
            kids={kids}
            defaultDueDate={defaultDueDate}
            idempotencyKey={formKeys.invoice}
            lastResult={resultFor(actionData, "invoice.create")}
          />
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function InvoiceRow({
  invoice,
  today,
  paymentKey,
  adjustmentKey,
  actionData,
}: {
  invoice: InvoiceView;
  today: string;
  paymentKey: string | undefined;
  adjustmentKey: string | undefined;
  actionData: ActionResult;
}) {
  return (
    <Row testId="invoice-row">
      <Cell label={m.staff_parent_invoice()}>
        <span className="font-semibold whitespace-nowrap text-ink">{invoice.number}</span>
        <span className="block text-sm text-slate-600">
          {invoice.childName ? <span translate="no">{invoice.childName}</span> : m.staff_invoices_whole_family()}
        </span>
      </Cell>
      <Cell label={m.staff_invoices_items()} wide>
        <ul>
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines have no id and never reorder
            <li key={index} className="flex flex-wrap justify-between gap-x-3">
              <span translate="no">{line.description}</span>
              <span className="whitespace-nowrap text-slate-600">{formatPoisha(line.amountPoisha)}</span>
            </li>
          ))}
        </ul>
      </Cell>
      <Cell label={m.staff_invoices_total()}>
        <span className="font-semibold whitespace-nowrap text-ink">
          {formatPoisha(invoice.totalPoisha, invoice.currency)}
        </span>
        <span className="block text-sm text-slate-600">
          {m.staff_invoices_due_by({ date: formatLongDate(invoice.dueDate) })}
        </span>
      </Cell>
      <Cell label={m.staff_status()} wide={invoice.status !== "due"}>
        <span>
          <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
        </span>
        <StatusDetail invoice={invoice} />
      </Cell>
      {invoice.status === "due" && paymentKey ? (
        <Cell label={m.staff_actions()} wide className="md:w-56">
          <div className="flex flex-col gap-2">
            <RecordInvoicePaymentForm
              invoiceId={invoice.id}
              invoiceNumber={invoice.number}
              today={today}
              idempotencyKey={paymentKey}
              lastResult={resultFor(actionData, `invoice.pay:${invoice.id}`)}
            />
            {adjustmentKey ? (
              <AdjustInvoiceForm
                invoiceId={invoice.id}
                invoiceNumber={invoice.number}
                idempotencyKey={adjustmentKey}
                lastResult={resultFor(actionData, `invoice.adjust:${invoice.id}`)}
              />
            ) : null}
            <VoidInvoiceForm
              invoiceId={invoice.id}
              invoiceNumber={invoice.number}
              lastResult={resultFor(actionData, `invoice.void:${invoice.id}`)}
            />
          </div>
        </Cell>
      ) : (
        <Cell label={m.staff_actions()} className="max-md:hidden">
          <span className="text-slate-500">—</span>
        </Cell>
      )}
    </Row>
  );
}

/** What goes with a status: why it was voided, the receipt of a paid one, where a pending one is verified. */
function StatusDetail({ invoice }: { invoice: InvoiceView }) {
  switch (invoice.status) {
    case "paid":
      return (
        <span className="mt-1 block text-sm text-slate-700">
          {invoice.paidAt ? `${formatLongDate(invoice.paidAt)} · ` : null}
          {invoice.paymentId ? (
            <Link
              to={`/staff/payments/receipts/${invoice.paymentId}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {m.staff_invoices_receipt()}
              <span className="sr-only">{m.staff_invoices_receipt_for({ number: invoice.number })}</span>
            </Link>
          ) : null}
        </span>
      );
    case "void":
      return invoice.voidReason ? (
        <span className="mt-1 block text-sm break-words text-slate-700">
          {m.staff_invoices_reason({ reason: voidReasonText(invoice.voidReason) })}
        </span>
      ) : null;
    case "pending_verification":
      return (
        <Link to="/staff/payments" className="mt-1 block text-sm font-semibold text-brand-800 hover:underline">
          {m.staff_invoices_verify()}
        </Link>
      );
    default:
      return invoice.rejectedBecause ? (
        <span className="mt-1 block text-sm break-words text-slate-700">
          {m.staff_invoices_rejected({ reason: invoice.rejectedBecause })}
        </span>
      ) : null;
  }
}
