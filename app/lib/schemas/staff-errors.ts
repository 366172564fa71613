import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";

/** The first message of a failed console form, as its toast (shown by the server, or by the browser before sending). */
export function firstErrorToast(errors: Record<string, string[] | null | undefined> | null | undefined): Toast {
  const first = Object.values(errors ?? {}).flatMap((e) => e ?? [])[0];
  return { title: m.staff_error(), description: first ?? m.staff_check_form(), variant: "destructive" };
}

/** What the console calls each kind of record in 'That … no longer exists.', in the page's language. */
const things: Record<string, () => string> = {
  "inbox item": m.staff_thing_inbox_item,
  user: m.staff_thing_user,
  message: m.staff_thing_message,
  parent: m.staff_thing_parent,
  child: m.staff_thing_child,
  payment: m.staff_thing_payment,
  subscription: m.staff_thing_subscription,
  invoice: m.staff_thing_invoice,
  batch: m.staff_thing_batch,
  event: m.staff_thing_event,
  recording: m.staff_thing_recording,
  "outdoor session": m.staff_thing_outdoor_session,
  skill: m.skills_thing_skill,
  activity: m.practice_thing_activity,
  invitation: m.staff_thing_invitation,
};

/** A record that was deleted, or never existed, by the time the form arrived. */
export const notFoundToast = (what: string): Toast => ({
  title: m.staff_not_found(),
  description: m.staff_not_found_description({ what: things[what]?.() ?? what }),
  variant: "destructive",
});
