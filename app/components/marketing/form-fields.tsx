import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { fieldProps } from "~/components/forms/client";
import { Field, TextareaField } from "~/ui/field";

type Meta = FieldMetadata<string | number | undefined>;

export function FormField({ field, label, hint, ...input }: { field: Meta; label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  return <Field {...fieldProps(field)} label={label} hint={hint} {...input} />;
}

export function FormTextarea({ field, label, ...textarea }: { field: Meta; label: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  return <TextareaField {...fieldProps(field)} label={label} {...textarea} />;
}
