import { z } from "zod";
import type { Role } from "../../../db/schema";

export const roleValues = ["parent", "staff", "admin"] as const satisfies readonly Role[];

export const roleLabels: Record<Role, string> = { parent: "Parent", staff: "Staff", admin: "Admin" };

/** Staff → Users and roles: an admin sets one user's role. */
export const roleChangeSchema = z.object({
  userId: z.string({ error: "Unknown user." }).trim().min(1, "Unknown user."),
  role: z.enum(roleValues, { error: "Please choose a role." }),
});
