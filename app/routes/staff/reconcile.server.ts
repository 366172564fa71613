import { data } from "react-router";
import { reconcileSchema } from "~/lib/schemas/money";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { reconcileMessages } from "~/server/data/reconcile.server";
import { invalid } from "~/server/forms/form-results.server";

/**
 * Staff → Payments → Reconcile: the pasted messages are read and matched, and the page shows what became of each
 * (docs/product.md#reconciling-mobile-money). Posting the same messages again approves nothing twice, so a reload
 * that posts again is harmless.
 */
export async function handleReconcile(formData: FormData, actorId: string) {
  const submission = parseForm(formData, reconcileSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "reconcile");
  const lines = await reconcileMessages(submission.value.messages, { via: "paste", actorId }, new Date());
  const approved = lines.filter((line) => line.outcome === "approved").length;
  const other = lines.filter((line) => line.outcome === "not-received").length;
  const flagged = lines.length - approved - other;
  return data({
    form: "reconcile",
    lines,
    toast: freshToast({
      title: m.money_toast_checked(),
      description: m.money_toast_checked_description({ approved, flagged, other }),
      variant: approved > 0 ? "success" : "default",
    }),
    lastResult: undefined,
  });
}
