import * as z from "zod/mini";
import { eventKinds } from "~/lib/statuses";
import { clockTime, formNumber, isoDate, optionalNote, requiredText } from "./fields";
import { workshopSchema } from "./workshop";

/** Staff → Events: a public workshop or outdoor adventure (issue 16), with optional Bangla text (PRODUCT 38). */
export const eventSchema = z
  .object({
    kind: z.enum(eventKinds, { error: "Please choose what kind of event it is." }),
    title: requiredText("Please enter the title.").check(
      z.maxLength(120, "Please keep the title under 120 characters."),
    ),
    titleBn: optionalNote(120, "Please keep the title under 120 characters."),
    description: requiredText("Please describe the event.").check(
      z.maxLength(2000, "Please keep the description under 2000 characters."),
    ),
    descriptionBn: optionalNote(2000, "Please keep the description under 2000 characters."),
    date: isoDate("date"),
    startTime: clockTime("start time"),
    endTime: clockTime("end time"),
    /** Blank for an online event. */
    place: optionalNote(200, "Please keep the place under 200 characters."),
    seats: formNumber(
      z
        .number({ error: "Please enter the number of places." })
        .check(
          z.int("Please enter a whole number."),
          z.minimum(1, "Please enter the number of places, 1 or more."),
          z.maximum(500, "At most 500 places."),
        ),
    ),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      message: "The event must end after it starts.",
    }),
  );
export type EventInput = z.output<typeof eventSchema>;

/** /events → Register: the workshop form's fields (name, phone or email, number attending) for one event. */
export const eventRegistrationSchema = z.extend(workshopSchema, {
  eventId: z.uuid({ error: "That event no longer exists." }),
});
export type EventRegistrationInput = z.output<typeof eventRegistrationSchema>;
