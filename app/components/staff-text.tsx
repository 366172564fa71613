import type { HTMLAttributes } from "react";
import { staffText } from "~/lib/i18n/language";

/**
 * Text staff wrote, with its optional Bangla version: a Bangla page shows the Bangla one, else the English marked
 * lang="en" (docs/product.md#languages).
 */
export function StaffText({
  en,
  bn,
  ...props
}: { en: string; bn: string | null | undefined } & Omit<HTMLAttributes<HTMLSpanElement>, "lang" | "children">) {
  const { text, lang } = staffText(en, bn);
  return (
    <span lang={lang} {...props}>
      {text}
    </span>
  );
}
