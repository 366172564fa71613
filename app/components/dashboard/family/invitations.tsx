import { Form } from "react-router";
import { familyRoleLabel } from "~/lib/family-permissions";
import { formatLongDate } from "~/lib/format";
import type { InvitedRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

export type OpenInvitation = { id: string; email: string; role: InvitedRole; expiresAt: Date; expired: boolean };

/** The family's invitations not yet answered, each with Resend (a new 7-day link) and Withdraw. */
export function InvitationsCard({ invitations }: { invitations: OpenInvitation[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.family_invitations_heading()}</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-slate-600">{m.family_no_invitations()}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="family-invitations">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationRow({ invitation }: { invitation: OpenInvitation }) {
  const { id, email, role, expiresAt, expired } = invitation;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-ink" translate="no">
          {email}
        </p>
        <p className="mt-1 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:items-center sm:gap-2">
          <span>{familyRoleLabel(role)}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          {expired ? (
            <Badge tone="warning">{m.family_expired()}</Badge>
          ) : (
            <span>{m.family_expires({ date: formatLongDate(expiresAt) })}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="invitationId" value={id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={m.family_resend_label({ email })}
            pendingLabel={m.family_sending()}
          >
            {m.family_resend()}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="invitationId" value={id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            className="text-red-800"
            aria-label={m.family_withdraw_label({ email })}
          >
            {m.family_withdraw()}
          </Button>
        </Form>
      </div>
    </li>
  );
}
