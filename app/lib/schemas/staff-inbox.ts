import * as z from "zod/mini";
import { optionalNote } from "./fields";

/** The four kinds of public submission the inbox gathers, with their labels. */
export const inboxKinds = ["booking", "contact", "workshop", "store"] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxKindLabels: Record<InboxKind, string> = {
  booking: "Booking request",
  contact: "Contact message",
  workshop: "Workshop registration",
  store: "Store sign-up",
};

/** Inbox → Mark handled: which item, and an optional note on what was done. */
export const markHandledSchema = z.object({
  kind: z.enum(inboxKinds, { error: "Unknown inbox item." }),
  id: z.uuid({ error: "Unknown inbox item." }),
  note: optionalNote(1000, "Please keep the note under 1,000 characters."),
});

export type MarkHandledInput = z.infer<typeof markHandledSchema>;
