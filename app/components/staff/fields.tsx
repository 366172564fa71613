import type { ReactNode, SelectHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { FieldError, inputClass } from "~/ui/field";

/** A labelled native select with its error, like ui/field's Field. */
export function SelectField({
  id,
  label,
  errors,
  options,
  placeholder,
  className,
  ...select
}: {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  className?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? `${id}-error` : undefined} className={inputClass} {...select}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
