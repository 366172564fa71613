import * as z from "zod/mini";
import { httpsUrl, isMeetingUrl, linkMessages } from "~/lib/classes";
import { rsvpAnswers } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { checkbox, clockTime, isoDate, optionalNote, requiredText, said } from "./fields";

/** The class forms on the staff batch page, and the parents' RSVP (docs/product.md#classes-and-recordings). */

/** Staff → Batch → Class link: the Zoom, Meet or Jitsi meeting every class of the batch uses. */
export const joinLinkSchema = z.object({
  joinUrl: requiredText(() => linkMessages.meeting).check(
    z.maxLength(
      500,
      said(() => linkMessages.meeting),
    ),
    z.refine(
      isMeetingUrl,
      said(() => linkMessages.meeting),
    ),
  ),
});

/**
 * Staff → Batch → Cancel one class, with the reason every family (and trial booker) is emailed. Each text staff write
 * here has an optional Bangla version for Bangla readers (docs/product.md#languages).
 */
export const cancelClassSchema = z.object({
  classStartsAt: z.iso.datetime({ offset: true, ...said(m.dash_class_not_found) }),
  reason: requiredText(m.dash_cancel_reason_missing).check(z.maxLength(300, said(m.dash_cancel_reason_too_long))),
  reasonBn: optionalNote(300, m.dash_cancel_reason_too_long),
});

/** Staff → Batch → Recordings: add or edit one. */
export const recordingSchema = z.object({
  title: requiredText(m.dash_recording_title_missing).check(z.maxLength(120, said(m.dash_recording_title_too_long))),
  titleBn: optionalNote(120, m.dash_recording_title_too_long),
  classDate: isoDate(m.dash_label_class_date),
  url: requiredText(() => linkMessages.recording).check(
    z.maxLength(
      1000,
      said(() => linkMessages.recording),
    ),
    z.refine(
      (v) => httpsUrl(v) !== null,
      said(() => linkMessages.recording),
    ),
  ),
});

export const recordingIdSchema = z.object({ recordingId: z.uuid(said(m.dash_recording_gone)) });

/** Staff → Batch → Outdoor sessions: the date, the time, the meeting place and what to bring. */
export const outdoorSessionSchema = z
  .object({
    date: isoDate(m.dash_label_date),
    startTime: clockTime(m.dash_label_start_time),
    endTime: clockTime(m.dash_label_end_time),
    place: requiredText(m.dash_place_missing).check(z.maxLength(200, said(m.dash_place_too_long))),
    placeBn: optionalNote(200, m.dash_place_too_long),
    notes: optionalNote(1000, m.dash_notes_too_long),
    notesBn: optionalNote(1000, m.dash_notes_too_long),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      error: () => m.dash_session_end_after_start(),
    }),
  );
export type OutdoorSessionInput = z.output<typeof outdoorSessionSchema>;

export const outdoorSessionIdSchema = z.object({ sessionId: z.uuid(said(m.dash_session_gone)) });

/** Parents → Classes → an outdoor session: 'We'll be there' or 'Can't make it', for one child's place. */
export const rsvpSchema = z.object({
  sessionId: z.uuid(said(m.dash_session_gone)),
  placeId: z.uuid(said(m.dash_place_gone)),
  answer: z.enum(rsvpAnswers, said(m.dash_choose_answer)),
  /** 'I agree that {child} takes part in this term's outdoor sessions.', when the form asks it (decision 026). */
  agree: checkbox(),
});
