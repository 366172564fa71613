import { expect } from "@playwright/test";
import { testEnv } from "./test-env";

export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  receivedAt: string;
};

/**
 * Reads what the test SMTP server received. Waits allow 20 s: while one test has SMTP down, mail that other
 * tests trigger arrives on the outbox's first retry, 5 s later.
 */
export const mailbox = {
  async list(to?: string): Promise<Mail[]> {
    const res = await fetch(`${testEnv.mailApi}/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`);
    return (await res.json()) as Mail[];
  },
  /** Waits for a mail to `to` whose subject matches, polling the sink. */
  async waitFor(to: string, subject: RegExp | string, timeoutMs = 20_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await mailbox.list(to)).find((m) =>
        typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  },
  /** Waits until `to` has received `count` mails, and returns them. */
  async waitForCount(to: string, count: number, timeoutMs = 20_000): Promise<Mail[]> {
    await expect.poll(async () => (await mailbox.list(to)).length, { timeout: timeoutMs }).toBe(count);
    return mailbox.list(to);
  },
  /**
   * Waits until `to` holds `count` mails whose subject contains `subject`, then waits one outbox retry (6 s) more
   * and checks that no further one arrived: proof that a budget or an idempotency key held back the rest.
   */
  async expectExactly(to: string, subject: string, count: number, timeoutMs = 20_000): Promise<void> {
    const matching = async () => (await mailbox.list(to)).filter((m) => m.subject.includes(subject)).length;
    await expect.poll(matching, { timeout: timeoutMs }).toBeGreaterThanOrEqual(count);
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await matching()).toBe(count);
  },
  smtpDown: () => fetch(`${testEnv.mailApi}/smtp/down`, { method: "POST" }),
  smtpUp: () => fetch(`${testEnv.mailApi}/smtp/up`, { method: "POST" }),
};

/** The first http(s) link in a mail's text part. */
export function firstLink(mail: Mail) {
  const link = mail.text.match(/https?:\/\/[^\s>"]+/)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}"`);
  return link;
}
