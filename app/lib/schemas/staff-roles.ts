import * as z from "zod/mini";
import { roles } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { requiredText, said } from "./fields";

/** Staff → Users and roles: an admin sets one user's role. */
export const roleChangeSchema = z.object({
  userId: requiredText(m.staff_users_unknown),
  role: z.enum(roles, said(m.staff_users_choose_role)),
});
