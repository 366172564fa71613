import * as z from "zod/mini";
import { eventKinds } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { clockTime, formNumber, isoDate, optionalNote, requiredText, said } from "./fields";
import { workshopSchema } from "./workshop";

/** Staff → Events: a public workshop or outdoor adventure, with optional Bangla text (docs/product.md#events). */
export const eventSchema = z
  .object({
    kind: z.enum(eventKinds, said(m.ops_choose_event_kind)),
    title: requiredText(m.ops_title_missing).check(z.maxLength(120, said(m.ops_title_too_long))),
    titleBn: optionalNote(120, m.ops_title_too_long),
    description: requiredText(m.ops_event_description_missing).check(
      z.maxLength(2000, said(m.ops_description_too_long)),
    ),
    descriptionBn: optionalNote(2000, m.ops_description_too_long),
    date: isoDate(m.ops_label_date_lower),
    startTime: clockTime(m.ops_label_start_time_lower),
    endTime: clockTime(m.ops_label_end_time_lower),
    /** Blank for an online event. */
    place: optionalNote(200, m.ops_place_too_long),
    placeBn: optionalNote(200, m.ops_place_too_long),
    seats: formNumber(
      z
        .number(said(m.ops_places_missing))
        .check(
          z.int(said(m.ops_whole_number)),
          z.minimum(1, said(m.ops_places_min)),
          z.maximum(500, said(m.ops_places_max)),
        ),
    ),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      error: () => m.ops_event_end_after_start(),
    }),
  );
export type EventInput = z.output<typeof eventSchema>;

/** /events → Register: the workshop form's fields (name, phone or email, number attending) for one event. */
export const eventRegistrationSchema = z.extend(workshopSchema, {
  eventId: z.uuid(said(m.ops_event_gone)),
});
export type EventRegistrationInput = z.output<typeof eventRegistrationSchema>;
