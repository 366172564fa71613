import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 " +
  "focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:bg-slate-100 disabled:text-slate-600 " +
  "aria-[invalid=true]:border-red-600";

/** A form field as Conform describes it: its name, id, value after a refused submission, constraints and errors. */
// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the field's value and the form's shape.
export type FieldMeta = FieldMetadata<any, any, string[]>;

type Labelled = {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  /** Overrides Conform's errors. */
  errors?: string[] | null;
  className?: string;
  /** Smaller text and padding, for forms inside table rows. */
  compact?: boolean;
  /** The label is read by screen readers only (the row around the field already says what it is). */
  hideLabel?: boolean;
};

const controlClass = (compact: boolean | undefined, extra?: string) =>
  cn(inputClass, compact && "py-1.5 text-sm", extra);

/** The field's error and hint ids, for aria-describedby. */
function describedBy(id: string, hint: ReactNode, errors: string[] | null | undefined) {
  return [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

type FrameProps = Pick<Labelled, "label" | "hint" | "errors" | "className" | "compact" | "hideLabel"> & {
  id: string;
  children: ReactNode;
};

function Frame({ id, label, hint, errors, className, compact, hideLabel, children }: FrameProps) {
  return (
    <div className={cn("flex flex-col", compact ? "gap-1" : "gap-1.5", className)}>
      <label
        htmlFor={id}
        className={cn(
          hideLabel ? "sr-only" : compact ? "text-xs font-semibold text-slate-600" : "text-sm font-semibold text-ink",
        )}
      >
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

type InputType = "text" | "email" | "password" | "number" | "tel" | "date" | "time" | "search" | "url";

/** A label, an input bound to a Conform field, and its hint and error wired up with aria-describedby. */
export function Field({
  meta,
  label,
  hint,
  errors = meta.errors,
  className,
  compact,
  hideLabel,
  leading,
  type = "text",
  ...input
}: Labelled & { type?: InputType; leading?: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "id" | "type" | "defaultValue" | "form"
  >) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  const control = (
    <input
      key={key}
      {...props}
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={describedBy(meta.id, hint, errors)}
      className={controlClass(compact, leading ? "pl-10" : undefined)}
      {...input}
    />
  );
  return (
    <Frame
      id={meta.id}
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      compact={compact}
      hideLabel={hideLabel}
    >
      {leading ? (
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">{leading}</span>
          {control}
        </div>
      ) : (
        control
      )}
    </Frame>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  errors = meta.errors,
  className,
  compact,
  hideLabel,
  ...textarea
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
  return (
    <Frame
      id={meta.id}
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      compact={compact}
      hideLabel={hideLabel}
    >
      <textarea
        key={key}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(meta.id, hint, errors)}
        className={controlClass(compact, compact ? undefined : "min-h-32")}
        {...textarea}
      />
    </Frame>
  );
}

/** A labelled native select bound to a Conform field; `placeholder` adds an empty first option. */
export function SelectField({
  meta,
  label,
  hint,
  errors = meta.errors,
  className,
  compact,
  hideLabel,
  options,
  placeholder,
  ...select
}: Labelled & {
  /** `lang` marks an option in another language than the page's (staff text without a Bangla version). */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: false });
  return (
    <Frame
      id={meta.id}
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      compact={compact}
      hideLabel={hideLabel}
    >
      <select
        key={key}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(meta.id, hint, errors)}
        className={controlClass(compact)}
        {...select}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox bound to a Conform field, its label beside it and its error below. */
export function CheckboxField({
  meta,
  errors = meta.errors,
  children,
}: {
  meta: FieldMeta;
  errors?: string[] | null;
  children: ReactNode;
}) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaAttributes: false });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${meta.id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={meta.id} className="text-sm text-ink">
          {children}
        </label>
      </div>
      <FieldError id={`${meta.id}-error`} errors={errors} />
    </div>
  );
}

/** A form's own errors (not one field's), announced when they appear. */
export function FormErrors({ form }: { form: { errorId: string; errors?: string[] } }) {
  return (
    <div role="alert">
      <FieldError id={form.errorId} errors={form.errors} />
    </div>
  );
}

/** A field's message; rendered empty and hidden when there is none, so the browser's check can fill it. */
export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700" hidden={!errors?.length}>
      {errors?.[0]}
    </p>
  );
}

/** An address shown but not sent (the email on the profile page): same frame, no Conform binding. */
export function ReadOnlyEmailField({
  id,
  label,
  value,
  hint,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <Frame id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        type="email"
        value={value}
        disabled
        readOnly
        aria-describedby={describedBy(id, hint, null)}
        className={inputClass}
      />
    </Frame>
  );
}

/** Hidden from people, tempting to bots; see server/request-guards.server.ts. */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {m.honeypot_label()}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
