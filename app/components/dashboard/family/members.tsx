import { Form } from "react-router";
import { familyRoleLabel } from "~/lib/family-permissions";
import type { FamilyRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { inputClass } from "~/ui/field";
import { invitedRoleOptions } from "./role-words";

export type MemberView = { userId: string; name: string; email: string; role: FamilyRole };

/**
 * The family's members, the owner first. The owner gets, for each other member, a role choice and Remove, which asks
 * again before it removes (a second button inside `<details>`, so it needs no script).
 */
export function MembersCard({ members, you, manage }: { members: MemberView[]; you: string; manage: boolean }) {
  const others = members.filter((member) => member.userId !== you);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.family_members_heading()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col gap-3" data-testid="family-members">
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} isYou={member.userId === you} manage={manage} />
          ))}
        </ul>
        {manage && others.length === 0 ? <p className="text-slate-600">{m.family_no_other_members()}</p> : null}
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, isYou, manage }: { member: MemberView; isYou: boolean; manage: boolean }) {
  const changeable = manage && member.role !== "owner";
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" data-testid="family-member">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <span translate="no">{member.name}</span>
            {isYou ? (
              <Badge tone="info" className="ml-2 align-middle">
                {m.family_you()}
              </Badge>
            ) : null}
          </p>
          <p className="text-sm break-all text-slate-600" translate="no">
            {member.email}
          </p>
        </div>
        <Badge tone={member.role === "owner" ? "success" : "neutral"}>{familyRoleLabel(member.role)}</Badge>
      </div>
      {changeable ? <MemberControls member={member} /> : null}
    </li>
  );
}

function MemberControls({ member }: { member: MemberView }) {
  const selectId = `role-${member.userId}`;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-end sm:justify-between">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={member.userId} />
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-semibold text-slate-600">
            {m.family_role_of({ name: member.name })}
          </label>
          <select id={selectId} name="role" defaultValue={member.role} className={`${inputClass} py-1.5 text-sm`}>
            {invitedRoleOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" size="sm" className="min-h-10" pendingLabel={m.family_saving()}>
          {m.family_save_role()}
        </Button>
      </Form>
      <details className="sm:text-right">
        <summary className="inline-flex min-h-11 w-fit cursor-pointer items-center text-sm font-semibold text-red-800">
          {m.family_remove({ name: member.name })}
        </summary>
        <Form method="post" className="mt-2 flex flex-col gap-2 sm:items-end">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={member.userId} />
          <p className="text-sm text-slate-700 sm:max-w-sm">{m.family_remove_confirm({ name: member.name })}</p>
          <Button type="submit" variant="destructive" size="sm" className="w-fit" pendingLabel={m.family_removing()}>
            {m.family_yes_remove()}
          </Button>
        </Form>
      </details>
    </div>
  );
}
