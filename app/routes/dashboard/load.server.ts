import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { log } from "~/server/log.server";

export type Loaded<T> = { data: T; error: null } | { data: null; error: Toast };

/**
 * Runs one of a page's reads. A failure is logged and becomes its toast while the rest of the page still renders
 * (docs/product.md#parent-dashboard).
 */
export async function loadOrToast<T>(read: () => Promise<T>, failure: Toast): Promise<Loaded<T>> {
  try {
    return { data: await read(), error: null };
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("dashboard read failed", { error, failure: failure.description });
    return { data: null, error: failure };
  }
}

/** A load failure's toast, read in the language of the request that shows it. */
const error = (description: () => string, title: () => string = m.dash_srv_error): Toast => ({
  get title() {
    return title();
  },
  get description() {
    return description();
  },
  variant: "destructive",
});

/** The toasts of the dashboard's reads that fail. */
export const loadFailures = {
  subscription: error(m.dash_srv_load_subscription),
  payments: error(m.dash_srv_load_payments),
  invoices: error(m.dash_srv_load_invoices),
  support: error(m.dash_srv_load_support),
  enrolment: error(m.dash_srv_load_enrolment),
  classes: error(m.dash_srv_load_classes),
  progress: error(m.skills_load_failed),
  profile: error(m.dash_srv_load_profile_text, m.dash_srv_load_profile),
} satisfies Record<string, Toast>;
