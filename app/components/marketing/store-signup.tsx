import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Sentence } from "~/components/sentence";
import type { StoreProduct } from "~/content/store";
import { cn } from "~/lib/cn";
import { type StoreInterestInput, storeInterestSchema } from "~/lib/schemas/store-interest";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, Honeypot } from "~/ui/field";
import { CancelButton, PopoverPanel } from "./popover-panel";

export const signupDialogId = (product: StoreProduct) => `notify-${product.id}`;

/** The email sign-up, for one product (in Add to Cart's dialog) or for the store as a whole. */
export function StoreSignupForm({
  formId,
  product,
  lastResult,
  inline,
  children,
}: {
  formId: string;
  product?: StoreProduct;
  lastResult?: SubmissionResult<string[]>;
  inline?: boolean;
  children?: React.ReactNode;
}) {
  const [form, fields] = useForm<StoreInterestInput>({
    id: formId,
    lastResult,
    constraint: getZodConstraint(storeInterestSchema),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={cn("relative", inline ? "flex flex-col gap-3 sm:flex-row sm:items-start" : "space-y-4")}
    >
      <Honeypot />
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <Field
        meta={fields.email}
        label={m.public_store_email()}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        className={inline ? "flex-1" : undefined}
      />
      <div className={cn("flex flex-wrap justify-end gap-3", inline ? "sm:pt-7" : "pt-2")}>
        {children}
        <Button type="submit" variant={inline ? "secondary" : "primary"}>
          {m.public_store_notify()}
        </Button>
      </div>
    </Form>
  );
}

export function StoreSignupDialog({
  product,
  open,
  lastResult,
  closeHref,
}: {
  product: StoreProduct;
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
  closeHref: string;
}) {
  const id = signupDialogId(product);
  return (
    <PopoverPanel
      id={id}
      open={open}
      closeHref={closeHref}
      title={m.public_store_not_open()}
      description={
        <p>
          <Sentence write={(marker) => m.public_store_not_open_text({ product: marker })}>
            <strong>{product.name}</strong>
          </Sentence>
        </p>
      }
    >
      <StoreSignupForm formId={`${id}-form`} product={product} lastResult={open ? lastResult : undefined}>
        <CancelButton popoverId={id} open={open} closeHref={closeHref} />
      </StoreSignupForm>
    </PopoverPanel>
  );
}
