import { data } from "react-router";
import { env } from "./env.server";
import { log } from "./log.server";

/**
 * Mutating requests must come from our own pages: a cross-site form post gets 403.
 * Browsers send Origin on every POST; a missing Origin falls back to Referer.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin") ?? refererOrigin(request.headers.get("Referer"));
  const allowed = new Set([env().APP_URL, new URL(request.url).origin]);
  if (!origin || !allowed.has(origin)) {
    log.warn("cross-site request refused", { path: new URL(request.url).pathname, origin });
    throw data({ error: "Cross-site request refused." }, { status: 403 });
  }
}

function refererOrigin(referer: string | null) {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** Name of the hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";

export const isHoneypotFilled = (form: FormData) => {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
};
