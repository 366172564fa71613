import { dashboardMeta } from "~/components/dashboard/meta";
import { m } from "~/paraglide/messages";

/** Console pages: '<title> · Staff | <site>', never indexed. */
export const staffMeta = (title: string) => dashboardMeta(m.staff_meta_title({ title }));
