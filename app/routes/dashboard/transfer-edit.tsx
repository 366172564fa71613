import { data, Form, Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { useSchemaForm } from "~/components/forms/schema-form";
import { dhakaIsoDate } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { plainTaka } from "~/lib/money";
import { claimEditRefusalText } from "~/lib/refusals/payments";
import { parseForm } from "~/lib/schemas/parse-form";
import { transferEditSchema } from "~/lib/schemas/payment";
import { m } from "~/paraglide/messages";
import { confirmWithKeptMessage } from "~/server/data/reconcile.server";
import { editPendingClaim, getPendingClaim } from "~/server/data/transfer-claims.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button } from "~/ui/button";
import { Card, CardContent } from "~/ui/card";
import { Field, FormErrors } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/transfer-edit";
import { paymentConfirmed } from "./pay.server";

/**
 * A parent corrects a transfer of theirs that awaits verification: its TrxID, the amount sent and the day
 * (docs/product.md#money-and-payments). Anyone else's transfer, or one staff have decided, answers 404.
 */

export const meta: Route.MetaFunction = () => dashboardMeta(m.enrol_claim_edit_title());

export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const claim = await getPendingClaim(family.accountId, params.transferId);
  if (!claim) throw data(null, { status: 404 });
  return {
    claim: {
      transactionId: claim.transactionId,
      amount: plainTaka(claim.amountPoisha),
      sentOn: claim.sentOn,
      method: paymentMethodLabel(claim.method),
      invoices: claim.invoiceNumbers.join(", "),
    },
    today: dhakaIsoDate(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  const submission = parseForm(await readTextForm(request), transferEditSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "claim");
  if (submission.value.sentOn > dhakaIsoDate())
    return invalid(submission.reply({ fieldErrors: { sentOn: [m.enrol_claim_future()] } }), "claim");
  const result = await editPendingClaim(
    family.accountId,
    params.transferId,
    submission.value,
    new Date(),
    family.userId,
  );
  if (result.ok && (await confirmWithKeptMessage(submission.value.transactionId, new Date())) === "approved")
    return redirectWithToast("/dashboard/payments", paymentConfirmed);
  if (result.ok)
    return redirectWithToast("/dashboard/payments", {
      title: m.enrol_claim_saved(),
      description: m.enrol_claim_saved_text(),
      variant: "success",
    });
  const message = claimEditRefusalText(result.reason);
  const refused = { title: m.enrol_claim_not_saved(), description: message, variant: "destructive" as const };
  // Decided meanwhile, or not theirs: there is nothing left to correct here.
  if (result.field === "form") return redirectWithToast("/dashboard/payments", refused);
  return invalid(submission.reply({ fieldErrors: { transactionId: [message] } }), "claim", refused);
}

export default function TransferEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, today } = loaderData;
  const { form, fields, formProps } = useSchemaForm("transfer-edit", {
    id: "claim",
    lastResult: actionData?.lastResult,
    defaultValue: { transactionId: claim.transactionId, amountPoisha: claim.amount, sentOn: claim.sentOn },
  });
  return (
    <>
      <Link to="/dashboard/payments" className="mb-3 inline-flex text-sm font-semibold text-brand-700 hover:underline">
        {m.enrol_back_to_payments()}
      </Link>
      <PageHeader
        title={m.enrol_claim_edit_title()}
        description={m.enrol_claim_edit_intro({ invoices: claim.invoices, method: claim.method })}
      />
      <Card className="max-w-xl">
        <CardContent className="pt-6">
          <Form method="post" {...formProps} className="flex flex-col gap-4" aria-label={m.enrol_claim_edit_title()}>
            <Field
              meta={fields.transactionId}
              label={m.enrol_pay_trx()}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
            <Field meta={fields.amountPoisha} label={m.enrol_claim_amount()} inputMode="decimal" autoComplete="off" />
            <Field meta={fields.sentOn} type="date" label={m.enrol_claim_sent_on()} max={today} />
            <FormErrors form={form} />
            <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.enrol_claim_saving()}>
              {m.enrol_claim_save()}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
