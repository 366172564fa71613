import { data } from "react-router";
import { log } from "./log.server";

/**
 * PostgreSQL being unreachable (stopped, restarting, out of connections) is not a bug in a request: it answers 503
 * with the designed "back soon" page, fast, and the next request tries again. These are the errors that mean so:
 * the socket could not connect or was cut, or the server said it is shutting down or starting up.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i;

export function isConnectionFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE = "database-unavailable";

/** The response thrown for a failed connection; React Router renders it with the root error page's 503. */
export const databaseUnavailable = () =>
  data({ reason: DATABASE_UNAVAILABLE }, { status: 503, headers: { "Retry-After": "10" } });

/**
 * Whether something caught is that 503, or wraps it (better-auth wraps its adapter's errors in an APIError whose
 * cause is ours). Catch-alls around database work must let it through.
 */
export function isDatabaseUnavailable(error: unknown) {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const thrown = e as { type?: unknown; data?: { reason?: unknown } };
    if (thrown.type === "DataWithResponseInit" && thrown.data?.reason === DATABASE_UNAVAILABLE) return true;
  }
  return false;
}

/** For catch blocks that answer with a message of their own: a database outage still gets the 503 page. */
export function rethrowIfUnavailable(error: unknown) {
  if (isDatabaseUnavailable(error)) throw databaseUnavailable();
}

let lastWarning = 0;

/** Runs a database call; a connection failure becomes the 503 (logged at most every 10 s), anything else as it was. */
export async function guardConnection<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      log.warn("database unavailable", { error });
    }
    throw databaseUnavailable();
  }
}
