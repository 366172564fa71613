import type { $ZodType } from "zod/v4/core";
import { dataOf } from "~/lib/enhance-contract";
import type { FormCheckContexts, FormCheckName, FormCheckSchemas } from "~/lib/form-checks";
import type { Toast } from "~/lib/toast";

export type FieldErrors = Record<string, string[] | null | undefined>;

/** A form's check in the browser: its action's schema, and the toast to show when it refuses a submission. */
export type Check = {
  validate(formData: FormData): FieldErrors | null;
  refusedToast?: (errors: FieldErrors, formData: FormData) => Toast;
};

/** Loaded with the first schema: the reader of forms is no part of the page's first script. */
const reader = () => import("~/lib/schemas/parse-form");

async function check<Name extends FormCheckName>(
  _name: Name,
  schema: FormCheckSchemas[Name] & $ZodType,
  refusedToast?: Check["refusedToast"],
): Promise<Check> {
  const { parseForm } = await reader();
  return {
    validate(formData) {
      const submission = parseForm(formData, schema);
      return submission.status === "error" ? (submission.error ?? {}) : null;
    },
    refusedToast,
  };
}

const firstError = () => import("~/lib/schemas/staff-errors").then((m) => m.firstErrorToast);

/**
 * Each check loads its own schema when a form of that kind is first used, so a page downloads only what its forms
 * need. The names and schemas are those of `FormCheckSchemas`; TypeScript holds each entry to its schema.
 */
const loaders: { [Name in FormCheckName]: (context: FormCheckContexts[Name]) => Promise<Check> } = {
  login: async () => {
    const m = await import("~/lib/schemas/login");
    return check("login", m.loginSchema, () => m.missingFieldsToast);
  },
  register: async () => {
    const [m, toasts] = await Promise.all([import("~/lib/schemas/register"), import("~/lib/toast")]);
    return check("register", m.registerSchema, () => toasts.validationErrorToast);
  },
  "member-register": async () => {
    const [m, toasts] = await Promise.all([import("~/lib/schemas/register"), import("~/lib/toast")]);
    return check("member-register", m.memberRegisterSchema, () => toasts.validationErrorToast);
  },
  "forgot-password": async () => {
    const m = await import("~/lib/schemas/forgot-password");
    return check("forgot-password", m.forgotPasswordSchema, (_errors, formData) =>
      m.forgotPasswordErrorToast(formData.get("email")),
    );
  },
  "reset-password": async () =>
    check("reset-password", (await import("~/lib/schemas/reset-password")).resetPasswordSchema),
  "resend-verification": async () =>
    check("resend-verification", (await import("~/lib/schemas/resend-verification")).resendVerificationSchema),
  profile: async () => {
    const m = await import("~/lib/schemas/profile");
    return check("profile", m.profileSchema, (errors) =>
      errors.avatar ? m.profileToasts.avatarTooLarge : m.profileToasts.invalid,
    );
  },
  "member-profile": async () => {
    const m = await import("~/lib/schemas/profile");
    return check("member-profile", m.memberProfileSchema, (errors) =>
      errors.avatar ? m.profileToasts.avatarTooLarge : m.profileToasts.invalid,
    );
  },
  child: async () => {
    const m = await import("~/lib/schemas/child");
    return check("child", m.childSchema, () => m.childToasts.invalid);
  },
  "child-details": async () => {
    const m = await import("~/lib/schemas/care");
    return check("child-details", m.childDetailsSchema, () => m.careToasts.invalid);
  },
  "family-invite": async () => {
    const m = await import("~/lib/schemas/family");
    return check("family-invite", m.familyInviteSchema, () => m.familyToasts.invalid);
  },
  password: async () => {
    const m = await import("~/lib/schemas/password");
    return check("password", m.passwordSchema, m.passwordErrorToast);
  },
  support: async () => {
    const m = await import("~/lib/schemas/support");
    return check("support", m.supportSchema, m.supportErrorToast);
  },
  "support-reply": async () => {
    const m = await import("~/lib/schemas/support");
    return check("support-reply", m.supportReplySchema, m.supportErrorToast);
  },
  application: async (facts) => {
    const [schemas, form] = await Promise.all([import("~/lib/schemas/application"), import("~/lib/application-form")]);
    return check("application", schemas.applicationSchema(form.applicationContext(facts)), form.refusedToast);
  },
  "application-entry": async (facts) => {
    const [schemas, form, toast] = await Promise.all([
      import("~/lib/schemas/application"),
      import("~/lib/application-form"),
      firstError(),
    ]);
    return check("application-entry", schemas.applicationSchema(form.applicationContext(facts)), toast);
  },
  transfer: async () => check("transfer", (await import("~/lib/schemas/payment")).transferSchema, await firstError()),
  "transfer-edit": async () =>
    check("transfer-edit", (await import("~/lib/schemas/payment")).transferEditSchema, await firstError()),
  subscription: async () =>
    check("subscription", (await import("~/lib/schemas/staff-billing")).subscriptionSchema, await firstError()),
  "new-subscription": async () =>
    check("new-subscription", (await import("~/lib/schemas/staff-billing")).newSubscriptionSchema, await firstError()),
  payment: async () =>
    check("payment", (await import("~/lib/schemas/staff-billing")).paymentSchema, await firstError()),
  batch: async () => check("batch", (await import("~/lib/schemas/batch")).batchSchema, await firstError()),
  "one-off-invoice": async () =>
    check("one-off-invoice", (await import("~/lib/schemas/payment")).oneOffInvoiceSchema, await firstError()),
  "invoice-payment": async () =>
    check("invoice-payment", (await import("~/lib/schemas/payment")).recordInvoicePaymentSchema, await firstError()),
  "void-invoice": async () =>
    check("void-invoice", (await import("~/lib/schemas/payment")).voidInvoiceSchema, await firstError()),
  "reject-transfer": async () =>
    check("reject-transfer", (await import("~/lib/schemas/payment")).rejectTransferSchema, await firstError()),
  "staff-reply": async () =>
    check("staff-reply", (await import("~/lib/schemas/staff-support")).staffReplySchema, await firstError()),
  "support-status": async () =>
    check("support-status", (await import("~/lib/schemas/staff-support")).supportStatusSchema),
  "join-link": async () =>
    check("join-link", (await import("~/lib/schemas/classes")).joinLinkSchema, await firstError()),
  "cancel-class": async () =>
    check("cancel-class", (await import("~/lib/schemas/classes")).cancelClassSchema, await firstError()),
  recording: async () =>
    check("recording", (await import("~/lib/schemas/classes")).recordingSchema, await firstError()),
  "outdoor-session": async () =>
    check("outdoor-session", (await import("~/lib/schemas/classes")).outdoorSessionSchema, await firstError()),
  event: async () => check("event", (await import("~/lib/schemas/events")).eventSchema, await firstError()),
  reconcile: async () => check("reconcile", (await import("~/lib/schemas/money")).reconcileSchema, await firstError()),
  refund: async () => check("refund", (await import("~/lib/schemas/money")).refundSchema, await firstError()),
  adjustment: async () =>
    check("adjustment", (await import("~/lib/schemas/money")).adjustmentSchema, await firstError()),
  "continue-batch": async () =>
    check("continue-batch", (await import("~/lib/schemas/money")).continueBatchSchema, await firstError()),
  "skill-item": async () =>
    check("skill-item", (await import("~/lib/schemas/skills")).skillItemSchema, await firstError()),
  "skill-item-edit": async () =>
    check("skill-item-edit", (await import("~/lib/schemas/skills")).skillItemEditSchema, await firstError()),
  review: async () => check("review", (await import("~/lib/schemas/skills")).reviewSchema, await firstError()),
};

const loaded = new Map<string, Check>();
const loading = new Map<string, Promise<Check>>();

const keyOf = (form: HTMLFormElement) => `${dataOf(form, "check")}\n${dataOf(form, "checkContext") ?? ""}`;

/** The form's check if it has loaded; undefined until then (or when the form names none). */
export const loadedCheck = (form: HTMLFormElement) => loaded.get(keyOf(form));

/** Loads the form's check once, however often it is asked for. */
export function loadCheck(form: HTMLFormElement): Promise<Check> {
  const key = keyOf(form);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (!pending) {
    const name = dataOf(form, "check") as FormCheckName;
    const load = loaders[name] as (context: unknown) => Promise<Check>;
    if (!load) return Promise.reject(new Error(`No check named ${name}`));
    const contextJson = dataOf(form, "checkContext");
    const context = contextJson ? JSON.parse(contextJson) : undefined;
    pending = load(context).then((ready) => {
      loaded.set(key, ready);
      return ready;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
