import { rateLimits, enforceRateLimit } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";

/**
 * The checks every public form makes before reading its fields: same origin,
 * the per-IP form budget, and the honeypot. Bots get the normal success answer
 * and nothing is stored.
 */
export async function readPublicForm(request: Request, clientIp: string) {
  assertSameOrigin(request);
  enforceRateLimit(rateLimits.form, clientIp);
  const formData = await request.formData();
  return { formData, isBot: isHoneypotFilled(formData) };
}
