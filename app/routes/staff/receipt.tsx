import { data, Link } from "react-router";
import { ReceiptDocument } from "~/components/receipt";
import { staffMeta } from "~/components/staff/meta";
import { PaymentRefunds, RefundForm } from "~/components/staff/refund-form";
import { m } from "~/paraglide/messages";
import { getReceipt } from "~/server/data/payments.server";
import { refundsOfPayment } from "~/server/data/refunds.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/receipt";
import { staffAction } from "./guard.server";
import { handleRefund } from "./receipt.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.ops_receipt_numbered({ number: data.receipt.receiptNumber }) : m.ops_receipt());

/** Staff's view of any receipt: the parent's printable document, in the console, with its refunds and Refund…. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const [receipt, refunds] = await Promise.all([
    getReceipt(params.paymentId, null),
    refundsOfPayment(params.paymentId),
  ]);
  if (!receipt || !refunds) throw data(null, { status: 404 });
  // A one-time key: a double click or a retried post refunds once.
  return { receipt, refunds, refundKey: crypto.randomUUID() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleRefund(await readTextForm(request), user.id, params.paymentId);
}

export default function StaffReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  const { receipt, refunds, refundKey } = loaderData;
  return (
    <>
      <Link
        to="/staff/payments"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline print:hidden"
      >
        {m.ops_back_to_payments()}
      </Link>
      <ReceiptDocument receipt={receipt} />
      {refunds.notes.length > 0 || refunds.refundablePoisha > 0 ? (
        <Card className="mt-6 print:hidden">
          <CardHeader>
            <CardTitle>{m.money_refunds_title()}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {refunds.notes.length > 0 ? <PaymentRefunds {...refunds} /> : null}
            {refunds.refundablePoisha > 0 ? (
              <RefundForm
                receiptNumber={receipt.receiptNumber}
                refundablePoisha={refunds.refundablePoisha}
                method={receipt.method}
                idempotencyKey={refundKey}
                lastResult={actionData?.lastResult}
              />
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
