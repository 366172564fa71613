import { data, redirect } from "react-router";
import { familyAccountOf } from "~/server/data/family/members.server";
import { enforce } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireAdmin, requireStaff } from "~/server/session.server";

/**
 * Every console action starts here: the role first, so a parent or a visitor gets the same 404
 * as for the pages, then the same-origin check.
 */
export async function staffAction(request: Request) {
  const user = await requireStaff(request);
  assertSameOrigin(request);
  await enforce("staffActionsPerUser", user.id);
  return user;
}

/**
 * For pages without a form: a post answers 404 to anyone who isn't staff (as the page does), so
 * the console can't be told apart from a missing page; staff get 405.
 */
export async function refusePost(request: Request, role: "staff" | "admin" = "staff"): Promise<never> {
  await (role === "admin" ? requireAdmin(request) : requireStaff(request));
  throw data(null, { status: 405 });
}

export async function adminAction(request: Request) {
  const user = await requireAdmin(request);
  assertSameOrigin(request);
  await enforce("staffActionsPerUser", user.id);
  return user;
}

/**
 * A family member's applications and invoices are the family's, filed under its owner (docs/product.md#families):
 * staff opening such a page for a member who is not the owner are sent to the owner's.
 */
export async function toFamilyAccount(parentId: string, page: "apply" | "invoices") {
  const account = await familyAccountOf(parentId);
  if (account !== parentId) throw redirect(`/staff/parents/${account}/${page}`);
}
