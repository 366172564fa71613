import { applicationStatusLabels, applicationStatusTones } from "~/lib/enrolment";
import type { ApplicationStatus } from "~/lib/statuses";
import { Badge } from "~/ui/badge";

/** Open for applications, or closed. */
export function BatchOpenBadge({ open }: { open: boolean }) {
  return <Badge tone={open ? "success" : "neutral"}>{open ? "Open" : "Closed"}</Badge>;
}

/** Seats left as a number, or 'Full' in words so it is not read as a zero to skim past. */
export function SeatsText({ seatsLeft }: { seatsLeft: number }) {
  return seatsLeft > 0 ? seatsLeft : <span className="font-semibold text-orange-800">Full</span>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={applicationStatusTones[status]}>{applicationStatusLabels[status]}</Badge>;
}
