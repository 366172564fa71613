import { env } from "./env.server";

/** The cookie a test sets to read the pages at another time; honoured only with E2E_TEST_ROUTES (localhost only). */
export const TEST_CLOCK_COOKIE = "le_test_now";

/**
 * The time a request is served at. The class page's 'Join Class' window depends on it, so an end-to-end test can move
 * it with a cookie; anywhere else, and in production (which refuses E2E_TEST_ROUTES), it is the real time.
 */
export function requestTime(request: Request): Date {
  if (env().E2E_TEST_ROUTES) {
    const cookie = request.headers.get("Cookie") ?? "";
    const match = new RegExp(`(?:^|;\\s*)${TEST_CLOCK_COOKIE}=([^;]+)`).exec(cookie);
    const moved = match ? new Date(decodeURIComponent(match[1]!)) : null;
    if (moved && !Number.isNaN(moved.getTime())) return moved;
  }
  return new Date();
}
