import { freshToast, type Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import {
  BodyTooLargeError,
  MalformedFormError,
  type ReadForm,
  type ReadFormOptions,
  readForm,
} from "./read-form.server";

type Read<T> = { form: ReadForm<T>; error: null } | { form: null; error: { toast: Toast; status: number } };

/**
 * readForm for the signed-in pages (dashboard and console): an oversized or garbled body is answered on the page, as a toast. `limitHint`
 * says what the form allows (say, the attachment's size), so the parent knows what to change.
 */
export async function readPageForm<T>(
  request: Request,
  options: ReadFormOptions<T> & { limitHint?: string },
): Promise<Read<T>> {
  try {
    return { form: await readForm<T>(request, options), error: null };
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return {
        form: null,
        error: {
          status: 413,
          toast: freshToast({
            title: m.form_error_title(),
            description: `${m.form_too_large_to_send()}${options.limitHint ? ` ${options.limitHint}` : ""}`,
            variant: "destructive",
          }),
        },
      };
    }
    if (error instanceof MalformedFormError) {
      return {
        form: null,
        error: {
          status: 400,
          toast: freshToast({
            title: m.form_error_title(),
            description: m.form_could_not_be_read({ reason: error.message }),
            variant: "destructive",
          }),
        },
      };
    }
    throw error;
  }
}
