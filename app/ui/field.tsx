import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 " +
  "focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:bg-slate-100 disabled:text-slate-600 " +
  "aria-[invalid=true]:border-red-600";

type FieldProps = {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
  className?: string;
};

/** A label, an input, and its hint and error wired up with aria-describedby. */
export function Field({ id, label, errors, hint, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function TextareaField({ id, label, errors, hint, className, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} className={cn(inputClass, "min-h-32")} {...textarea} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}

/** Hidden from people, tempting to bots; see server/request-guards.server.ts. */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
