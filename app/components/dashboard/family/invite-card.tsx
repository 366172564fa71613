import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { familyRoleLabel } from "~/lib/family-permissions";
import { invitedRoles } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FieldError, FormErrors } from "~/ui/field";
import { roleExplained } from "./role-words";

/** The owner's 'Invite a Family Member': an address, one of the two roles with what it allows, and the button. */
export function InviteCard({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { form, fields, formProps } = useSchemaForm("family-invite", {
    id: "family-invite",
    lastResult,
    defaultValue: { role: "view-pay" },
  });
  const chosen = (fields.role.value as string | undefined) ?? "view-pay";
  const roleError = `${fields.role.id}-error`;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="invite-heading">{m.family_invite_heading()}</CardTitle>
        <p className="text-sm text-slate-600">{m.family_invite_intro()}</p>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} aria-labelledby="invite-heading" className="flex flex-col gap-5">
          <input type="hidden" name="intent" value="invite" />
          <Field
            meta={fields.email}
            type="email"
            label={m.family_email_label()}
            autoComplete="off"
            className="sm:max-w-md"
          />
          <fieldset aria-describedby={fields.role.errors?.length ? roleError : undefined}>
            <legend className="text-sm font-semibold text-ink">{m.family_role_label()}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {invitedRoles.map((role) => (
                <label
                  key={role}
                  htmlFor={`invite-role-${role}`}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    id={`invite-role-${role}`}
                    type="radio"
                    name={fields.role.name}
                    value={role}
                    defaultChecked={chosen === role}
                    aria-describedby={`invite-role-${role}-means`}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="font-semibold text-ink">{familyRoleLabel(role)}</span>
                    <span id={`invite-role-${role}-means`} className="text-sm text-slate-600">
                      {roleExplained[role]()}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={roleError} errors={fields.role.errors} />
          </fieldset>
          <div className="flex flex-col gap-2">
            <FormErrors form={form} />
            <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.family_sending()}>
              {m.family_send_invitation()}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
