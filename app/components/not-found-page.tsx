import { contentIn } from "~/content/by-language";
import type { Language } from "~/lib/i18n/language";
import { getLocale } from "~/paraglide/runtime";
import { ErrorPage } from "./error-page";

/** The designed 404 page, for unknown addresses and for anything a loader answers 404. */
export function NotFoundPage() {
  return <ErrorPage status={404} {...contentIn(getLocale() as Language).errors.errorCopy(404)} />;
}
