import { can, type FamilyPermission, familyRoleLabel } from "~/lib/family-permissions";
import type { FamilyRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { type FamilyAccess, familyAccessOf } from "./data/family/access.server";
import { redirectWithToast } from "./flash.server";
import { oncePerRequest } from "./request-memo.server";
import { requireUser, type SessionUser } from "./session.server";

/** The toast for a member whose role does not allow what they tried. */
export const notAllowedToast = (role: FamilyRole) => ({
  title: m.family_not_allowed_title(),
  description: m.family_not_allowed({ role: familyRoleLabel(role) }),
  variant: "destructive" as const,
});

/**
 * The signed-in person and their family, for a dashboard loader or action. With a permission their role lacks, they
 * are sent to `deniedTo` with a toast saying why (the page they came from, so nothing else changes).
 */
export async function requireFamily(
  request: Request,
  permission?: FamilyPermission,
  deniedTo = "/dashboard",
): Promise<{ user: SessionUser; family: FamilyAccess }> {
  const user = await requireUser(request);
  const family = await oncePerRequest(request, "family", () => familyAccessOf(user.id));
  if (permission && !can(family.role, permission))
    throw await redirectWithToast(deniedTo, notAllowedToast(family.role));
  return { user, family };
}
