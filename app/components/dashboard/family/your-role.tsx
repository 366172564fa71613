import { Form } from "react-router";
import { familyRoleLabel } from "~/lib/family-permissions";
import type { FamilyRole } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

const allows: Record<Exclude<FamilyRole, "owner">, () => string> = {
  full: m.family_allows_full,
  "view-pay": m.family_allows_view_pay,
};

/** A member's own role, what it allows, and 'Leave family' behind a second question (no script needed). */
export function YourRoleCard({ role, owner }: { role: Exclude<FamilyRole, "owner">; owner: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.family_your_role_heading()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-ink">{m.family_your_role({ owner, role: familyRoleLabel(role) })}</p>
        <p className="text-slate-700">{allows[role]()}</p>
        <p className="text-sm text-slate-600">{m.family_ask_owner({ owner })}</p>
        <details className="mt-2">
          <summary className="inline-flex min-h-11 w-fit cursor-pointer items-center font-semibold text-red-800">
            {m.family_leave()}
          </summary>
          <Form method="post" className="mt-2 flex flex-col gap-3">
            <input type="hidden" name="intent" value="leave" />
            <p className="text-sm text-slate-700">{m.family_leave_confirm({ owner })}</p>
            <Button type="submit" variant="destructive" size="sm" className="w-fit" pendingLabel={m.family_leaving()}>
              {m.family_yes_leave()}
            </Button>
          </Form>
        </details>
      </CardContent>
    </Card>
  );
}
