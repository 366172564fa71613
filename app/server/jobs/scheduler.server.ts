import { log } from "../log.server";
import { clearOldMailBodies } from "../mail/outbox.server";
import { storage } from "../storage/index.server";
import { BILLING_EVERY_MS, runBilling } from "./billing.server";
import { runExclusive } from "./exclusive.server";
import { sweepOrphanFiles } from "./file-sweep.server";
import { OFFER_EXPIRY_EVERY_MS, runOfferExpiry } from "./offer-expiry.server";
import { PRACTICE_MAIL_EVERY_MS, runPracticeMail } from "./practice-mail.server";

const DAY_MS = 24 * 60 * 60 * 1000;

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** Housekeeping that runs at start-up and then on its interval, on one instance at a time. */
const jobs: Job[] = [
  { name: "file-sweep", everyMs: DAY_MS, run: () => sweepOrphanFiles(storage()) },
  { name: "mail-body-expiry", everyMs: DAY_MS, run: () => clearOldMailBodies() },
  { name: "offer-expiry", everyMs: OFFER_EXPIRY_EVERY_MS, run: () => runOfferExpiry(new Date()) },
  { name: "billing", everyMs: BILLING_EVERY_MS, run: () => runBilling(new Date()) },
  { name: "practice-mail", everyMs: PRACTICE_MAIL_EVERY_MS, run: () => runPracticeMail(new Date()) },
];

const timers: NodeJS.Timeout[] = [];
const running = new Set<Promise<unknown>>();

function runNow(job: Job) {
  const run = runExclusive(job.name, job.run)
    .catch((error: unknown) => log.error("scheduled job failed", { job: job.name, error }))
    .finally(() => running.delete(run));
  running.add(run);
}

export function startScheduledJobs() {
  for (const job of jobs) {
    runNow(job);
    const timer = setInterval(() => runNow(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
}

/** Stops the timers and waits for any job in progress to finish. */
export async function stopScheduledJobs() {
  for (const timer of timers.splice(0)) clearInterval(timer);
  await Promise.allSettled([...running]);
}
