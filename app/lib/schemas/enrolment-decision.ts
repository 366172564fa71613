import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { optionalNote, said } from "./fields";

/** Staff → Enrolment: Accept, Waitlist or Decline, each with an optional note to the parent. */
export const decisions = ["accept", "waitlist", "decline"] as const;
export type Decision = (typeof decisions)[number];

/** Each decision's button, in the request's language. */
export const decisionLabels: Record<Decision, string> = {
  get accept() {
    return m.ops_decision_accept();
  },
  get waitlist() {
    return m.ops_decision_waitlist();
  },
  get decline() {
    return m.ops_decision_decline();
  },
};

export const noteToParent = () => optionalNote(1000, m.ops_note_too_long);

export const decisionSchema = z.object({
  applicationId: z.uuid(said(m.ops_unknown_application)),
  decision: z.enum(decisions, said(m.ops_choose_decision)),
  note: noteToParent(),
});

export type DecisionInput = z.output<typeof decisionSchema>;

/** Staff cancel a place (or any live application), with an optional note to the parent. */
export const cancelApplicationSchema = z.object({
  applicationId: z.uuid(said(m.ops_unknown_application)),
  note: noteToParent(),
});

/**
 * Staff move a child's place to another batch of the same programme (docs/product.md#applications-and-the-waitlist).
 */
export const moveApplicationSchema = z.object({
  applicationId: z.uuid(said(m.ops_unknown_application)),
  batchId: z.uuid(said(m.ops_choose_batch_error)),
});

/** What the staff pages say when a decision cannot be made, in the request's language. */
export const decisionMessages = {
  get full() {
    return m.ops_decision_full();
  },
  get notDecidable() {
    return m.ops_decision_not_decidable();
  },
};
