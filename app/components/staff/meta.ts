import { dashboardMeta } from "~/components/dashboard/meta";

/** Console pages: '<title> · Staff | <site>', never indexed. */
export const staffMeta = (title: string) => dashboardMeta(`${title} · Staff`);
