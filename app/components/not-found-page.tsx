import { errorCopy } from "~/content/errors";
import { ErrorPage } from "./error-page";

/** The designed 404 page, for unknown addresses and for anything a loader answers 404. */
export function NotFoundPage() {
  return <ErrorPage status={404} {...errorCopy(404)} />;
}
