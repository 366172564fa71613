import { m } from "~/paraglide/messages";
import { programmeLabels } from "./enrolment";
import { formatMoney } from "./format";
import { localDigits } from "./i18n/digits";
import type { ApplicationContext } from "./schemas/application";
import { billing, enrolment } from "./site-config";
import type { Programme } from "./statuses";
import type { Toast } from "./toast";

/**
 * The parent's side of enrolment (docs/product.md#applications-and-the-waitlist) that the browser and the server share:
 * the application form's context (built from the same lists on both sides, so the browser says what the server would)
 * and each programme's fees in words. Plain functions: safe for the browser.
 */

export type ContextFacts = {
  batches: ReadonlyArray<{ id: string; programme: Programme }>;
  children: ReadonlyArray<{ id: string; age: number | null }>;
  /** The child-and-batch pairs that already have a live application. */
  live: ReadonlyArray<{ childId: string; batchId: string }>;
};

/** The context `applicationSchema` checks ages and duplicates with. */
export function applicationContext({ batches, children, live }: ContextFacts): ApplicationContext {
  const programmes = new Map(batches.map((b) => [b.id, b.programme]));
  const ages = new Map(children.map((c) => [c.id, c.age]));
  const pairs = new Set(live.map((l) => `${l.childId}:${l.batchId}`));
  return {
    programmeOf: (batchId) => programmes.get(batchId),
    ageOf: (childId) => ages.get(childId),
    hasLiveApplication: (childId, batchId) => pairs.has(`${childId}:${batchId}`),
  };
}

/** A refused application's toast: the one thing to fix when there is one, else the form's general message. */
export function refusedToast(errors: Record<string, string[] | null | undefined> | null | undefined): Toast {
  const messages = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  return {
    title: m.enrol_refused_title(),
    description: messages.length === 1 ? messages[0] : m.enrol_fix_errors(),
    variant: "destructive",
  };
}

/** Whole taka, as fees are shown: '৳1,600' ('৳১,৬০০' on a Bangla page). */
export const taka = (amount: number) => formatMoney(amount, "BDT", { whole: true });

/**
 * The preschool's outdoor sessions checkbox, with its price from site config: 'Add outdoor sessions (৳1,500/month)',
 * in the page's language.
 */
export const outdoorLabelText = () =>
  m.enrol_outdoor_label({ price: taka(enrolment.programmes.preschool.fees.outdoorMonthly) });

/**
 * A programme's fees as one rule, for pages that show every programme at once (and the form without JavaScript):
 * 'Admission ৳1,600 once, ৳2,000 a month, plus ৳1,500 a month for outdoor sessions (optional).'
 */
export function feeRule(programme: Programme): string {
  switch (programme) {
    case "preschool": {
      const f = enrolment.programmes.preschool.fees;
      return m.enrol_fee_rule_preschool({
        admission: taka(f.admission),
        monthly: taka(f.monthly),
        outdoor: taka(f.outdoorMonthly),
      });
    }
    case "adventure":
      return m.enrol_fee_rule_adventure({ price: taka(enrolment.programmes.adventure.fees.perSessionFrom) });
    case "hybrid": {
      const f = enrolment.programmes.hybrid.fees;
      return m.enrol_fee_rule_hybrid({ admission: taka(f.admission), monthly: taka(f.monthly) });
    }
  }
}

export type FeeLine = { label: string; amount: string };

/**
 * What a place in `programme` costs with the choices made, for the form's summary: one line per fee, then what is
 * due to start (admission and the first month) and each month after. The per-session programme has no totals.
 */
export function feeSummary(
  programme: Programme,
  outdoor: boolean,
): {
  title: string;
  lines: FeeLine[];
  totals: FeeLine[];
  /** When the fees fall due. */
  note: string;
} {
  const title = programmeLabels[programme];
  if (programme === "adventure") {
    const { perSessionFrom } = enrolment.programmes.adventure.fees;
    return {
      title,
      lines: [{ label: m.enrol_fee_each_session(), amount: m.enrol_fee_from({ price: taka(perSessionFrom) }) }],
      totals: [{ label: m.enrol_fee_billed(), amount: m.enrol_fee_per_session() }],
      note: m.enrol_fee_note_session(),
    };
  }
  if (programme === "hybrid") {
    const { admission, monthly } = enrolment.programmes.hybrid.fees;
    return {
      title,
      lines: [
        { label: m.enrol_fee_admission_once(), amount: taka(admission) },
        { label: m.enrol_fee_monthly_outdoor(), amount: aMonth(monthly) },
      ],
      totals: [
        { label: m.enrol_fee_to_start(), amount: taka(admission + monthly) },
        { label: m.enrol_fee_then(), amount: aMonth(monthly) },
      ],
      note: firstBillNote(),
    };
  }
  const { admission, monthly, outdoorMonthly } = enrolment.programmes.preschool.fees;
  const perMonth = monthly + (outdoor ? outdoorMonthly : 0);
  return {
    title,
    lines: [
      { label: m.enrol_fee_admission_once(), amount: taka(admission) },
      { label: m.enrol_fee_monthly(), amount: aMonth(monthly) },
      ...(outdoor ? [{ label: m.enrol_fee_outdoor(), amount: aMonth(outdoorMonthly) }] : []),
    ],
    totals: [
      { label: m.enrol_fee_to_start(), amount: taka(admission + perMonth) },
      { label: m.enrol_fee_then(), amount: aMonth(perMonth) },
    ],
    note: outdoor ? `${firstBillNote()} ${m.enrol_fee_outdoor_left()}` : firstBillNote(),
  };
}

/** '৳2,000 a month'. */
const aMonth = (amount: number) => m.enrol_fee_a_month({ price: taka(amount) });

/**
 * When a place's first bill falls due and which month it covers (docs/product.md#fees-and-billing): 'Nothing is due
 * now. … with at least 3 days to pay. Your first month is the month of your child's first class, or the next month
 * when that class falls after the 15th.'
 */
export const firstBillNote = () =>
  [
    m.enrol_fee_start_note({ days: localDigits(billing.minDaysToPay) }),
    m.enrol_fee_first_month({ day: localDigits(billing.firstMonthCutoffDay) }),
  ].join(" ");

/** When fees fall due, before a batch is chosen (and on the form without JavaScript), with the first bill's rule. */
export const feesDueNote = () =>
  [
    m.enrol_fees_due_note(),
    m.enrol_fee_first_month({ day: localDigits(billing.firstMonthCutoffDay) }),
    m.enrol_fee_outdoor_left(),
  ].join(" ");
