import type { Toast } from "~/lib/toast";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { log } from "~/server/log.server";

export type Loaded<T> = { data: T; error: null } | { data: null; error: Toast };

/**
 * Runs one of a page's reads. A failure is logged and becomes its SPEC §8 toast
 * while the rest of the page still renders.
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

const error = (description: string): Toast => ({ title: "Error", description, variant: "destructive" });

/** SPEC §8's load failures. */
export const loadFailures = {
  subscription: error("Could not fetch subscription details."),
  payments: error("Could not fetch payment history."),
  invoices: error("Could not fetch your invoices."),
  support: error("Could not fetch support history."),
  enrolment: error("Could not fetch your applications."),
  classes: error("Could not fetch your classes."),
  profile: {
    title: "Error fetching profile",
    description: "Please refresh the page to try again.",
    variant: "destructive",
  },
} satisfies Record<string, Toast>;
