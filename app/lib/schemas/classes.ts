import * as z from "zod/mini";
import { httpsUrl, isMeetingUrl, linkMessages } from "~/lib/classes";
import { rsvpAnswers } from "~/lib/statuses";
import { clockTime, isoDate, optionalNote, requiredText } from "./fields";

/** Issue 16's forms on the staff batch page, and the parents' RSVP. */

/** Staff → Batch → Class link: the Zoom, Meet or Jitsi meeting every class of the batch uses. */
export const joinLinkSchema = z.object({
  joinUrl: requiredText(linkMessages.meeting).check(
    z.maxLength(500, linkMessages.meeting),
    z.refine(isMeetingUrl, linkMessages.meeting),
  ),
});

/** Staff → Batch → Cancel one class, with the reason every family (and trial booker) is emailed. */
export const cancelClassSchema = z.object({
  classStartsAt: z.iso.datetime({ offset: true, error: "That class could not be found. Please reload the page." }),
  reason: requiredText("Please give the reason; every family in the batch will read it.").check(
    z.maxLength(300, "Please keep the reason under 300 characters."),
  ),
});

/** Staff → Batch → Recordings: add or edit one. */
export const recordingSchema = z.object({
  title: requiredText("Please enter the recording's title.").check(
    z.maxLength(120, "Please keep the title under 120 characters."),
  ),
  classDate: isoDate("class date"),
  url: requiredText(linkMessages.recording).check(
    z.maxLength(1000, linkMessages.recording),
    z.refine((v) => httpsUrl(v) !== null, linkMessages.recording),
  ),
});

export const recordingIdSchema = z.object({ recordingId: z.uuid({ error: "That recording no longer exists." }) });

/** Staff → Batch → Outdoor sessions: the date, the time, the meeting place and what to bring. */
export const outdoorSessionSchema = z
  .object({
    date: isoDate("date"),
    startTime: clockTime("start time"),
    endTime: clockTime("end time"),
    place: requiredText("Please enter the meeting place.").check(
      z.maxLength(200, "Please keep the meeting place under 200 characters."),
    ),
    notes: optionalNote(1000, "Please keep the notes under 1000 characters."),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      message: "The session must end after it starts.",
    }),
  );
export type OutdoorSessionInput = z.output<typeof outdoorSessionSchema>;

export const outdoorSessionIdSchema = z.object({ sessionId: z.uuid({ error: "That session no longer exists." }) });

/** Parents → Classes → an outdoor session: 'We'll be there' or 'Can't make it', for one child's place. */
export const rsvpSchema = z.object({
  sessionId: z.uuid({ error: "That session no longer exists." }),
  placeId: z.uuid({ error: "That place no longer exists." }),
  answer: z.enum(rsvpAnswers, { error: "Please choose an answer." }),
});
