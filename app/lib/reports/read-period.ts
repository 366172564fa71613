import { parseForm } from "../schemas/parse-form";
import { reportPeriodSchema } from "../schemas/reports";
import { type Period, presetPeriod } from "./period";

/** The period an address asks for; this month, with the form's errors, when it asks wrongly (decision 024). */
export function readPeriod(searchParams: URLSearchParams, today: string) {
  const submission = parseForm(searchParams, reportPeriodSchema);
  if (submission.status !== "success")
    return {
      period: presetPeriod("this-month", today),
      errors: Object.values(submission.error ?? {}).flat() as string[],
    };
  const { period, from, to } = submission.value;
  const chosen: Period = period === "range" ? { choice: "range", from: from!, to: to! } : presetPeriod(period, today);
  return { period: chosen, errors: [] as string[] };
}
