import { createCookie } from "react-router";
import { z } from "zod";
import type { Toast } from "~/lib/toast";
import { FLASH_COOKIE } from "./cookie-names.server";
import { env } from "./env.server";
import { authSecret } from "./secret.server";

/**
 * A toast that survives a redirect: set by an action, shown once by the next page,
 * so it works with JavaScript off.
 */
const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "success", "destructive"]).optional(),
});

let cookie: ReturnType<typeof createCookie> | undefined;
function flashCookie() {
  cookie ??= createCookie(FLASH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().APP_URL.startsWith("https://"),
    secrets: [authSecret()],
    maxAge: 60,
  });
  return cookie;
}

export async function setFlash(toast: Toast, headers = new Headers()) {
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
  return headers;
}

/** Reads the pending toast and returns the header that clears it. */
export async function readFlash(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const raw = await flashCookie().parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}

/** Redirects and shows `toast` on the next page. */
export async function redirectWithToast(url: string, toast: Toast, init?: { headers?: Headers; status?: number }) {
  const headers = await setFlash(toast, new Headers(init?.headers));
  headers.set("Location", url);
  return new Response(null, { status: init?.status ?? 303, headers });
}
