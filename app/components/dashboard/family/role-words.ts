import { familyRoleLabel } from "~/lib/family-permissions";
import type { InvitedRole } from "~/lib/statuses";
import { invitedRoles } from "~/lib/statuses";
import { m } from "~/paraglide/messages";

/** What each role an invitation can offer allows, in one line. */
export const roleExplained: Record<InvitedRole, () => string> = {
  full: m.family_role_full_explained,
  "view-pay": m.family_role_view_pay_explained,
};

export const invitedRoleOptions = () => invitedRoles.map((role) => ({ value: role, label: familyRoleLabel(role) }));
