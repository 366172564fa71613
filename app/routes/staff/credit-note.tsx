import { data, Link } from "react-router";
import { CreditNoteDocument } from "~/components/credit-note";
import { staffMeta } from "~/components/staff/meta";
import { m } from "~/paraglide/messages";
import { getCreditNote } from "~/server/data/refunds.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/credit-note";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.money_cn_numbered({ number: data.note.number }) : m.money_cn_title());

/** Staff's view of any credit note: the parent's printable document, in the console. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const note = await getCreditNote(params.creditNoteId, null);
  if (!note) throw data(null, { status: 404 });
  return { note };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function StaffCreditNotePage({ loaderData }: Route.ComponentProps) {
  const { note } = loaderData;
  return (
    <>
      <Link
        to={`/staff/payments/receipts/${note.receipt.paymentId}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline print:hidden"
      >
        {m.money_back_to_receipt({ receipt: note.receipt.receiptNumber })}
      </Link>
      <CreditNoteDocument note={note} />
    </>
  );
}
