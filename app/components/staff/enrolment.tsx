import { applicationStatusLabels, applicationStatusTones } from "~/lib/enrolment";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import type { ApplicationStatus } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";

/** Open for applications, or closed. */
export function BatchOpenBadge({ open }: { open: boolean }) {
  return <Badge tone={open ? "success" : "neutral"}>{open ? m.staff_batch_open() : m.staff_batch_closed()}</Badge>;
}

/** Seats left as a number, or 'Full' in words so it is not read as a zero to skim past. */
export function SeatsText({ seatsLeft }: { seatsLeft: number }) {
  const language = useLanguage();
  return seatsLeft > 0 ? (
    localDigits(seatsLeft, language)
  ) : (
    <span className="font-semibold text-orange-800">{m.staff_seats_full()}</span>
  );
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={applicationStatusTones[status]}>{applicationStatusLabels[status]}</Badge>;
}
