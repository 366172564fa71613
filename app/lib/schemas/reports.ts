import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { daysBetween, MAX_RANGE_DAYS, periodChoices } from "../reports/period";
import { isoDate, said } from "./fields";

/**
 * Staff → Reports → the period (a GET form): a preset, or 'range' with two dates, the first not after the second and
 * at most two years apart.
 */
export const reportPeriodSchema = z
  .object({
    period: z._default(z.enum(periodChoices, said(m.rep_period_choose)), "this-month"),
    from: z.optional(isoDate(m.rep_from)),
    to: z.optional(isoDate(m.rep_to)),
  })
  .check(
    z.refine((v) => v.period !== "range" || (v.from !== undefined && v.to !== undefined), {
      ...said(m.rep_range_both),
      path: ["from"],
    }),
    z.refine((v) => v.period !== "range" || !v.from || !v.to || v.from <= v.to, {
      ...said(m.rep_range_order),
      path: ["to"],
    }),
    z.refine((v) => v.period !== "range" || !v.from || !v.to || daysBetween(v.from, v.to) <= MAX_RANGE_DAYS, {
      ...said(m.rep_range_too_long),
      path: ["to"],
    }),
  );
