import { cn } from "~/lib/cn";
import { applicationStatusLabels, type Schedule, seatsLeftText } from "~/lib/enrolment";
import { formatLongDate, formatTimeRange, formatWeekdays } from "~/lib/format";
import type { ApplicationStatus } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge, type BadgeTone } from "~/ui/badge";

/**
 * Pieces of the parent's side of enrolment (docs/product.md#applications-and-the-waitlist), shared by the public
 * /enroll page (no JavaScript), the application form and the dashboard's Enrolment page.
 */

/** '3 of 6 seats left' with a row of seats beside it (decorative: the words say it all); 'Full: join the waitlist'. */
export function SeatsLeft({
  seatsLeft,
  capacity,
  className,
}: {
  seatsLeft: number;
  capacity: number;
  className?: string;
}) {
  const full = seatsLeft <= 0;
  return (
    <span className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <span aria-hidden="true" className="flex gap-1">
        {Array.from({ length: capacity }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are interchangeable; their order never changes.
            key={i}
            className={cn(
              "h-3 w-3 rounded-full border",
              i < capacity - seatsLeft ? "border-slate-400 bg-slate-300" : "border-brand-700 bg-brand-100",
            )}
          />
        ))}
      </span>
      <span className={cn("font-semibold", full ? "text-orange-800" : "text-brand-800")} data-testid="seats-left">
        {seatsLeftText(seatsLeft, capacity)}
      </span>
    </span>
  );
}

/** A batch's class days and time (Dhaka), start date and, when it has one, end date, as a definition list. */
export function BatchFacts({
  batch,
  className,
}: {
  batch: Schedule & { startDate: string; endDate: string | null };
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm", className)}>
      <dt className="text-slate-600">{m.enrol_classes()}</dt>
      <dd className="text-ink">
        {/* 'Friday and Saturday, 7:00-8:00 PM' (formatSchedule), the time kept on one line. */}
        {formatWeekdays(batch.classDays)},{" "}
        <span className="whitespace-nowrap">{formatTimeRange(batch.startTime, batch.endTime)}</span>{" "}
        <span className="text-slate-600">{m.enrol_dhaka_time()}</span>
      </dd>
      <dt className="text-slate-600">{m.enrol_starts()}</dt>
      <dd className="text-ink">{formatLongDate(batch.startDate)}</dd>
      {batch.endDate ? (
        <>
          <dt className="text-slate-600">{m.enrol_ends()}</dt>
          <dd className="text-ink">{formatLongDate(batch.endDate)}</dd>
        </>
      ) : null}
    </dl>
  );
}

const tones: Record<ApplicationStatus, BadgeTone> = {
  submitted: "info",
  accepted: "success",
  waitlisted: "warning",
  offered: "success",
  declined: "destructive",
  withdrawn: "neutral",
  cancelled: "neutral",
};

/** An application's status as the parent reads it: an offer is good news, a refusal is red. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{applicationStatusLabels[status]}</Badge>;
}
