import { getLocale } from "~/paraglide/runtime";
import type { Language } from "./language";

/**
 * The page's language: the request's, as app/server/language.server.ts decided it before any loader ran (the
 * root loader hands the same value to <html lang>). Read from the request, so it also works outside a data router.
 */
export function useLanguage(): Language {
  return getLocale() === "bn" ? "bn" : "en";
}
