import { familyRecipients } from "../data/family/members.server";
import { type DbOrTx, db } from "../db.server";
import { inLanguage } from "../language.server";
import { enqueueMail } from "./outbox.server";
import type { RenderedEmail } from "./render.server";

export type FamilyRecipient = Awaited<ReturnType<typeof familyRecipients>>[number];

/**
 * Queues a mail about a family's children, place or money to each of its members (docs/product.md#mail): one per
 * address, written for that member (`write` greets them by their own name) and in their own language. `write` returns
 * null for a member who is not to get this one. `accountId` is the family owner's id, every record's `parent_id`.
 * Returns the addresses mailed.
 */
export async function enqueueFamilyMail(
  accountId: string,
  write: (member: FamilyRecipient) => RenderedEmail | null,
  tx: DbOrTx = db,
) {
  const mailed = new Set<string>();
  for (const member of await familyRecipients(accountId, tx)) {
    const address = member.email.trim().toLowerCase();
    if (mailed.has(address)) continue;
    const mail = inLanguage(member.language, () => write(member));
    if (!mail) continue;
    mailed.add(address);
    await enqueueMail(member.email, mail, tx);
  }
  return [...mailed];
}
