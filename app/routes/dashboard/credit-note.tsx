import { data, Link } from "react-router";
import { CreditNoteDocument } from "~/components/credit-note";
import { dashboardMeta } from "~/components/dashboard/meta";
import { enhanceData } from "~/lib/enhance-contract";
import { m } from "~/paraglide/messages";
import { getCreditNote } from "~/server/data/refunds.server";
import { requireFamily } from "~/server/family-session.server";
import { Button, buttonClass } from "~/ui/button";
import type { Route } from "./+types/credit-note";

export const meta: Route.MetaFunction = ({ data }) =>
  dashboardMeta(data ? m.money_cn_numbered({ number: data.note.number }) : m.money_cn_title());

/** A refund's credit note, the family's own only (docs/product.md#refunds-and-credit-notes); anyone else's is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const note = await getCreditNote(params.creditNoteId, family.accountId);
  if (!note) throw data(null, { status: 404 });
  return { note };
}

export default function CreditNotePage({ loaderData }: Route.ComponentProps) {
  return (
    <CreditNoteDocument
      note={loaderData.note}
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
