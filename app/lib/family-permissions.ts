import { m } from "~/paraglide/messages";
import type { FamilyRole } from "./statuses";

/**
 * What each family role may do (docs/product.md#families). One table: the server checks it in every action, and the
 * pages read it to leave out the buttons a member cannot use. Seeing the family's pages needs no permission.
 */
const allowed = {
  /** Pay invoices: submit and edit transfer claims. */
  pay: ["owner", "full", "view-pay"],
  /** 'Did it', 'With help', 'Not yet' on a home practice activity. */
  logPractice: ["owner", "full", "view-pay"],
  /** 'We've read it' on a progress review. */
  acknowledgeReview: ["owner", "full", "view-pay"],
  /** Apply for a place. */
  apply: ["owner", "full"],
  /** Withdraw an application, accept or decline an offer, continue to the next cycle. */
  changeEnrolment: ["owner", "full"],
  /** Cancel or renew a place. */
  changePlace: ["owner", "full"],
  /** Add a child, edit a child's details, consents and photo choices. */
  editChildren: ["owner", "full"],
  /** "Can't attend", and answers to outdoor sessions. */
  answerClasses: ["owner", "full"],
  /** Invite, change the role of and remove members. */
  manageMembers: ["owner"],
} as const satisfies Record<string, readonly FamilyRole[]>;

export type FamilyPermission = keyof typeof allowed;

export const can = (role: FamilyRole, permission: FamilyPermission) =>
  (allowed[permission] as readonly FamilyRole[]).includes(role);

/** Every permission with whether `role` has it: what a page needs to decide which controls to show. */
export const permissionsOf = (role: FamilyRole) =>
  Object.fromEntries(Object.keys(allowed).map((p) => [p, can(role, p as FamilyPermission)])) as Record<
    FamilyPermission,
    boolean
  >;

/** A role's name as members see it. */
export function familyRoleLabel(role: FamilyRole) {
  if (role === "owner") return m.family_role_owner();
  if (role === "full") return m.family_role_full();
  return m.family_role_view_pay();
}
