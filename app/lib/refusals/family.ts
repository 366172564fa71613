import { m } from "~/paraglide/messages";

/**
 * Why an invitation was not sent, resent, withdrawn or accepted (app/server/data/family/invitations.server.ts), and
 * why a member's role or membership was not changed (members.server.ts).
 */
export type InvitationRefusal =
  | "not-owner"
  | "own-email"
  | "already-member"
  | "already-invited"
  | "not-found"
  | "expired"
  | "used"
  | "withdrawn"
  | "other-email"
  | "in-another-family"
  | "has-own-family";

export type MemberRefusal = "not-owner" | "not-found" | "is-owner";

export type FamilyRefusal = InvitationRefusal | MemberRefusal;

const words: Record<FamilyRefusal, () => string> = {
  "not-owner": m.family_err_not_owner,
  "own-email": m.family_err_own_email,
  "already-member": m.family_err_already_member,
  "already-invited": m.family_err_already_invited,
  "not-found": m.family_err_not_found,
  expired: m.family_err_expired,
  used: m.family_err_used,
  withdrawn: m.family_err_withdrawn,
  "other-email": m.family_err_other_email,
  "in-another-family": m.family_err_in_another_family,
  "has-own-family": m.family_err_has_own_family,
  "is-owner": m.family_err_is_owner,
};

/** A refusal on the Family page, in the reader's language. */
export const familyRefusalText = (reason: FamilyRefusal) => words[reason]();

/** What stops an invitation link from being accepted, as the join page words it with what to do next. */
export type JoinProblem = Exclude<InvitationRefusal, "not-owner" | "own-email" | "already-invited" | "not-found">;

/** Who the join page's words name: the inviter, the invited address, and the signed-in person's address. */
export type JoinFacts = { inviter: string; email: string; you: string };

const joinWords: Record<JoinProblem, (facts: JoinFacts) => string> = {
  expired: ({ inviter }) => m.family_join_expired({ inviter }),
  used: ({ inviter }) => m.family_join_used({ inviter }),
  withdrawn: ({ inviter }) => m.family_join_withdrawn({ inviter }),
  "other-email": (facts) => m.family_join_other_email(facts),
  "in-another-family": () => m.family_join_in_another_family(),
  "has-own-family": ({ inviter }) => m.family_join_has_own_family({ inviter }),
  "already-member": () => m.family_join_already_member(),
};

export const joinProblemText = (problem: JoinProblem, facts: JoinFacts) => joinWords[problem](facts);

export const isJoinProblem = (reason: InvitationRefusal): reason is JoinProblem => reason in joinWords;
