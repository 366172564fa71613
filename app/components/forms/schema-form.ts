import { type DefaultValue, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type * as z from "zod/mini";
import { enhanceData } from "~/lib/enhance-contract";
import type { FormCheckContexts, FormCheckName, FormCheckSchemas } from "~/lib/form-checks";

export type SchemaFormOptions<Name extends FormCheckName> = {
  id?: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<FormCheckSchemas[Name]>>;
  /** What the check needs beyond the form (the application form's batches and children). */
  context?: FormCheckContexts[Name];
  /**
   * The account forms: editing a field hides its message until the next submission
   * (docs/product.md#forms-and-messages).
   */
  clearErrorsOnEdit?: boolean;
};

/**
 * A form checked by its action's schema, named by `check` (app/lib/form-checks.ts). The page is rendered from the
 * last submission's result (what was typed, each field's message); in the browser the enhancement script checks the
 * form with the same schema before sending it (decision 019). Spread `formProps` on the `<Form>`.
 */
export function useSchemaForm<Name extends FormCheckName>(
  check: Name,
  { id, lastResult, defaultValue, context, clearErrorsOnEdit }: SchemaFormOptions<Name>,
) {
  const [form, fields] = useForm<z.input<FormCheckSchemas[Name]>, z.output<FormCheckSchemas[Name]>>({
    id,
    lastResult,
    defaultValue,
  });
  return {
    form,
    fields,
    formProps: {
      ...getFormProps(form),
      ...enhanceData({
        check,
        checkContext: context === undefined ? undefined : JSON.stringify(context),
        clearErrors: clearErrorsOnEdit ? "" : undefined,
      }),
    },
  };
}
