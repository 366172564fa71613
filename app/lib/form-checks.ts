import type { ContextFacts } from "./application-form";
import type { applicationSchema } from "./schemas/application";
import type { batchSchema } from "./schemas/batch";
import type { childDetailsSchema } from "./schemas/care";
import type { childSchema } from "./schemas/child";
import type { cancelClassSchema, joinLinkSchema, outdoorSessionSchema, recordingSchema } from "./schemas/classes";
import type { eventSchema } from "./schemas/events";
import type { familyInviteSchema } from "./schemas/family";
import type { forgotPasswordSchema } from "./schemas/forgot-password";
import type { loginSchema } from "./schemas/login";
import type { adjustmentSchema, continueBatchSchema, reconcileSchema, refundSchema } from "./schemas/money";
import type { passwordSchema } from "./schemas/password";
import type {
  oneOffInvoiceSchema,
  recordInvoicePaymentSchema,
  rejectTransferSchema,
  transferEditSchema,
  transferSchema,
  voidInvoiceSchema,
} from "./schemas/payment";
import type { memberProfileSchema, profileSchema } from "./schemas/profile";
import type { memberRegisterSchema, registerSchema } from "./schemas/register";
import type { resendVerificationSchema } from "./schemas/resend-verification";
import type { resetPasswordSchema } from "./schemas/reset-password";
import type { reviewSchema, skillItemEditSchema, skillItemSchema } from "./schemas/skills";
import type { newSubscriptionSchema, paymentSchema, subscriptionSchema } from "./schemas/staff-billing";
import type { staffReplySchema, supportStatusSchema } from "./schemas/staff-support";
import type { supportReplySchema, supportSchema } from "./schemas/support";

/**
 * Every form the browser checks before sending (decision 019), by the name its `data-check` attribute carries, and
 * the schema its action validates with. The server renders the form from this name (`useSchemaForm`); the
 * enhancement script loads the same schema by it (app/enhance/checks.ts), so both say the same words.
 */
export type FormCheckSchemas = {
  login: typeof loginSchema;
  register: typeof registerSchema;
  "member-register": typeof memberRegisterSchema;
  "forgot-password": typeof forgotPasswordSchema;
  "reset-password": typeof resetPasswordSchema;
  "resend-verification": typeof resendVerificationSchema;
  profile: typeof profileSchema;
  "member-profile": typeof memberProfileSchema;
  child: typeof childSchema;
  "child-details": typeof childDetailsSchema;
  "family-invite": typeof familyInviteSchema;
  password: typeof passwordSchema;
  support: typeof supportSchema;
  "support-reply": typeof supportReplySchema;
  application: ReturnType<typeof applicationSchema>;
  "application-entry": ReturnType<typeof applicationSchema>;
  transfer: typeof transferSchema;
  "transfer-edit": typeof transferEditSchema;
  subscription: typeof subscriptionSchema;
  "new-subscription": typeof newSubscriptionSchema;
  payment: typeof paymentSchema;
  batch: typeof batchSchema;
  "one-off-invoice": typeof oneOffInvoiceSchema;
  "invoice-payment": typeof recordInvoicePaymentSchema;
  "void-invoice": typeof voidInvoiceSchema;
  "reject-transfer": typeof rejectTransferSchema;
  "staff-reply": typeof staffReplySchema;
  "support-status": typeof supportStatusSchema;
  "join-link": typeof joinLinkSchema;
  "cancel-class": typeof cancelClassSchema;
  recording: typeof recordingSchema;
  "outdoor-session": typeof outdoorSessionSchema;
  event: typeof eventSchema;
  reconcile: typeof reconcileSchema;
  refund: typeof refundSchema;
  adjustment: typeof adjustmentSchema;
  "continue-batch": typeof continueBatchSchema;
  "skill-item": typeof skillItemSchema;
  "skill-item-edit": typeof skillItemEditSchema;
  review: typeof reviewSchema;
};

export type FormCheckName = keyof FormCheckSchemas;

/** What a check needs to know beyond the form itself, sent beside it as JSON (`data-check-context`). */
export type FormCheckContexts = {
  [Name in FormCheckName]: Name extends "application" | "application-entry" ? ContextFacts : undefined;
};
