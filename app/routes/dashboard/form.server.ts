import type { Toast } from "~/lib/toast";
import { BodyTooLargeError, MalformedFormError, readForm, type ReadFormResult } from "~/server/storage/form.server";

/** A toast that shows afresh even when the same one was shown for the last submission. */
export const freshToast = (toast: Toast): Toast => ({ ...toast, id: crypto.randomUUID() });

type Read<T> = { form: ReadFormResult<T>; error: null } | { form: null; error: { toast: Toast; status: number } };

/** readForm, with an oversized or garbled body answered as a toast instead of an error page. */
export async function readDashboardForm<T>(request: Request, options: Parameters<typeof readForm<T>>[1]): Promise<Read<T>> {
  try {
    return { form: await readForm<T>(request, options), error: null };
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return { form: null, error: { status: 413, toast: freshToast({ title: "Error", description: "That form was too large to send.", variant: "destructive" }) } };
    }
    if (error instanceof MalformedFormError) {
      return { form: null, error: { status: 400, toast: freshToast({ title: "Error", description: "That form arrived incomplete. Please try again.", variant: "destructive" }) } };
    }
    throw error;
  }
}
