import { data, redirect } from "react-router";
import { type Language, localized } from "~/lib/i18n/language";
import type { Role } from "../../db/schema";
import { auth } from "./auth.server";
import { rethrowIfUnavailable } from "./db-availability.server";
import { env } from "./env.server";
import { currentLanguage } from "./language.server";
import { oncePerRequest } from "./request-memo.server";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** The language chosen in the profile (docs/product.md#languages). */
  language: Language;
};

/** The signed-in user for this request, or null. Reads the session from the database once per page request. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  return oncePerRequest(request, "session", () => readSessionUser(request));
}

async function readSessionUser(request: Request): Promise<SessionUser | null> {
  const result = await auth()
    .api.getSession({ headers: request.headers })
    .catch((error: unknown) => {
      rethrowIfUnavailable(error);
      throw error;
    });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; language?: string | null };
  const role: Role = u.role === "admin" || u.role === "staff" ? u.role : "parent";
  const language: Language = u.language === "bn" ? "bn" : "en";
  return { id: u.id, email: u.email, name: u.name, role, emailVerified: u.emailVerified, language };
}

/**
 * Same-site paths only, so `redirectTo` can never send anyone to another origin. The value is resolved the way a
 * browser resolves it (the WHATWG URL parser, which drops tabs and newlines and reads backslashes as slashes)
 * against APP_URL; only our own origin is accepted, and what comes back is its path, query and hash, with leading
 * slashes collapsed so it can never read as `//host`.
 */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/dashboard",
  origin = env().APP_URL,
) {
  if (typeof to !== "string" || to.trim() === "") return fallback;
  const base = new URL(origin);
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}

/**
 * A `redirectTo` worth carrying from /login to /register, through the verification mail and back to /login (a
 * parent applying for a place): a same-site path, or null when there is none or it points anywhere else.
 */
export function carriedRedirect(to: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirectPath(to, "");
  return path === "" ? null : path;
}

/** Sends an anonymous visitor to /login, in the language they were reading, remembering where they were going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw toLogin(request);
  return user;
}

function toLogin(request: Request) {
  const url = new URL(request.url);
  const redirectTo = url.pathname + url.search;
  return redirect(localized(`/login?${new URLSearchParams({ redirectTo })}`, currentLanguage()));
}

export const isStaff = (user: Pick<SessionUser, "role"> | null) => user?.role === "staff" || user?.role === "admin";

/** The page a user lands on after login. */
export const homeFor = (user: Pick<SessionUser, "role">) => (isStaff(user) ? "/staff" : "/dashboard");

/** Signed-in users have no business on /login or /register. */
export async function requireAnonymous(request: Request) {
  const user = await getSessionUser(request);
  if (user) throw redirect(homeFor(user));
}

/**
 * Staff console: a signed-out visitor (a staff member whose session expired, or who opened a link from a staff
 * email) is sent to /login and back; a signed-in person who is not staff gets the ordinary 404 page, so the
 * console shows nothing of itself to parents.
 */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw toLogin(request);
  if (!isStaff(user)) throw data(null, { status: 404 });
  return user;
}

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireStaff(request);
  if (user.role !== "admin") throw data(null, { status: 404 });
  return user;
}
