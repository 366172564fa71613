import type { Language } from "~/lib/i18n/language";

/** A person's language by its own name, as the language link writes it: 'English' or 'বাংলা'. */
export function LanguageName({ language }: { language: Language }) {
  return language === "bn" ? <span lang="bn">বাংলা</span> : <span lang="en">English</span>;
}
