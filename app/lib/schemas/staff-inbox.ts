import * as z from "zod/mini";
import { inboxKinds } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { optionalNote, said } from "./fields";

/** Inbox → Mark handled: which item, and an optional note on what was done. */
export const markHandledSchema = z.object({
  kind: z.enum(inboxKinds, said(m.staff_inbox_unknown_item)),
  id: z.uuid(said(m.staff_inbox_unknown_item)),
  note: optionalNote(1000, m.staff_inbox_note_too_long),
});

export type MarkHandledInput = z.infer<typeof markHandledSchema>;
