import { exportFilename, exportMonth, transfersCsv } from "~/server/data/payments-csv.server";
import { listRefundsInMonth } from "~/server/data/refunds.server";
import { listTransfersInMonth } from "~/server/data/transfers.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/payments-export";

/**
 * /staff/payments/export.csv?month=YYYY-MM: the month's bKash and Nagad transfers and refunds for the accountants. A resource
 * route outside the console's layout, so it checks the role itself: anyone else gets 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const month = exportMonth(new URL(request.url).searchParams.get("month"), new Date());
  if (!month)
    return new Response("Please choose a month as YYYY-MM, for example 2026-11.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const [transfers, refunds] = await Promise.all([listTransfersInMonth(month), listRefundsInMonth(month)]);
  return new Response(transfersCsv(transfers, refunds), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFilename(month)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
