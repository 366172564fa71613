import { statusLabel } from "~/lib/labels";
import { m } from "~/paraglide/messages";
import { Badge, type BadgeTone } from "~/ui/badge";

/**
 * A subscription's badge (docs/product.md#parent-dashboard): active is success; inactive or cancelled destructive;
 * other values neutral; missing 'Unknown'.
 */
export function SubscriptionStatusBadge({ status }: { status: string | null }) {
  if (!status) return <Badge tone="neutral">{m.dash_status_unknown()}</Badge>;
  const value = status.toLowerCase();
  const tone: BadgeTone =
    value === "active" ? "success" : value === "inactive" || value === "cancelled" ? "destructive" : "neutral";
  return <Badge tone={tone}>{statusLabel(status)}</Badge>;
}

/** A completed payment is green; anything else yellow. */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  return (
    <Badge tone={status?.toLowerCase() === "completed" ? "success" : "warning"}>
      {status ? statusLabel(status) : m.dash_status_unknown()}
    </Badge>
  );
}

const supportTones: Record<string, BadgeTone> = { open: "info", in_progress: "warning", closed: "success" };

/** A support message: open info, in_progress warning, closed success, others neutral. */
export function SupportStatusBadge({ status }: { status: string }) {
  return <Badge tone={supportTones[status] ?? "neutral"}>{statusLabel(status)}</Badge>;
}

/** Staff replied and the parent has not opened the thread since (docs/product.md#support-messages). */
export function NewReplyBadge() {
  return <Badge tone="attention">{m.dash_new_reply()}</Badge>;
}
