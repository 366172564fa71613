import crypto from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { Credentials } from "./accounts";
import { signIn } from "./seed";

export type Device = { context: BrowserContext; page: Page };

/** A random client address, so each test and each device has its own rate-limit budget (the e2e server trusts X-Forwarded-For). */
export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** Another browser with its own cookies and client IP, e.g. a phone holding a session; signed in as `signedInAs` if given. */
export async function newDevice(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; signedInAs?: Credentials } = {},
): Promise<Device> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  if (options.signedInAs) await signIn(context.request, options.signedInAs);
  return { context, page: await context.newPage() };
}
