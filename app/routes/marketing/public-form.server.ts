import { readTextForm } from "~/server/forms/read-form.server";
import { clientKey, enforce } from "~/server/rate-limit.server";
import { assertSameOrigin, isHoneypotFilled } from "~/server/request-guards.server";

/**
 * The checks every public form makes before reading its fields: same origin, the per-address budget, a body of
 * 64 KB at most, and the honeypot. Bots get the normal success answer and nothing is stored.
 */
export async function readPublicForm(request: Request, clientIp: string) {
  assertSameOrigin(request);
  await enforce("publicFormsPerIp", clientKey(clientIp));
  const formData = await readTextForm(request);
  return { formData, isBot: isHoneypotFilled(formData) };
}
