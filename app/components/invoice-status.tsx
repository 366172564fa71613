import type { InvoiceStatus } from "~/lib/statuses";
import { Badge, type BadgeTone } from "~/ui/badge";

const invoiceBadges: Record<InvoiceStatus | "overdue", { label: string; tone: BadgeTone }> = {
  due: { label: "Due", tone: "info" },
  overdue: { label: "Overdue", tone: "destructive" },
  pending_verification: { label: "Pending verification", tone: "warning" },
  paid: { label: "Paid", tone: "success" },
  void: { label: "Void", tone: "neutral" },
};

/** An invoice's status; a due invoice past its due date reads Overdue. */
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const { label, tone } = invoiceBadges[overdue ? "overdue" : status];
  return (
    <Badge tone={tone} className="lg:whitespace-nowrap">
      {label}
    </Badge>
  );
}
