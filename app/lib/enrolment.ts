import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import type { BadgeTone } from "~/ui/badge";
import { formatTimeRange, formatWeekdays } from "./format";
import { enrolment } from "./site-config";
import type { ApplicationStatus, Programme } from "./statuses";

/**
 * Enrolment rules and words shared by the browser and the server (docs/product.md#programmes-and-ages): each
 * programme's ages, the age messages, status names, a batch's schedule in words and its class times. Plain functions:
 * safe for the browser.
 */

/** Text read afresh on each use, so that it follows the language of the request (or, in the browser, the page). */
const readEachTime = <K extends string>(messages: Record<K, () => string>): Record<K, string> => {
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(texts, key, { get: messages[key], enumerable: true });
  }
  return texts;
};

const bangla = () => getLocale() === "bn";

/** A number in the page's digits: 3 or '৩'. */

/** The programmes' names: site config's titles in English. */
export const programmeLabels: Record<Programme, string> = readEachTime({
  preschool: () => (bangla() ? m.enrol_programme_preschool() : enrolment.programmes.preschool.title),
  adventure: () => (bangla() ? m.enrol_programme_adventure() : enrolment.programmes.adventure.title),
  hybrid: () => (bangla() ? m.enrol_programme_hybrid() : enrolment.programmes.hybrid.title),
});

/** The age messages (docs/product.md#programmes-and-ages), word for word in English. */
export const ageMessages: Record<Programme, string> = readEachTime({
  preschool: m.enrol_age_preschool,
  adventure: m.enrol_age_adventure,
  hybrid: m.enrol_age_hybrid,
});

/**
 * Which programme's age rule a child of `age` breaks by joining `programme`, or null when they may join. The preschool
 * is 3-5, adventure 5-15 and hybrid 3-15; a child over 15 breaks the hybrid's rule ('ages 3-15') unless the
 * preschool's own message already says it.
 */
export function brokenAgeRule(programme: Programme, age: number | null | undefined): Programme | null {
  const { min, max } = enrolment.programmes[programme].ages;
  if (age === null || age === undefined || !Number.isFinite(age)) return programme;
  if (age >= min && age <= max) return null;
  if (programme === "adventure" && age > max) return "hybrid";
  return programme;
}

/** Why a child of `age` cannot join `programme`, in words, or null when they can. */
export function ageProblem(programme: Programme, age: number | null | undefined): string | null {
  const rule = brokenAgeRule(programme, age);
  return rule ? ageMessages[rule] : null;
}

export const applicationStatusLabels: Record<ApplicationStatus, string> = readEachTime({
  submitted: m.enrol_app_status_submitted,
  accepted: m.enrol_app_status_accepted,
  waitlisted: m.enrol_app_status_waitlisted,
  offered: m.enrol_app_status_offered,
  declined: m.enrol_app_status_declined,
  withdrawn: m.enrol_app_status_withdrawn,
  cancelled: m.enrol_app_status_cancelled,
});

/** The badge colour of each application status, wherever it is shown. */
export const applicationStatusTones: Record<ApplicationStatus, BadgeTone> = {
  submitted: "info",
  accepted: "success",
  waitlisted: "warning",
  offered: "info",
  declined: "destructive",
  withdrawn: "neutral",
  cancelled: "neutral",
};

/** 'Number 2 on the waitlist', word for word in English. */
export const waitlistPositionText = (position: number) =>
  m.enrol_waitlist_position({ position: localDigits(position) });

/** '3 of 6 seats left', or 'Full: join the waitlist', word for word in English. */
export const seatsLeftText = (seatsLeft: number, capacity: number) => {
  if (seatsLeft <= 0) return m.enrol_seats_full();
  const numbers = { left: localDigits(seatsLeft), capacity: localDigits(capacity) };
  return capacity === 1 ? m.enrol_seats_left_one(numbers) : m.enrol_seats_left(numbers);
};

export type Schedule = { classDays: readonly number[]; startTime: string; endTime: string };

/** 'Friday and Saturday, 7:00-8:00 PM'; 'শুক্রবার ও শনিবার, সন্ধ্যা ৭:০০-৮:০০'. */
export const formatSchedule = (batch: Schedule) =>
  `${formatWeekdays(batch.classDays)}, ${formatTimeRange(batch.startTime, batch.endTime)}`;

/** The subscription plan a place in `programme` is billed on. */
export function planIdFor(programme: Programme, outdoor: boolean) {
  const p = enrolment.programmes[programme];
  return outdoor && p.outdoorPlanId ? p.outdoorPlanId : p.planId;
}

/** Only the preschool offers optional outdoor sessions; the hybrid includes them. */
export const offersOutdoor = (programme: Programme) => enrolment.programmes[programme].outdoorPlanId !== null;

/** The later of two ISO dates ('YYYY-MM-DD' sorts as text). */
export const laterIsoDate = (x: string, y: string) => [x, y].sort()[1]!;

/** Asia/Dhaka is UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET = "+06:00";
const DAY_MS = 86_400_000;

/** The instant a wall-clock time on a Dhaka calendar day begins. */
export const dhakaInstant = (isoDate: string, time: string) => new Date(`${isoDate}T${time}:00${DHAKA_OFFSET}`);

const inDhaka = (instant: Date) => new Date(instant.getTime() + 6 * 3_600_000).toISOString();

/** The Dhaka calendar day of an instant, 'YYYY-MM-DD'. */
export const dhakaDay = (instant: Date) => inDhaka(instant).slice(0, 10);

/** The Dhaka wall-clock time of an instant, 'HH:MM' (what a time input shows). */
export const dhakaTimeOfDay = (instant: Date) => inDhaka(instant).slice(11, 16);

export type ClassTime = { startsAt: Date; endsAt: Date; date: string };

export type ClassSchedule = Schedule & { startDate: string; endDate?: string | null };

/** A batch's classes on the Dhaka calendar days `from` to `to` (both 'YYYY-MM-DD', inclusive), in time order. */
export function classTimesBetween(batch: ClassSchedule, from: string, to: string): ClassTime[] {
  const first = laterIsoDate(batch.startDate, from);
  const last = batch.endDate && batch.endDate < to ? batch.endDate : to;
  const times: ClassTime[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (!batch.classDays.includes(new Date(t).getUTCDay())) continue;
    times.push({ startsAt: dhakaInstant(date, batch.startTime), endsAt: dhakaInstant(date, batch.endTime), date });
  }
  return times;
}

/**
 * A batch's classes that start after `now` and within the next `days` days (4 weeks by default), from its start date
 * to its end date, in time order.
 */
export function upcomingClassTimes(batch: ClassSchedule, now: Date, days = 28): ClassTime[] {
  const horizon = now.getTime() + days * DAY_MS;
  return classTimesBetween(batch, dhakaDay(now), dhakaDay(new Date(horizon))).filter(
    (c) => c.startsAt.getTime() > now.getTime() && c.startsAt.getTime() <= horizon,
  );
}
