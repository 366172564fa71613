import type { InvoiceStatus } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge, type BadgeTone } from "~/ui/badge";

const invoiceBadges: Record<InvoiceStatus | "overdue", { label: () => string; tone: BadgeTone }> = {
  due: { label: m.enrol_status_due, tone: "info" },
  overdue: { label: m.enrol_status_overdue, tone: "destructive" },
  pending_verification: { label: m.enrol_status_pending, tone: "warning" },
  paid: { label: m.enrol_status_paid, tone: "success" },
  void: { label: m.enrol_status_void, tone: "neutral" },
};

/** An invoice's status; a due invoice past its due date reads Overdue. */
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const { label, tone } = invoiceBadges[overdue ? "overdue" : status];
  return (
    <Badge tone={tone} className="lg:whitespace-nowrap">
      {label()}
    </Badge>
  );
}
