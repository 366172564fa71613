import * as z from "zod/mini";
import { inboxKinds } from "~/lib/statuses";
import { optionalNote } from "./fields";

/** Inbox → Mark handled: which item, and an optional note on what was done. */
export const markHandledSchema = z.object({
  kind: z.enum(inboxKinds, { error: "Unknown inbox item." }),
  id: z.uuid({ error: "Unknown inbox item." }),
  note: optionalNote(1000, "Please keep the note under 1,000 characters."),
});

export type MarkHandledInput = z.infer<typeof markHandledSchema>;
