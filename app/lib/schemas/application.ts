import * as z from "zod/mini";
import { ageProblem } from "~/lib/enrolment";
import type { Programme } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { checkbox, formKey, optionalNote } from "./fields";
import { childAge, childAgeMessage, childName } from "./profile";

/** The value of the 'Child' choice that adds a child inline (name and age). */
export const NEW_CHILD = "new";

export const applicationMessages = {
  chooseChild: "Please choose a child.",
  chooseBatch: "Please choose a batch.",
  childName: "Child's name is required.",
  childAge: childAgeMessage,
  duplicate: "Your child already has an application for this batch.",
  closed: "This batch is no longer taking applications. Please choose another batch.",
  unknownChild: "Please choose one of your children, or add a child.",
} as const;

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
 * Enrol → Apply (issue 14): 'Child' (one of the parent's children, or 'Add a child' with name and age), 'Batch',
 * the preschool's 'Add outdoor sessions', optional 'Notes for the teacher'. Build it with the page's context in the
 * browser and the server alike; without a context it checks the fields only.
 */
export function applicationSchema(context?: ApplicationContext) {
  return z.pipe(
    z
      .object({
        childId: z.string({ error: applicationMessages.chooseChild }).check(
          z.trim(),
          z.refine((v) => v === NEW_CHILD || /^[0-9a-f-]{36}$/i.test(v), applicationMessages.unknownChild),
        ),
        childName: z.optional(z.string()),
        childAge: z.optional(z.union([z.string(), z.number()])),
        batchId: z.uuid({ error: applicationMessages.chooseBatch }),
        outdoor: checkbox(),
        notes: optionalNote(1000, "Please keep the notes under 1,000 characters."),
        idempotencyKey: formKey(),
      })
      .check(crossChecks(context)),
    z.transform((v) => ({
      child:
        v.childId === NEW_CHILD
          ? ({ kind: "new", name: String(v.childName ?? "").trim(), age: Number(v.childAge) } as const)
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

/** Success (issue 14), word for word. */
export const applicationReceivedToast: Toast = {
  title: "Application Received",
  description: "We will confirm your place by email.",
  variant: "success",
};
