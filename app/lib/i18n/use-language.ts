import { useRouteLoaderData } from "react-router";
import type { Language } from "./language";

/** The page's language, as the root loader decided it (app/server/language.server.ts). */
export function useLanguage(): Language {
  return useRouteLoaderData<{ language: Language }>("root")?.language ?? "en";
}
