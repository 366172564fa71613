import type { Toast } from "~/lib/toast";

/** The first message of a failed console form, as its toast (shown by the server, or by the browser before sending). */
export function firstErrorToast(errors: Record<string, string[] | null | undefined> | null | undefined): Toast {
  const first = Object.values(errors ?? {}).flatMap((e) => e ?? [])[0];
  return { title: "Error", description: first ?? "Please check the form.", variant: "destructive" };
}

/** A record that was deleted, or never existed, by the time the form arrived. */
export const notFoundToast = (what: string): Toast => ({
  title: "Not found",
  description: `That ${what} no longer exists.`,
  variant: "destructive",
});
