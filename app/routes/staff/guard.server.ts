import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { firstErrorToast } from "~/lib/schemas/staff-errors";
import type { Toast } from "~/lib/toast";
import { freshToast } from "~/routes/dashboard/form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireAdmin, requireStaff } from "~/server/session.server";

/**
 * Every console action starts here: the role first, so a parent or a visitor gets the same 404
 * as for the pages, then the same-origin check.
 */
export async function staffAction(request: Request) {
  const user = await requireStaff(request);
  assertSameOrigin(request);
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
  return user;
}

/** The first message of a failed check, as a toast that shows afresh. */
export const errorToast = (errors: Parameters<typeof firstErrorToast>[0]) => freshToast(firstErrorToast(errors));

/** A failed form: its per-field messages for Conform, a toast, and which form it was. */
export function invalid(lastResult: SubmissionResult<string[]>, form: string, toast?: Toast) {
  return data({ form, lastResult, toast: toast ? freshToast(toast) : errorToast(lastResult.error) }, { status: 400 });
}

export const notFoundToast = (what: string): Toast => ({ title: "Not found", description: `That ${what} no longer exists.`, variant: "destructive" });

/** A positive whole page number from ?page=, else 1. */
export const pageParam = (search: URLSearchParams) => {
  const n = Number(search.get("page"));
  return Number.isInteger(n) && n > 0 ? n : 1;
};
