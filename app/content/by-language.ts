import type { Language } from "~/lib/i18n/language";
import * as about from "./about";
import * as blog from "./blog";
import * as classModel from "./class-model";
import * as errors from "./errors";
import * as faq from "./faq";
import * as pages from "./pages";
import * as programmes from "./programmes";
import * as resources from "./resources";
import * as services from "./services";
import * as store from "./store";
import * as team from "./team";
import * as terms from "./terms";
import * as testimonials from "./testimonials";
import * as trial from "./trial";
import { type InOneLanguage, inOneLanguage } from "./words";

/** The site's written content, each module declared once with its words in both languages (./words.ts). */
export const content = {
  about,
  blog,
  classModel,
  errors,
  faq,
  pages,
  programmes,
  resources,
  services,
  store,
  team,
  terms,
  testimonials,
  trial,
};

const inEach: { [L in Language]?: InOneLanguage<typeof content> } = {};

/** The site's content in one language, picked once and kept. */
export const contentIn = (language: Language) => {
  inEach[language] ??= inOneLanguage(content, language);
  return inEach[language];
};
