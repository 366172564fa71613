import { Form, Link } from "react-router";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { enhanceData } from "~/lib/enhance-contract";
import { familyRoleLabel } from "~/lib/family-permissions";
import { formatLongDate } from "~/lib/format";
import type { FamilyRole, InvitedRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

/** The staff console's parent page: who is in the family, and the invitations still waiting for an answer. */

export type FamilyCardData =
  | {
      kind: "owner";
      members: Array<{ userId: string; name: string; email: string; role: FamilyRole; joinedAt: Date }>;
      invitations: Array<{ id: string; email: string; role: InvitedRole; expiresAt: Date; expired: boolean }>;
    }
  | { kind: "member"; role: FamilyRole; owner: { id: string; name: string } };

const linkClass = "font-semibold text-brand-800 underline-offset-2 hover:underline";

export function FamilyCard({ family, parentName }: { family: FamilyCardData; parentName: string }) {
  return (
    <Card className="mt-6" data-testid="family-card">
      <CardHeader>
        <CardTitle>{m.staff_family()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {family.kind === "member" ? (
          <p className="text-slate-700">
            {m.staff_family_member_of({
              name: parentName,
              owner: family.owner.name,
              role: familyRoleLabel(family.role),
            })}{" "}
            <Link to={`/staff/parents/${family.owner.id}`} className={linkClass}>
              {m.staff_family_open_owner({ owner: family.owner.name })}
            </Link>
          </p>
        ) : (
          <>
            <Members members={family.members} />
            {family.invitations.length > 0 ? <Invitations invitations={family.invitations} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Members({ members }: { members: Extract<FamilyCardData, { kind: "owner" }>["members"] }) {
  if (members.filter((member) => member.role !== "owner").length === 0)
    return <EmptyState>{m.staff_family_alone()}</EmptyState>;
  return (
    <DataTable
      label={m.staff_family_members()}
      columns={[m.staff_name(), m.staff_email(), m.staff_family_role(), m.staff_joined()]}
    >
      {members.map((member) => (
        <Row key={member.userId} testId="family-member">
          <Cell label={m.staff_name()} data wide>
            {member.role === "owner" ? (
              member.name
            ) : (
              <Link to={`/staff/parents/${member.userId}`} className={linkClass}>
                {member.name}
              </Link>
            )}
          </Cell>
          <Cell label={m.staff_email()} data wide>
            <a href={`mailto:${member.email}`} className="break-all text-brand-700 hover:underline">
              {member.email}
            </a>
          </Cell>
          <Cell label={m.staff_family_role()}>{familyRoleLabel(member.role)}</Cell>
          <Cell label={m.staff_joined()}>{formatLongDate(member.joinedAt)}</Cell>
        </Row>
      ))}
    </DataTable>
  );
}

function Invitations({ invitations }: { invitations: Extract<FamilyCardData, { kind: "owner" }>["invitations"] }) {
  return (
    <section aria-labelledby="family-invitations">
      <h3 id="family-invitations" className="mb-2 font-semibold text-ink">
        {m.staff_family_invitations()}
      </h3>
      <DataTable
        label={m.staff_family_invitations()}
        columns={[m.staff_email(), m.staff_family_role(), m.staff_family_expires(), m.staff_actions()]}
      >
        {invitations.map((invitation) => (
          <Row key={invitation.id} testId="family-invitation">
            <Cell label={m.staff_email()} data wide>
              <span className="break-all">{invitation.email}</span>
            </Cell>
            <Cell label={m.staff_family_role()}>{familyRoleLabel(invitation.role)}</Cell>
            <Cell label={m.staff_family_expires()}>
              {invitation.expired ? (
                <Badge tone="warning">{m.staff_family_expired()}</Badge>
              ) : (
                formatLongDate(invitation.expiresAt)
              )}
            </Cell>
            <Cell label={m.staff_actions()} wide>
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="invitation.resend" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" size="sm" variant="outline" pendingLabel={m.staff_family_resending()}>
                    {m.staff_family_resend()}
                  </Button>
                </Form>
                <Form
                  method="post"
                  {...enhanceData({ confirm: m.staff_family_withdraw_confirm({ email: invitation.email }) })}
                >
                  <input type="hidden" name="intent" value="invitation.withdraw" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="ghost"
                    className="text-red-800"
                    pendingLabel={m.staff_family_withdrawing()}
                  >
                    {m.staff_family_withdraw()}
                  </Button>
                </Form>
              </div>
            </Cell>
          </Row>
        ))}
      </DataTable>
    </section>
  );
}
