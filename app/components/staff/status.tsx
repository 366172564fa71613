import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";

/**
 * Subscription, payment and support badges are the parent side's (components/dashboard/status),
 * so both sides show a status the same way; these cover what only staff see.
 */
export { PaymentStatusBadge, SubscriptionStatusBadge, SupportStatusBadge } from "~/components/dashboard/status";

export function InboxStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === "new" ? "info" : "success"}>
      {status === "new" ? m.staff_inbox_new() : m.staff_inbox_handled()}
    </Badge>
  );
}
