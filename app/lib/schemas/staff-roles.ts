import * as z from "zod/mini";
import { roles } from "~/lib/statuses";
import { requiredText } from "./fields";

/** Staff → Users and roles: an admin sets one user's role. */
export const roleChangeSchema = z.object({
  userId: requiredText("Unknown user."),
  role: z.enum(roles, { error: "Please choose a role." }),
});
