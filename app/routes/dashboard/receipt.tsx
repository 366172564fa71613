import { data, Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { ReceiptDocument } from "~/components/receipt";
import { enhanceData } from "~/lib/enhance-contract";
import { m } from "~/paraglide/messages";
import { getReceipt } from "~/server/data/payments.server";
import { requireFamily } from "~/server/family-session.server";
import { Button, buttonClass } from "~/ui/button";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ data }) =>
  dashboardMeta(data ? m.enrol_receipt_title({ number: data.receipt.receiptNumber }) : m.enrol_receipt());

export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const receipt = await getReceipt(params.paymentId, family.accountId);
  if (!receipt) throw data(null, { status: 404 });
  return { receipt };
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  return (
    <ReceiptDocument
      receipt={loaderData.receipt}
      actions={
        <>
          {/* The enhancement script prints; without it the browser's own menu prints the same page. */}
          <Button type="button" {...enhanceData({ print: "" })} className="no-js:hidden">
            {m.enrol_print()}
          </Button>
          <Link to="/dashboard/payments" className={buttonClass("outline")}>
            {m.enrol_back_payments()}
          </Link>
        </>
      }
    />
  );
}
