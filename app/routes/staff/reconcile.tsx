import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { staffMeta } from "~/components/staff/meta";
import { ReconcileLines, UnmatchedMessages } from "~/components/staff/reconcile-lines";
import { StaffPageHeader } from "~/components/staff/shell";
import { m } from "~/paraglide/messages";
import { listUnmatchedMessages } from "~/server/data/reconcile.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { FormErrors, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/reconcile";
import { staffAction } from "./guard.server";
import { handleReconcile } from "./reconcile.server";

export const meta: Route.MetaFunction = () => staffMeta(m.money_reconcile_title());

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { unmatched: await listUnmatchedMessages() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleReconcile(await readTextForm(request), user.id);
}

/**
 * The school's bKash and Nagad messages, pasted and checked against parents' transfers
 * (docs/product.md#reconciling-mobile-money). The results show on the page the post renders, with or without
 * JavaScript.
 */
export default function ReconcilePage({ loaderData, actionData }: Route.ComponentProps) {
  const lines = actionData && "lines" in actionData ? actionData.lines : null;
  const { form, fields, formProps } = useSchemaForm("reconcile", {
    id: "reconcile",
    lastResult: actionData?.lastResult,
  });
  return (
    <>
      <Link
        to="/staff/payments"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.money_nav_back()}
      </Link>
      <StaffPageHeader title={m.money_reconcile_title()} description={m.money_reconcile_description()} />
      <Card>
        <CardContent>
          <Form method="post" aria-label={m.money_reconcile_title()} {...formProps} className="flex flex-col gap-3">
            <TextareaField
              meta={fields.messages}
              label={m.money_reconcile_label()}
              hint={m.money_reconcile_hint()}
              rows={8}
              maxLength={50_000}
              spellCheck={false}
              autoComplete="off"
            />
            <FormErrors form={form} />
            <div>
              <Button type="submit" pendingLabel={m.money_reconcile_checking()}>
                {m.money_reconcile_submit()}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      {lines ? (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>{m.money_results_title()}</CardTitle>
            <p className="text-sm text-slate-600">{m.money_results_intro()}</p>
          </CardHeader>
          <CardContent>
            <ReconcileLines lines={lines} />
          </CardContent>
        </Card>
      ) : null}
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.money_unmatched_title()}</CardTitle>
          <p className="text-sm text-slate-600">{m.money_unmatched_intro()}</p>
        </CardHeader>
        <CardContent>
          <UnmatchedMessages messages={loaderData.unmatched} />
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
