import { applicationStatusLabels, formatSchedule, programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatLongDate } from "~/lib/format";
import type { ApplicationStatus, Programme } from "~/lib/statuses";
import { env } from "~/server/env.server";
import { mailTemplate } from "../render.server";
import { staffFactsEmail } from "./staff-facts.server";

export type NewApplicationFacts = {
  parentName: string;
  parentEmail: string;
  parentPhone: string | null;
  childName: string;
  childAge: number | null;
  batchId: string;
  batchName: string;
  programme: Programme;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  startDate: string;
  status: ApplicationStatus;
  position: number | null;
  outdoor: boolean;
  notes: string | null;
};

/** 'New application' to STAFF_EMAIL: who applied for which batch, and where to decide. */
export const newApplicationStaffMail = mailTemplate(
  (f: NewApplicationFacts) => {
    const url = `${env().APP_URL}/staff/enrolment?batch=${f.batchId}`;
    const subject = `New application: ${f.childName} for ${f.batchName}`;
    const status =
      f.status === "waitlisted" && f.position
        ? `Waitlisted (${waitlistPositionText(f.position)})`
        : applicationStatusLabels[f.status];
    const fields: Array<[string, string]> = [
      ["Child", f.childAge === null ? f.childName : `${f.childName}, ${f.childAge} years`],
      ["Parent", `${f.parentName} <${f.parentEmail}>`],
      ["Phone", f.parentPhone || "N/A"],
      ["Batch", `${f.batchName} (${programmeLabels[f.programme]})`],
      ["Classes", `${formatSchedule(f)}, from ${formatLongDate(f.startDate)}`],
      ["Outdoor sessions", f.outdoor ? "Yes" : "No"],
      ["Status", status],
      ["Notes for the teacher", f.notes || "None"],
    ];
    return staffFactsEmail({
      kind: "enrolment-new-application",
      subject,
      intro: "A parent applied for a place on the website.",
      fields,
      closing: (
        <>
          Accept, waitlist or decline it in the <a href={url}>staff console</a>.
        </>
      ),
      closingText: `Decide in the staff console: ${url}`,
      labelWidth: 160,
    });
  },
  { englishOnly: true },
);
