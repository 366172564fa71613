import * as z from "zod/mini";
import { requiredText } from "./fields";
import type { Role } from "../../../db/schema";

export const roleValues = ["parent", "staff", "admin"] as const satisfies readonly Role[];

export const roleLabels: Record<Role, string> = { parent: "Parent", staff: "Staff", admin: "Admin" };

/** Staff → Users and roles: an admin sets one user's role. */
export const roleChangeSchema = z.object({
  userId: requiredText("Unknown user."),
  role: z.enum(roleValues, { error: "Please choose a role." }),
});
