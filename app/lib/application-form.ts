import { programmeLabels } from "./enrolment";
import { formatMoney } from "./format";
import type { ApplicationContext } from "./schemas/application";
import { enrolment } from "./site-config";
import type { Programme } from "./statuses";
import type { Toast } from "./toast";

/**
 * The parent's side of enrolment (issue 14) that the browser and the server share: the application form's context
 * (built from the same lists on both sides, so the browser says what the server would) and each programme's fees in
 * words. Plain functions: safe for the browser.
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
    title: "Application Not Sent",
    description: messages.length === 1 ? messages[0] : "Please fix the errors in the form.",
    variant: "destructive",
  };
}

/** Whole taka, as fees are shown: '৳1,600'. */
export const taka = (amount: number) => formatMoney(amount, "BDT", { whole: true });

/** The preschool's outdoor sessions checkbox, with its price from site config: 'Add outdoor sessions (৳1,500/month)'. */
export const outdoorLabel = `Add outdoor sessions (${taka(enrolment.programmes.preschool.fees.outdoorMonthly)}/month)`;

/**
 * A programme's fees as one rule, for pages that show every programme at once (and the form without JavaScript):
 * 'Admission ৳1,600 once, ৳2,000 a month, plus ৳1,500 a month for outdoor sessions (optional).'
 */
export function feeRule(programme: Programme): string {
  switch (programme) {
    case "preschool": {
      const f = enrolment.programmes.preschool.fees;
      return `Admission ${taka(f.admission)} once, ${taka(f.monthly)} a month, plus ${taka(f.outdoorMonthly)} a month for outdoor sessions (optional).`;
    }
    case "adventure":
      return `From ${taka(enrolment.programmes.adventure.fees.perSessionFrom)} per session, invoiced for the sessions your child joins.`;
    case "hybrid": {
      const f = enrolment.programmes.hybrid.fees;
      return `Admission ${taka(f.admission)} once, ${taka(f.monthly)} a month, outdoor sessions included.`;
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
      lines: [{ label: "Each session", amount: `from ${taka(perSessionFrom)}` }],
      totals: [{ label: "Billed", amount: "per session" }],
      note: "Nothing is due now. Once your place is confirmed, we invoice each session your child joins.",
    };
  }
  if (programme === "hybrid") {
    const { admission, monthly } = enrolment.programmes.hybrid.fees;
    return {
      title,
      lines: [
        { label: "Admission (once)", amount: taka(admission) },
        { label: "Monthly fee, outdoor sessions included", amount: `${taka(monthly)} a month` },
      ],
      totals: [
        { label: "To start (admission and first month)", amount: taka(admission + monthly) },
        { label: "Then", amount: `${taka(monthly)} a month` },
      ],
      note: startNote,
    };
  }
  const { admission, monthly, outdoorMonthly } = enrolment.programmes.preschool.fees;
  const perMonth = monthly + (outdoor ? outdoorMonthly : 0);
  return {
    title,
    lines: [
      { label: "Admission (once)", amount: taka(admission) },
      { label: "Monthly fee", amount: `${taka(monthly)} a month` },
      ...(outdoor ? [{ label: "Outdoor sessions", amount: `${taka(outdoorMonthly)} a month` }] : []),
    ],
    totals: [
      { label: "To start (admission and first month)", amount: taka(admission + perMonth) },
      { label: "Then", amount: `${taka(perMonth)} a month` },
    ],
    note: startNote,
  };
}

const startNote =
  "Nothing is due now. Once your place is confirmed, you pay the admission and the first month before the first class.";

/** When fees fall due, before a batch is chosen (and on the form without JavaScript). */
export const feesDueNote = "Nothing is due now: fees fall due only once your place is confirmed.";
