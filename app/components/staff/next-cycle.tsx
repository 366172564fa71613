import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { staffText } from "~/lib/i18n/language";
import { m } from "~/paraglide/messages";
import type { continuationOf } from "~/server/data/enrolment/continuation.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { FormErrors, SelectField } from "~/ui/field";

type Continuation = NonNullable<Awaited<ReturnType<typeof continuationOf>>>;

/**
 * A batch's next cycle (docs/product.md#the-next-cycle): from two weeks before its end, staff choose the batch that
 * continues it and its families are offered seats there; afterwards, how many have continued.
 */
export function NextCycleCard({
  continuation,
  lastResult,
}: {
  continuation: Continuation;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { chosen, endDate, from, canChoose, targets } = continuation;
  return (
    <Card className="mt-6" data-testid="next-cycle">
      <CardHeader>
        <CardTitle>{m.money_next_cycle_title()}</CardTitle>
        {endDate && from && !chosen ? (
          <p className="text-sm text-slate-600">
            {m.money_next_cycle_intro({ date: formatLongDate(from), end: formatLongDate(endDate) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {chosen ? (
          <p className="text-slate-800">
            {m.money_next_cycle_chosen({
              batch: staffText(chosen.name, chosen.nameBn).text,
              accepted: localDigits(chosen.accepted),
              offered: localDigits(chosen.offered),
            })}
          </p>
        ) : !endDate ? (
          <p className="text-slate-700">{m.money_next_cycle_no_end()}</p>
        ) : !canChoose ? (
          <p className="text-slate-700">{m.money_next_cycle_wait({ date: formatLongDate(from) })}</p>
        ) : targets.length === 0 ? (
          <p className="text-slate-700">{m.money_next_cycle_none()}</p>
        ) : (
          <ChooseForm targets={targets} lastResult={lastResult} />
        )}
      </CardContent>
    </Card>
  );
}

function ChooseForm({
  targets,
  lastResult,
}: {
  targets: Continuation["targets"];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, formProps } = useSchemaForm("continue-batch", {
    id: "continue-batch",
    lastResult,
    defaultValue: { nextBatchId: targets[0]?.id },
  });
  return (
    <Form
      method="post"
      aria-label={m.money_next_cycle_title()}
      {...formProps}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="batch.continue" />
      <SelectField
        meta={fields.nextBatchId}
        label={m.money_next_cycle_label()}
        className="sm:flex-1"
        options={targets.map((target) => ({
          value: target.id,
          label: m.money_next_cycle_option({
            batch: staffText(target.name, target.nameBn).text,
            date: formatLongDate(target.startDate),
            seats: localDigits(target.seatsLeft),
          }),
        }))}
      />
      <FormErrors form={form} />
      <Button type="submit" pendingLabel={m.money_next_cycle_offering()}>
        {m.money_next_cycle_submit()}
      </Button>
    </Form>
  );
}
