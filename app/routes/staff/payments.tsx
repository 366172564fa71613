import { Link, useSearchParams } from "react-router";
import { around } from "~/components/sentence";
import { Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { ApproveTransferForm, RejectTransferForm } from "~/components/staff/transfer-decision";
import { dhakaIsoDate, formatDateTime, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { m } from "~/paraglide/messages";
import {
  AWAITING_PAGE_SIZE,
  type AwaitingTransfer,
  countAwaitingVerification,
  listAwaitingVerification,
} from "~/server/data/transfers.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { inputClass } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/payments";
import { staffAction } from "./guard.server";
import { handleTransferDecision } from "./payments.server";

export const meta: Route.MetaFunction = () => staffMeta(m.ops_payments_title());

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = pageParam(new URL(request.url).searchParams);
  const [transfers, total] = await Promise.all([listAwaitingVerification(page), countAwaitingVerification()]);
  return { transfers, total, page, pageSize: AWAITING_PAGE_SIZE, thisMonth: dhakaIsoDate().slice(0, 7) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleTransferDecision(await readTextForm(request), user.id);
}

type ActionResult = Route.ComponentProps["actionData"];

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { transfers, total, page, pageSize, thisMonth } = loaderData;
  const search = useSearchParams()[0];
  return (
    <>
      <StaffPageHeader
        title={m.ops_payments_title()}
        description={m.ops_payments_description()}
        actions={
          <Link to="/staff/payments/reconcile" className={buttonClass("outline")}>
            {m.money_reconcile_title()}
          </Link>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>{m.ops_payments_awaiting()}</CardTitle>
          <p className="text-sm text-slate-600">{m.ops_payments_oldest_first()}</p>
        </CardHeader>
        <CardContent>
          {total === 0 ? (
            <EmptyState>{m.ops_payments_empty()}</EmptyState>
          ) : transfers.length === 0 ? null : (
            <DataTable
              label={m.ops_payments_awaiting()}
              columns={[
                m.ops_col_submitted(),
                m.ops_col_invoice(),
                m.ops_col_parent(),
                m.ops_col_payment(),
                m.ops_col_decision(),
              ]}
            >
              {transfers.map((transfer) => (
                <TransferRow key={transfer.id} transfer={transfer} actionData={actionData} />
              ))}
            </DataTable>
          )}
          <Pagination page={page} total={total} pageSize={pageSize} search={search} />
        </CardContent>
      </Card>
      <ExportCard thisMonth={thisMonth} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function TransferRow({ transfer, actionData }: { transfer: AwaitingTransfer; actionData: ActionResult }) {
  const invoicesPage = `/staff/parents/${transfer.parentId}/invoices`;
  const [beforeNumber, afterNumber] = around((number) =>
    m.ops_payments_sender({ method: paymentMethodLabel(transfer.method), number }),
  );
  return (
    <Row testId="transfer-row">
      <Cell label={m.ops_col_submitted()}>
        <time dateTime={new Date(transfer.submittedAt).toISOString()}>{formatDateTime(transfer.submittedAt)}</time>
      </Cell>
      <Cell label={m.ops_col_invoice()}>
        {transfer.invoiceNumbers.map((number) => (
          <Link
            key={number}
            to={invoicesPage}
            className="block font-semibold whitespace-nowrap text-brand-800 hover:underline"
            translate="no"
          >
            {number}
          </Link>
        ))}
      </Cell>
      <Cell label={m.ops_col_parent()} wide>
        <Link
          to={`/staff/parents/${transfer.parentId}`}
          className="font-semibold text-brand-800 hover:underline"
          translate="no"
        >
          {transfer.parentName}
        </Link>
        <span className="block text-sm break-all text-slate-600" translate="no">
          {transfer.parentEmail}
        </span>
      </Cell>
      <Cell label={m.ops_col_payment()} wide>
        <span className="font-semibold whitespace-nowrap text-ink">{formatPoisha(transfer.amountPoisha)}</span>
        <span className="block">
          {beforeNumber}
          <span className="font-mono" translate="no">
            {transfer.senderNumber}
          </span>
          {afterNumber}
        </span>
        <span className="block">
          {m.ops_payments_trxid()}{" "}
          <span className="font-mono font-semibold text-ink" translate="no">
            {transfer.transactionId}
          </span>
        </span>
        {transfer.refusedDuplicates.length > 0 ? <RefusedDuplicates claims={transfer.refusedDuplicates} /> : null}
      </Cell>
      <Cell label={m.ops_col_decision()} wide className="md:w-56">
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

/** Others who submitted the same TrxID: the money may be theirs, or someone is claiming another family's payment. */
function RefusedDuplicates({ claims }: { claims: AwaitingTransfer["refusedDuplicates"] }) {
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" role="note">
      <p className="font-semibold">{m.ops_payments_also_claimed()}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="refused-duplicates">
        {claims.map((claim) => (
          <li key={claim.at.toISOString()}>
            {m.ops_payments_claim({
              parent: claim.parentName,
              time: formatDateTime(claim.at),
              invoices: claim.invoiceNumbers.join(", "),
              amount: formatPoisha(claim.amountPoisha),
              number: claim.senderNumber,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1">{m.ops_payments_claim_check()}</p>
    </div>
  );
}

/** A plain GET form: the browser downloads the file, with or without JavaScript. */
function ExportCard({ thisMonth }: { thisMonth: string }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.ops_export_title()}</CardTitle>
        <p className="text-sm text-slate-600">{m.ops_export_description()}</p>
      </CardHeader>
      <CardContent>
        <form
          method="get"
          action="/staff/payments/export.csv"
          aria-label={m.ops_export_download()}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="export-month" className="text-sm font-semibold text-ink">
              {m.ops_export_month()}
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
            {m.ops_export_download()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
