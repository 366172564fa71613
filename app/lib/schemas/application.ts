import * as z from "zod/mini";
import { ageProblem } from "~/lib/enrolment";
import { toLatinDigits } from "~/lib/i18n/digits";
import type { Programme } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { checkbox, formKey, optionalNote, said } from "./fields";
import { childAge, childName } from "./profile";

/** The value of the 'Child' choice that adds a child inline (name and age). */
export const NEW_CHILD = "new";

/** Read when used, so that they follow the language of the request (or, in the browser, the page). */
export const applicationMessages = {
  get chooseChild() {
    return m.enrol_err_choose_child();
  },
  get chooseBatch() {
    return m.enrol_err_choose_batch();
  },
  get childName() {
    return m.enrol_err_child_name();
  },
  get childAge() {
    return m.dash_child_age_invalid();
  },
  get duplicate() {
    return m.enrol_err_duplicate();
  },
  get closed() {
    return m.enrol_err_closed();
  },
  get unknownChild() {
    return m.enrol_err_unknown_child();
  },
};

/**
 * What the form knows beyond its own fields, so the browser says what the server would: the programme of each batch
 * on offer, the age of each of the parent's children, and which child already has a live application to which batch.
 * The server checks all of it again in the transaction (app/server/data/enrolment.server.ts).
 */
export type ApplicationContext = {
  programmeOf: (batchId: string) => Programme | undefined;
  ageOf: (childId: string) => number | null | undefined;
  hasLiveApplication?: (childId: string, batchId: string) => boolean;
};

type Fields = {
  childId?: string;
  childName?: string;
  childAge?: string | number;
  batchId?: string;
  outdoor?: "on";
  notes?: string | null;
};

type Issue = { code: "custom"; path: string[]; message: string; input: unknown };

/** The checks across fields: the inline child's name and age when adding one, then the age against the programme. */
function crossChecks(context: ApplicationContext | undefined) {
  return z.check<Fields>(
    (payload) => {
      const v = payload.value ?? {};
      const add = (path: string, message: string) => {
        payload.issues.push({ code: "custom", path: [path], message, input: v } satisfies Issue);
      };
      const adding = v.childId === NEW_CHILD;
      let age: number | null | undefined;
      if (adding) {
        const name = z.safeParse(childName, v.childName ?? "");
        if (!name.success) add("childName", name.error.issues[0]?.message ?? applicationMessages.childName);
        const parsed = z.safeParse(childAge, v.childAge ?? "");
        if (!parsed.success) add("childAge", parsed.error.issues[0]?.message ?? applicationMessages.childAge);
        age = parsed.success ? parsed.data : undefined;
      } else if (v.childId && context) {
        age = context.ageOf(v.childId);
      }
      if (!context || !v.batchId || !v.childId) return;
      const programme = context.programmeOf(v.batchId);
      if (!programme) return;
      if (age !== undefined && (!adding || age !== null)) {
        const problem = ageProblem(programme, age);
        if (problem) {
          add(adding ? "childAge" : "childId", problem);
          return;
        }
      }
      if (!adding && context.hasLiveApplication?.(v.childId, v.batchId)) add("batchId", applicationMessages.duplicate);
    },
    { when: () => true },
  );
}

/**
 * Enrol → Apply (docs/product.md#applications-and-the-waitlist): 'Child' (one of the parent's children, or 'Add a
 * child' with name and age), 'Batch', the preschool's 'Add outdoor sessions', optional 'Notes for the teacher'. Build
 * it with the page's context in the browser and the server alike; without a context it checks the fields only.
 */
export function applicationSchema(context?: ApplicationContext) {
  return z.pipe(
    z
      .object({
        childId: z.string(said(() => applicationMessages.chooseChild)).check(
          z.trim(),
          z.refine(
            (v) => v === NEW_CHILD || /^[0-9a-f-]{36}$/i.test(v),
            said(() => applicationMessages.unknownChild),
          ),
        ),
        childName: z.optional(z.string()),
        childAge: z.optional(z.union([z.string(), z.number()])),
        batchId: z.uuid(said(() => applicationMessages.chooseBatch)),
        outdoor: checkbox(),
        notes: optionalNote(1000, m.enrol_err_notes_long),
        idempotencyKey: formKey(),
      })
      .check(crossChecks(context)),
    z.transform((v) => ({
      child:
        v.childId === NEW_CHILD
          ? ({
              kind: "new",
              name: String(v.childName ?? "").trim(),
              // Typed in Latin or Bangla digits; already checked above.
              age: Number(toLatinDigits(String(v.childAge ?? "")).trim()),
            } as const)
          : ({ kind: "existing", id: v.childId } as const),
      batchId: v.batchId,
      outdoor: v.outdoor === "on",
      notes: v.notes,
      idempotencyKey: v.idempotencyKey,
    })),
  );
}

/** An application as the data layer takes it; the form key is optional for callers that are not a form. */
export type ApplicationInput = Omit<z.output<ReturnType<typeof applicationSchema>>, "idempotencyKey"> & {
  idempotencyKey?: string;
};

/** Success, word for word in English. */
export const applicationReceivedToast: Toast = {
  get title() {
    return m.enrol_received_title();
  },
  get description() {
    return m.enrol_received_text();
  },
  variant: "success",
};
