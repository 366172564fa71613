import type { Toast } from "~/lib/toast";

/** The first message of a failed console form, as its toast (shown by the server, or by the browser before sending). */
export function firstErrorToast(errors: Record<string, string[] | null | undefined> | null | undefined): Toast {
  const first = Object.values(errors ?? {}).flatMap((e) => e ?? [])[0];
  return { title: "Error", description: first ?? "Please check the form.", variant: "destructive" };
}
