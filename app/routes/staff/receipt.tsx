import { data, Link } from "react-router";
import { ReceiptDocument } from "~/components/receipt";
import { staffMeta } from "~/components/staff/meta";
import { m } from "~/paraglide/messages";
import { getReceipt } from "~/server/data/payments.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/receipt";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.ops_receipt_numbered({ number: data.receipt.receiptNumber }) : m.ops_receipt());

/** Staff's view of any receipt: the parent's printable document, in the console. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const receipt = await getReceipt(params.paymentId, null);
  if (!receipt) throw data(null, { status: 404 });
  return { receipt };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function StaffReceiptPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Link
        to="/staff/payments"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline print:hidden"
      >
        {m.ops_back_to_payments()}
      </Link>
      <ReceiptDocument receipt={loaderData.receipt} />
    </>
  );
}
