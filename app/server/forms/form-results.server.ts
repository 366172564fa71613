import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { firstErrorToast } from "~/lib/schemas/staff-errors";
import { freshToast, type Toast } from "~/lib/toast";

/** The first message of a failed check, as a toast that shows afresh. */
export const errorToast = (errors: Parameters<typeof firstErrorToast>[0]) => freshToast(firstErrorToast(errors));

/** A failed console form: its per-field messages for Conform, a toast, and which form it was (a page may have several). */
export function invalid(lastResult: SubmissionResult<string[]>, form: string, toast?: Toast) {
  return data({ form, lastResult, toast: toast ? freshToast(toast) : errorToast(lastResult.error) }, { status: 400 });
}
