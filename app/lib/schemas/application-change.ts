import * as z from "zod/mini";

/** Dashboard → Enrolment: the parent's 'Accept Offer' and (after its confirmation step) 'Withdraw'. */
export const applicationChangeSchema = z.object({
  intent: z.enum(["accept", "withdraw"], { error: "Please choose what to do with the application." }),
  applicationId: z.uuid({ error: "That application no longer exists." }),
});

export type ApplicationChange = z.output<typeof applicationChangeSchema>;
