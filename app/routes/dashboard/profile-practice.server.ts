import { m } from "~/paraglide/messages";
import { setPracticeEmail } from "~/server/data/practice/email-choice.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";

/** Profile Settings → 'Weekly home practice email' (docs/product.md#home-practice): ticked is on, unticked off. */
export async function savePracticeEmail(request: Request, userId: string) {
  const form = await readTextForm(request);
  const on = form.get("practiceEmail") === "on";
  await setPracticeEmail(userId, on);
  return redirectWithToast("/dashboard/profile", {
    title: m.practice_email_saved(),
    description: on ? m.practice_email_on() : m.practice_email_off(),
    variant: "success",
  });
}
