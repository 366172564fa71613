import * as z from "zod/mini";
import { optionalNote } from "./fields";

/** Staff → Enrolment: Accept, Waitlist or Decline, each with an optional note to the parent. */
export const decisions = ["accept", "waitlist", "decline"] as const;
export type Decision = (typeof decisions)[number];

export const decisionLabels: Record<Decision, string> = { accept: "Accept", waitlist: "Waitlist", decline: "Decline" };

export const noteToParent = () => optionalNote(1000, "Please keep the note under 1,000 characters.");

export const decisionSchema = z.object({
  applicationId: z.uuid({ error: "Unknown application." }),
  decision: z.enum(decisions, { error: "Please choose Accept, Waitlist or Decline." }),
  note: noteToParent(),
});

export type DecisionInput = z.output<typeof decisionSchema>;

/** Staff cancel a place (or any live application), with an optional note to the parent. */
export const cancelApplicationSchema = z.object({
  applicationId: z.uuid({ error: "Unknown application." }),
  note: noteToParent(),
});

/** Staff move a child's place to another batch of the same programme (PRODUCT 33). */
export const moveApplicationSchema = z.object({
  applicationId: z.uuid({ error: "Unknown application." }),
  batchId: z.uuid({ error: "Please choose a batch." }),
});

/** What the staff pages say when a decision cannot be made. */
export const decisionMessages = {
  full: "This batch is full: accepted and offered places already fill its capacity. Waitlist the application, or free a seat first.",
  notDecidable: "This application has already been decided. Reload the page to see its status.",
} as const;
