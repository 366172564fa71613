import { Form } from "react-router";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

/** Where Profile Settings → 'Weekly home practice email' posts. */
export const PRACTICE_EMAIL_ACTION = "/dashboard/profile?practice-email";

/** Profile Settings → 'Weekly home practice email' (docs/product.md#home-practice): a box to tick, and Save. */
export function PracticeEmailChoice({ on }: { on: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.practice_email_title()}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" action={PRACTICE_EMAIL_ACTION} className="flex flex-col gap-4">
          <input type="hidden" name="choice" value="1" />
          <label className="flex items-start gap-3 text-ink">
            <input
              type="checkbox"
              name="practiceEmail"
              defaultChecked={on}
              aria-describedby="practice-email-hint"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="font-semibold">{m.practice_email_label()}</span>
              <span id="practice-email-hint" className="block text-sm text-slate-600">
                {m.practice_email_hint()}
              </span>
            </span>
          </label>
          <Button type="submit" variant="outline" className="w-full sm:w-fit" pendingLabel={m.practice_saving()}>
            {m.practice_email_save()}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
