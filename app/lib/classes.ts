import { m } from "~/paraglide/messages";
import { addDays } from "./dates";
import { dhakaDay, dhakaInstant } from "./enrolment";
import { classes } from "./site-config";

/**
 * Classes for enrolled families (docs/product.md#classes-and-recordings): when a class's 'Join Class' is live, until
 * when an outdoor session's answer may change, and which links staff may enter. Plain functions, shared by the pages
 * and the server.
 */

const MINUTE_MS = 60_000;

/** 'Join Class' is live from 15 minutes before the class starts until it ends. */
export function joinWindow(c: { startsAt: Date; endsAt: Date }) {
  return { opensAt: new Date(c.startsAt.getTime() - classes.joinOpensMinutesBefore * MINUTE_MS), closesAt: c.endsAt };
}

export function isJoinable(c: { startsAt: Date; endsAt: Date }, now: Date) {
  const { opensAt, closesAt } = joinWindow(c);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/** A family may change its answer to an outdoor session until the end of the day before it, in Dhaka. */
export const rsvpClosesAt = (startsAt: Date) =>
  dhakaInstant(addDays(dhakaDay(startsAt), 1 - classes.rsvpClosesDaysBefore), "00:00");

export const linkMessages = {
  get meeting() {
    return m.dash_link_meeting();
  },
  get recording() {
    return m.dash_link_recording();
  },
};

/** An https URL as typed, or null when it is not one. */
export function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** Whether a link is a Zoom, Google Meet or Jitsi meeting (the host or one of its subdomains), over https. */
export function isMeetingUrl(value: string) {
  const url = httpsUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return classes.meetingHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
