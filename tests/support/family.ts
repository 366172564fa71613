import type { APIRequestContext } from "@playwright/test";
import { postFixture } from "./billing";

export type SeededInvitation = { email: string; role: "full" | "view-pay"; expiresInDays?: number };

/**
 * The owner's family with `members` and open `invitations` (a negative `expiresInDays` for one already expired), made
 * on the server (app/routes/resources/test-family-fixture.server.ts). Invitation ids come back in the order given.
 */
export const createFamily = (
  request: APIRequestContext,
  ownerId: string,
  options: { members?: Array<{ userId: string; role: "full" | "view-pay" }>; invitations?: SeededInvitation[] },
) =>
  postFixture<{ familyId: string; invitationIds: string[] }>(request, "families", {
    ownerId,
    members: JSON.stringify(options.members ?? []),
    invitations: JSON.stringify(options.invitations ?? []),
  });
