import { Link } from "react-router";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { ApproveTransferForm, RejectTransferForm } from "~/components/staff/transfer-decision";
import { dhakaIsoDate, formatDateTime, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { type AwaitingTransfer, listAwaitingVerification } from "~/server/data/transfers.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { inputClass } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/payments";
import { staffAction } from "./guard.server";
import { handleTransferDecision } from "./payments.server";

export const meta: Route.MetaFunction = () => staffMeta("Payments");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { transfers: await listAwaitingVerification(), thisMonth: dhakaIsoDate().slice(0, 7) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleTransferDecision(await readTextForm(request), user.id);
}

type ActionResult = Route.ComponentProps["actionData"];

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { transfers, thisMonth } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Payments"
        description="bKash and Nagad payments that parents have sent. Check each against the statement, then approve or reject it; the parent is emailed either way."
      />
      <Card>
        <CardHeader>
          <CardTitle>Awaiting verification</CardTitle>
          <p className="text-sm text-slate-600">Oldest first.</p>
        </CardHeader>
        <CardContent>
          {transfers.length === 0 ? (
            <EmptyState>Nothing to verify. Payments appear here as parents submit their transaction IDs.</EmptyState>
          ) : (
            <DataTable
              label="Awaiting verification"
              columns={["Submitted", "Invoice", "Parent", "Payment", "Decision"]}
            >
              {transfers.map((transfer) => (
                <TransferRow key={transfer.id} transfer={transfer} actionData={actionData} />
              ))}
            </DataTable>
          )}
        </CardContent>
      </Card>
      <ExportCard thisMonth={thisMonth} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function TransferRow({ transfer, actionData }: { transfer: AwaitingTransfer; actionData: ActionResult }) {
  const invoicesPage = `/staff/parents/${transfer.parentId}/invoices`;
  return (
    <Row testId="transfer-row">
      <Cell label="Submitted">
        <time dateTime={new Date(transfer.submittedAt).toISOString()}>{formatDateTime(transfer.submittedAt)}</time>
      </Cell>
      <Cell label="Invoice">
        {transfer.invoiceNumbers.map((number) => (
          <Link
            key={number}
            to={invoicesPage}
            className="block font-semibold whitespace-nowrap text-brand-800 hover:underline"
          >
            {number}
          </Link>
        ))}
      </Cell>
      <Cell label="Parent" wide>
        <Link to={`/staff/parents/${transfer.parentId}`} className="font-semibold text-brand-800 hover:underline">
          {transfer.parentName}
        </Link>
        <span className="block text-sm break-all text-slate-600">{transfer.parentEmail}</span>
      </Cell>
      <Cell label="Payment" wide>
        <span className="font-semibold whitespace-nowrap text-ink">{formatPoisha(transfer.amountPoisha)}</span>
        <span className="block">
          {paymentMethodLabel(transfer.method)} from <span className="font-mono">{transfer.senderNumber}</span>
        </span>
        <span className="block">
          TrxID <span className="font-mono font-semibold text-ink">{transfer.transactionId}</span>
        </span>
      </Cell>
      <Cell label="Decision" wide className="md:w-56">
        <div className="flex flex-col gap-2">
          <ApproveTransferForm transferId={transfer.id} transactionId={transfer.transactionId} />
          <RejectTransferForm
            transferId={transfer.id}
            transactionId={transfer.transactionId}
            lastResult={actionData?.form === `reject:${transfer.id}` ? actionData.lastResult : undefined}
          />
        </div>
      </Cell>
    </Row>
  );
}

/** A plain GET form: the browser downloads the file, with or without JavaScript. */
function ExportCard({ thisMonth }: { thisMonth: string }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Monthly export</CardTitle>
        <p className="text-sm text-slate-600">
          Every bKash and Nagad payment submitted in a month, with how it was decided, as a CSV file for the accounts.
        </p>
      </CardHeader>
      <CardContent>
        <form
          method="get"
          action="/staff/payments/export.csv"
          aria-label="Download CSV"
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="export-month" className="text-sm font-semibold text-ink">
              Month
            </label>
            <input
              id="export-month"
              type="month"
              name="month"
              defaultValue={thisMonth}
              required
              className={`${inputClass} w-48`}
            />
          </div>
          <Button type="submit" variant="outline">
            Download CSV
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
