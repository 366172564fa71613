import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { said } from "./fields";

/** Dashboard → Enrolment: the parent's 'Accept Offer' and (after its confirmation step) 'Withdraw'. */
export const applicationChangeSchema = z.object({
  intent: z.enum(["accept", "withdraw"], said(m.enrol_err_intent)),
  applicationId: z.uuid(said(m.enrol_err_gone)),
});

export type ApplicationChange = z.output<typeof applicationChangeSchema>;
